import { facetTakes } from '@texbridge/shared/resources/facet-caps';
import type { Facet } from '@texbridge/shared/resources/facets';
import { productFacets, productFilters, type ProductFilter } from '@texbridge/shared/resources/product-facets';

/**
 * The product lists' filters as their URLs carry them (docs/search.md), checked here against the facets'
 * declaration, whose values the API checks too, so a mistyped address is the Page Not Found screen, not an
 * error. A filter whose facet takes `many` values may come several times (any of them); the others once.
 */
export const FILTER_NAMES = productFilters();
export type FilterName = ProductFilter;
export type Filters = Partial<Record<FilterName, readonly string[]>>;

/** A filter's facet, as declared. */
export const facetOf = (name: FilterName): Facet => productFacets[name];

/** Whether a filter takes several values at once, as its facet is declared. */
export const takesMany = (name: FilterName) => facetOf(name).many === true;

/** The filters an address asks for; undefined when one is repeated where it cannot be, or not a value the list has. */
export function filtersOf(search: URLSearchParams): Filters | undefined {
  const filters: Filters = {};
  for (const name of FILTER_NAMES) {
    const values = search.getAll(name);
    if (values.length === 0) continue;
    if (values.length > 1 && (!takesMany(name) || new Set(values).size < values.length)) return undefined;
    if (!values.every((value) => facetTakes(facetOf(name), value))) return undefined;
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
