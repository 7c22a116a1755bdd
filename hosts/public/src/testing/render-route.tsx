import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { splitLocale } from '@texbridge/shared/locales/paths';
import { appRoutes } from '../app/router.tsx';
import { localeBasename } from '../config/paths.ts';
import { runtimeConfig, setRuntimeConfig } from '../config/runtime.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders the real router at a path, with its loaders and lazy routes, against MSW, in the language the path
 * names (`/zh/…`) as the browser would. Failed sections retry in the background only when a test asks
 * (`backgroundRetry`), so a "Try again" under test is never "Trying again…" by chance.
 */
export function renderRoute(path: string, { backgroundRetry = false } = {}) {
  const { locale } = splitLocale(path.split('?')[0]!);
  setRuntimeConfig(runtimeConfig(), locale);
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions().queries;
  // Tests must not wait out the spec's retry backoff.
  queryClient.setDefaultOptions({
    queries: { ...defaults, retry: false, ...(backgroundRetry ? {} : { refetchInterval: false }) },
  });
  const router = createMemoryRouter(appRoutes(queryClient), {
    initialEntries: [path],
    basename: localeBasename(locale),
  });
  const user = userEvent.setup();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, user, router, queryClient };
}
