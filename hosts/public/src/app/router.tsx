import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { MENU_CATEGORIES } from '@texbridge/shared/constants';
import { paths } from '../config/paths.ts';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { RouteError } from '../components/ui/route-error.tsx';
import { RootLayout } from './routes/root-layout.tsx';

/** What a route module exports: its screen and, where the spec loads data first, a loader. */
interface RouteModule {
  default: React.ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
}

/** Each route is its own chunk; its data is loaded before display with the same query options the screen reads. */
const lazy = (queryClient: QueryClient, load: () => Promise<RouteModule>) => async () => {
  const module = await load();
  return { Component: module.default, loader: module.clientLoader?.(queryClient) };
};

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const route = (load: () => Promise<RouteModule>) => lazy(queryClient, load);
  return [
    {
      path: '/',
      element: <RootLayout />,
      HydrateFallback: PageSpinner,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: route(() => import('./routes/home.tsx')) },
            { path: paths.about.path, lazy: route(() => import('./routes/about.tsx')) },
            { path: paths.news.list.path, lazy: route(() => import('./routes/news.tsx')) },
            { path: paths.news.detail.path, lazy: route(() => import('./routes/news-detail.tsx')) },
            { path: paths.contact.path, lazy: route(() => import('./routes/contact.tsx')) },
            { path: paths.products.list.path, lazy: route(() => import('./routes/products.tsx')) },
            ...MENU_CATEGORIES.map(({ category }) => ({
              path: paths.products.category.getHref(category),
              lazy: route(() => import('./routes/category.tsx')),
              handle: { category },
            })),
            { path: paths.products.detail.path, lazy: route(() => import('./routes/product-detail.tsx')) },
            { path: paths.login.path, lazy: route(() => import('./routes/login.tsx')) },
            { path: '*', lazy: route(() => import('./routes/not-found.tsx')) },
          ],
        },
      ],
    },
    // The dashboard brings its own shell (top bar, side menu, toasts): no public header and footer.
    { path: paths.admin.path, lazy: route(() => import('./routes/admin.tsx')), HydrateFallback: PageSpinner },
  ];
}

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(appRoutes(queryClient));
