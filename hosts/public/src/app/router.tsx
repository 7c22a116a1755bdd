import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { MENU_CATEGORIES } from '@texbridge/shared/constants';
import { paths } from '../config/paths.ts';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { RouteError } from '../components/ui/route-error.tsx';
import { contactsQueryOptions } from '../features/contacts/api/get-contact.ts';
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

/** What a page route's `handle` says of it. */
export interface PageHandle {
  /** Its module as the client build's manifest names it: the render server preloads its chunks. */
  module: string;
  category?: string;
  /** A page the server alone renders and the browser never hydrates (src/entry-server.tsx `serverPages`). */
  serverOnly?: boolean;
}

/** A page's module under src/app/routes, named once for the import and once for the manifest. */
const routesDir = (name: string): PageHandle => ({ module: `src/app/routes/${name}.tsx` });

export interface AppRoutesOptions {
  /**
   * The server's list (src/entry-server.tsx): without /login and /admin, which stay client-rendered.
   * In Vite's SSR build `import.meta.env.SSR` drops their imports too, so the server bundle never
   * imports Firebase or the federation runtime.
   */
  server?: boolean;
  /** Pages only the server has, before Page Not Found: the browser's bundle carries nothing of them. */
  serverPages?: RouteObject[];
}

/** The route id of the catch-all Page Not Found: the server answers 404 when it matched. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * Every route has a fixed id: the server's list leaves routes out, and hydration pairs the server's
 * loader data with the browser's routes by id.
 */
export function appRoutes(
  queryClient: QueryClient,
  { server = false, serverPages = [] }: AppRoutesOptions = {},
): RouteObject[] {
  const route = (name: string, load: () => Promise<RouteModule>) => ({
    lazy: lazy(queryClient, load),
    handle: routesDir(name),
  });
  // `import.meta.env.SSR` first: the SSR build sees `true ||` and drops the client-only routes' imports.
  const serverList = import.meta.env.SSR || server;
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      // The layout itself failing (or a route's code missing before the pages' boundary): still no
      // developer screen. Every top-level route has one, so no error reaches React Router's default.
      errorElement: <RouteError />,
      HydrateFallback: PageSpinner,
      // The contact record's head office is on every page: the header, the footer and the agency's
      // structured data (src/entry-server.tsx) show it. In the browser a failed read leaves it out, not
      // the page; on the server an unreachable API makes the page unavailable, as any of its reads does.
      loader: () => queryClient.ensureQueryData(contactsQueryOptions()).catch(() => null),
      children: [
        {
          id: 'pages',
          errorElement: <RouteError />,
          children: [
            { id: 'home', index: true, ...route('home', () => import('./routes/home.tsx')) },
            { id: 'about', path: paths.about.path, ...route('about', () => import('./routes/about.tsx')) },
            { id: 'news', path: paths.news.list.path, ...route('news', () => import('./routes/news.tsx')) },
            {
              id: 'news-detail',
              path: paths.news.detail.path,
              ...route('news-detail', () => import('./routes/news-detail.tsx')),
            },
            { id: 'contact', path: paths.contact.path, ...route('contact', () => import('./routes/contact.tsx')) },
            { id: 'search', path: paths.search.path, ...route('search', () => import('./routes/search.tsx')) },
            { id: 'quote', path: paths.quote.path, ...route('quote', () => import('./routes/quote.tsx')) },
            {
              id: 'products',
              path: paths.products.list.path,
              ...route('products', () => import('./routes/products.tsx')),
            },
            ...MENU_CATEGORIES.map(({ category }) => ({
              id: `category-${category}`,
              path: paths.products.category.getHref(category),
              ...route('category', () => import('./routes/category.tsx')),
              handle: { ...routesDir('category'), category },
            })),
            {
              id: 'product-detail',
              path: paths.products.detail.path,
              ...route('product-detail', () => import('./routes/product-detail.tsx')),
            },
            ...(serverList
              ? []
              : [{ id: 'login', path: paths.login.path, ...route('login', () => import('./routes/login.tsx')) }]),
            ...serverPages,
            { id: NOT_FOUND_ROUTE_ID, path: '*', ...route('not-found', () => import('./routes/not-found.tsx')) },
          ],
        },
      ],
    },
    // The dashboard brings its own shell (top bar, side menu, toasts): no public header and footer.
    ...(serverList
      ? []
      : [
          {
            id: 'admin',
            path: paths.admin.path,
            ...route('admin', () => import('./routes/admin.tsx')),
            // Declared here, not in the lazy module: it must catch that module failing to load.
            errorElement: <RouteError />,
            HydrateFallback: PageSpinner,
          },
        ]),
  ];
}

/** The client-rendered app's router (app.tsx), under the prefix of the page's locale (config/paths.ts). */
export const createAppRouter = (queryClient: QueryClient, basename: string) =>
  createBrowserRouter(appRoutes(queryClient), { basename });

/**
 * Loads the lazy route modules the current URL matches and puts what they export on their routes, so a
 * router created afterwards with the server's hydrationData is ready at once and hydrates the server's
 * markup instead of showing its fallback (react-router docs: lazy routes and hydration).
 */
export async function resolveLazyMatches(
  routes: RouteObject[],
  location: Parameters<typeof matchRoutes>[1],
  basename?: string,
) {
  const matches = matchRoutes(routes, location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
