import { data } from 'react-router-dom';
import { PAGE_SIZES } from '@texbridge/shared/constants';
import { pageCount } from '@texbridge/shared/paging/paging';

/** docs/spec.md §9: the public grid shows 9 products a page. */
export const CATALOGUE_PAGE_SIZE = PAGE_SIZES.publicProducts;

/** How a page number is written in a link the grid makes: `?page=2`, never `02`, `2.0` or `+2`. */
const PAGE_NUMBER = /^[1-9]\d*$/;

/**
 * The page a products list's URL asks for (`?page=`, read by its route's loader), once the list's length is
 * known. A page number that is malformed, repeated or past the last page is a 404 (the Page Not Found
 * screen): no page answers under an address of its own that shows another page's products.
 */
export function cataloguePageOr404(url: string, total: number): number {
  const values = new URL(url).searchParams.getAll('page');
  if (values.length === 0) return 1;
  const page = values.length === 1 && PAGE_NUMBER.test(values[0]!) ? Number(values[0]) : Number.NaN;
  if (!(page <= pageCount(total, CATALOGUE_PAGE_SIZE))) {
    throw data('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return page;
}
