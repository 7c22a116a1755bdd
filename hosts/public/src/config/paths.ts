import { MENU_CATEGORIES, type ProductCategory } from '@texbridge/shared/constants';

/** A product list's filters by specification (docs/search.md), each one value in the query. */
export const PRODUCT_FILTERS = ['certification', 'fibre', 'origin', 'moqMax', 'sample'] as const;

/**
 * The query parameters a paged product list reads: `?page=` and its filters (its loader answers a malformed
 * one with a 404).
 */
const pagedSearch = ['page', ...PRODUCT_FILTERS] as const;

/** Every route of docs/spec.md §2 once; components build links from here, never from string literals. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  news: {
    list: { path: '/news', getHref: () => '/news' },
    detail: { path: '/news/:id', getHref: (id: string) => `/news/${id}` },
  },
  contact: { path: '/contact', getHref: () => '/contact' },
  // A results page's own address (`?q=` and `?page=`) is built by the search feature (features/search).
  search: { path: '/search', getHref: () => '/search', search: ['q', 'page'] },
  products: {
    list: {
      path: '/products',
      getHref: (page?: number) => (page && page > 1 ? `/products?page=${page}` : '/products'),
      search: pagedSearch,
    },
    category: { getHref: (category: ProductCategory) => `/products/${category}`, search: pagedSearch },
    detail: { path: '/products/:id', getHref: (id: string) => `/products/${id}` },
  },
  /** docs/quotes.md: the request-for-quotation form, with the basket and any products named in `?product=`. */
  quote: {
    path: '/quote',
    getHref: (productId?: string) => (productId ? `/quote?product=${encodeURIComponent(productId)}` : '/quote'),
    search: ['product'],
  },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login'),
  },
  admin: { path: '/admin/*', getHref: () => '/admin' },
} as const;

/**
 * The query parameters each page reads, by path; a page not listed reads none. Made when asked for: only
 * the render server asks, and a browser's first load then carries none of it.
 */
const searchOf = () =>
  new Map<string, readonly string[]>([
    [paths.products.list.path, paths.products.list.search],
    [paths.search.path, paths.search.search],
    [paths.quote.path, paths.quote.search],
    ...MENU_CATEGORIES.map(
      ({ category }) => [paths.products.category.getHref(category), paths.products.category.search] as const,
    ),
  ]);

/**
 * The query string of `pathname`'s page with only the parameters that page reads, as sent ('' or e.g.
 * '?page=2'). The render server keys its page cache by path and this (hosts/public/server/app.ts) and
 * renders that URL: `utm_*`, `fbclid`, `gclid` and unknown parameters make no page of their own.
 */
export function pageSearch(pathname: string, search: URLSearchParams): string {
  const read = searchOf().get(pathname) ?? [];
  const kept = new URLSearchParams();
  for (const name of read) for (const value of search.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}
