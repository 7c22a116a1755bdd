import { data } from 'react-router-dom';
import { PAGE_SIZES } from '@texbridge/shared/constants';
import { pageCount } from '@texbridge/shared/paging/paging';
import { filtersOf, type Filters } from './filters.ts';

/** docs/spec.md §9: the public grid shows 9 products a page. */
export const CATALOGUE_PAGE_SIZE = PAGE_SIZES.publicProducts;

/** How a page number is written in a link the grid makes: `?page=2`, never `02`, `2.0` or `+2`. */
const PAGE_NUMBER = /^[1-9]\d*$/;

const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

/**
 * The page a products list's URL asks for (`?page=`): 1 without one, NaN when it is malformed or
 * repeated. The grid reads it the same way its route's loader checked it.
 */
export function requestedPage(search: URLSearchParams): number {
  const values = search.getAll('page');
  if (values.length === 0) return 1;
  return values.length === 1 && PAGE_NUMBER.test(values[0]!) ? Number(values[0]) : Number.NaN;
}

/**
 * The page a products list's URL asks for, read by its route's loader before it asks the API for that
 * page; a malformed or repeated page number is a 404 (the Page Not Found screen).
 */
export function cataloguePageOr404(url: string): number {
  const page = requestedPage(new URL(url).searchParams);
  if (Number.isNaN(page)) throw notFound();
  return page;
}

/** The filters a products list's URL asks for; a repeated or unknown value is a 404 too. */
export function catalogueFiltersOr404(url: string): Filters {
  const filters = filtersOf(new URL(url).searchParams);
  if (!filters) throw notFound();
  return filters;
}

/**
 * Once the list's length is known: a page past the last is a 404 too, so no page answers under an address
 * of its own that shows another page's products. An empty list has its page 1 (its empty state).
 */
export function pageInRangeOr404(page: number, total: number) {
  if (page > pageCount(total, CATALOGUE_PAGE_SIZE)) throw notFound();
}
