import type { ProductCategory } from '@texbridge/shared/constants';

/** Every route of docs/spec.md §2 once; components build links from here, never from string literals. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  news: {
    list: { path: '/news', getHref: () => '/news' },
    detail: { path: '/news/:id', getHref: (id: string) => `/news/${id}` },
  },
  contact: { path: '/contact', getHref: () => '/contact' },
  products: {
    list: {
      path: '/products',
      getHref: (page?: number) => (page && page > 1 ? `/products?page=${page}` : '/products'),
    },
    category: { getHref: (category: ProductCategory) => `/products/${category}` },
    detail: { path: '/products/:id', getHref: (id: string) => `/products/${id}` },
  },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login'),
  },
  admin: { path: '/admin/*', getHref: () => '/admin' },
} as const;
