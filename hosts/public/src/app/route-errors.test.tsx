import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { page } from '../lib/chunk-reload.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { appRoutes } from './router.tsx';

/** What Chromium throws when a route's chunk is gone (a release older than nginx keeps). */
const missingChunk = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://site.test/assets/about-OLD.js'));

/** The real route tree, with the code of route `id` gone from the server. */
function renderWithMissingCode(id: string, path: string) {
  const queryClient = createQueryClient();
  const routes = appRoutes(queryClient);
  const breakRoute = (list: RouteObject[]) =>
    list.forEach((route) => {
      if (route.id === id) route.lazy = missingChunk as never;
      if (route.children) breakRoute(route.children);
    });
  breakRoute(routes);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
});
afterEach(() => reload.mockRestore());

describe("code of an older release that is gone (nobody sees React Router's developer screen)", () => {
  it.each([
    ['about', '/about'],
    ['login', '/login'],
    ['admin', '/admin'],
  ])('%s: reloads the page once by itself', async (id, path) => {
    renderWithMissingCode(id, path);
    expect(await screen.findByText('Loading the latest version of the site')).toBeInTheDocument();
    // The reload is the spinner's effect, which a busy machine may run after the spinner is found.
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/Hey developer|Unexpected Application Error/)).not.toBeInTheDocument();
  });

  it('after that reload, fails again without a loop: a readable message whose Try again loads the page anew', async () => {
    renderWithMissingCode('admin', '/admin');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The page came back (same tab, same sessionStorage) and the code is still missing.
    renderWithMissingCode('admin', '/admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The site has been updated since this tab was opened');
    expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('every route has an error element', () => {
  it('on itself or above it, for every route of the browser router', () => {
    const unguarded: string[] = [];
    const walk = (list: RouteObject[], guarded: boolean) =>
      list.forEach((route) => {
        const covered = guarded || Boolean(route.errorElement || route.ErrorBoundary);
        if (!covered) unguarded.push(route.id ?? route.path ?? '?');
        if (route.children) walk(route.children, covered);
      });
    walk(appRoutes(createQueryClient()), false);
    expect(unguarded).toEqual([]);
  });

  it('a layout that throws shows the site’s message, not the developer screen', async () => {
    const queryClient = createQueryClient();
    const routes = appRoutes(queryClient);
    const Broken = () => {
      throw new Error('The layout broke.');
    };
    routes[0]!.element = <Broken />;
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The layout broke.');
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
  });
});
