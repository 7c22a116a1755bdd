import { readCap } from '@texbridge/shared/resources/facet-caps';
import {
  CERTIFICATIONS,
  COUNTRY_CODES,
  FIBRES,
  MOQ_MAX,
  UNIT_MEASURES,
} from '@texbridge/shared/resources/product-vocabulary';
import { PRODUCT_FILTERS } from '../../../config/paths.ts';

/**
 * The product lists' filters as their URLs carry them (docs/search.md): one value each, checked here
 * against the same lists the API checks, so a mistyped address is the Page Not Found screen, not an error.
 */
export const FILTER_NAMES = PRODUCT_FILTERS;
export type FilterName = (typeof FILTER_NAMES)[number];
export type Filters = Partial<Record<FilterName, string>>;

const allowed: Record<FilterName, (value: string) => boolean> = {
  certification: (value) => (CERTIFICATIONS as readonly string[]).includes(value),
  fibre: (value) => FIBRES.some((fibre) => fibre.value === value),
  origin: (value) => COUNTRY_CODES.includes(value),
  moqMax: (value) => readCap(value, UNIT_MEASURES, MOQ_MAX) !== undefined,
  sample: (value) => value === 'true' || value === 'false',
};

/** The filters an address asks for; undefined when one is repeated or not a value the list has. */
export function filtersOf(search: URLSearchParams): Filters | undefined {
  const filters: Filters = {};
  for (const name of FILTER_NAMES) {
    const values = search.getAll(name);
    if (values.length === 0) continue;
    if (values.length > 1 || !allowed[name](values[0]!)) return undefined;
    filters[name] = values[0];
  }
  return filters;
}

/** `path` with `filters` changed by `change` (a value set, or undefined to drop it), back at page 1. */
export function filterHref(path: string, filters: Filters, change: Filters) {
  const next = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = name in change ? change[name] : filters[name];
    if (value) next.set(name, value);
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
