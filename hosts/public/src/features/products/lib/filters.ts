import { readCap } from '@texbridge/shared/resources/facet-caps';
import type { Facets } from '@texbridge/shared/resources/facets';
import { productFacets } from '@texbridge/shared/resources/product-facets';
import {
  CERTIFICATIONS,
  COUNTRY_CODES,
  FIBRES,
  MOQ_MAX,
  UNIT_MEASURES,
} from '@texbridge/shared/resources/product-vocabulary';
import { PRODUCT_FILTERS } from '../../../config/paths.ts';

/**
 * The product lists' filters as their URLs carry them (docs/search.md), checked here against the same
 * lists the API checks, so a mistyped address is the Page Not Found screen, not an error. A filter whose
 * facet takes `many` values may come several times (any of them); the others once.
 */
export const FILTER_NAMES = PRODUCT_FILTERS;
export type FilterName = (typeof FILTER_NAMES)[number];
export type Filters = Partial<Record<FilterName, readonly string[]>>;

/** Whether a filter takes several values at once, as its facet is declared. */
export const takesMany = (name: FilterName) => (productFacets as Facets)[name]?.many === true;

const allowed: Record<FilterName, (value: string) => boolean> = {
  certification: (value) => (CERTIFICATIONS as readonly string[]).includes(value),
  fibre: (value) => FIBRES.some((fibre) => fibre.value === value),
  origin: (value) => COUNTRY_CODES.includes(value),
  moqMax: (value) => readCap(value, UNIT_MEASURES, MOQ_MAX) !== undefined,
  sample: (value) => value === 'true' || value === 'false',
};

/** The filters an address asks for; undefined when one is repeated where it cannot be, or not a value the list has. */
export function filtersOf(search: URLSearchParams): Filters | undefined {
  const filters: Filters = {};
  for (const name of FILTER_NAMES) {
    const values = search.getAll(name);
    if (values.length === 0) continue;
    if (values.length > 1 && (!takesMany(name) || new Set(values).size < values.length)) return undefined;
    if (!values.every(allowed[name])) return undefined;
    filters[name] = values;
  }
  return filters;
}

/** How many values the filters hold in all: a list narrowed by more than one is not a page to index. */
export const valueCount = (filters: Filters) => Object.values(filters).reduce((sum, values) => sum + values.length, 0);

/** `filters` with `value` of `name` added (beside the others, where it takes many) or, when there, taken out. */
export function toggled(filters: Filters, name: FilterName, value: string): Filters {
  const current = filters[name] ?? [];
  const next = current.includes(value)
    ? current.filter((one) => one !== value)
    : takesMany(name)
      ? [...current, value]
      : [value];
  return { ...filters, [name]: next };
}

/** The address of `path` narrowed by `filters`, back at page 1. */
export function filterHref(path: string, filters: Filters) {
  const next = new URLSearchParams();
  for (const name of FILTER_NAMES) for (const value of filters[name] ?? []) next.append(name, value);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
