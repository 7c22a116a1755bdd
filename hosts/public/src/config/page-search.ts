import { MENU_CATEGORIES } from '@texbridge/shared/constants';
import { splitLocale } from '@texbridge/shared/locales/paths';
import { productFilters } from '@texbridge/shared/resources/product-facets';
import { paths } from './paths.ts';

// Apart from paths.ts, which every page loads: only the render server asks which query parameters a page
// reads, so a browser's first load carries neither this nor the facets' declaration (docs/performance.md).

/**
 * The query parameters each page reads, by path (`search` beside a route in paths.ts); a page not listed
 * reads none.
 */
const searchOf = () => {
  // A paged product list reads `?page=` and its filters, as shared/src/resources/product-facets.ts declares
  // them (its loader answers a malformed one with a 404).
  const pagedSearch = ['page', ...productFilters()];
  return new Map<string, readonly string[]>([
    [paths.products.list.path, pagedSearch],
    [paths.search.path, paths.search.search],
    [paths.quote.path, paths.quote.search],
    ...MENU_CATEGORIES.map(({ category }) => [paths.products.category.getHref(category), pagedSearch] as const),
  ]);
};

/**
 * The query string of `pathname`'s page with only the parameters that page reads, as sent ('' or e.g.
 * '?page=2'); a page reads the same in every language (`/zh/products` as `/products`). The render server keys
 * its page cache by path, locale prefix included, and this (hosts/public/server/app.ts) and renders that URL:
 * `utm_*`, `fbclid`, `gclid` and unknown parameters make no page of their own.
 */
export function pageSearch(pathname: string, search: URLSearchParams): string {
  const read = searchOf().get(splitLocale(pathname).path) ?? [];
  const kept = new URLSearchParams();
  for (const name of read) for (const value of search.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}
