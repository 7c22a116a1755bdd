import type { ProductCategory } from '@texbridge/shared/constants';
import type { Locale } from '@texbridge/shared/locales/locales';
import { localePath } from '@texbridge/shared/locales/paths';

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
  // A product list reads `?page=` and its filters (src/config/page-search.ts).
  products: {
    list: {
      path: '/products',
      getHref: (page?: number) => (page && page > 1 ? `/products?page=${page}` : '/products'),
    },
    category: { getHref: (category: ProductCategory) => `/products/${category}` },
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
 * Where a locale's pages live (docs/adding-a-language.md): the router's basename, `/` for the default and
 * `/zh/` for Chinese. Every link a page builds from `paths` goes through the router (`Link`, `NavLink`,
 * `useHref`), which puts it under the page's own basename: a Chinese page's links stay Chinese.
 */
export const localeBasename = (locale: Locale) => localePath(locale, '/');
