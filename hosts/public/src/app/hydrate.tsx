import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot, type RootOptions } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { splitLocale } from '@texbridge/shared/locales/paths';
import { localeBasename } from '../config/paths.ts';
import { setRuntimeConfig } from '../config/runtime.ts';
import { RefusedRfqPostContext } from '../features/quote/lib/refused-post.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { appRoutes, resolveLazyMatches } from './router.tsx';
import { hydrationDataOf, type SsrState } from './ssr-state.ts';

/**
 * The page's data was fetched by the server a moment ago: count it as fetched now, so the queries'
 * staleTime (src/lib/query-client.ts) runs from the page's arrival whatever the two clocks say, and
 * nothing the HTML holds is fetched again on hydration.
 */
const arrivedNow = (state: DehydratedState): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: Date.now() },
  })),
});

/**
 * Hydrates a server-rendered page (src/entry-server.tsx): the runtime config and the query cache from
 * the page's state first, then the lazy route modules the URL matches, then a browser router that starts
 * from the server's hydrationData (so its loaders do not run again) and hydrateRoot. The page's language is
 * its address's, as on the server: its router lives under that locale's prefix.
 */
export async function hydrateApp(
  container: Element,
  state: SsrState,
  options?: Pick<RootOptions, 'onRecoverableError'>,
) {
  // Parsed by the render server before it rendered with it: parsing it again would put zod into every
  // page's first load (docs/performance.md).
  const { locale } = splitLocale(window.location.pathname);
  const basename = localeBasename(locale);
  setRuntimeConfig(state.config, locale);
  const queryClient = createQueryClient();
  hydrate(queryClient, arrivedNow(state.queries));
  const routes = appRoutes(queryClient);
  await resolveLazyMatches(routes, window.location, basename);
  const router = createBrowserRouter(routes, { hydrationData: hydrationDataOf(state), basename });
  // As a transition, hydration yields to the browser every few milliseconds (a tap, a scroll, a frame)
  // instead of holding a phone's main thread for the whole page in one task.
  let root!: ReturnType<typeof hydrateRoot>;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RefusedRfqPostContext value={state.quote}>
            <RouterProvider router={router} />
          </RefusedRfqPostContext>
        </QueryClientProvider>
      </StrictMode>,
      options,
    );
  });
  return { root, router, queryClient };
}
