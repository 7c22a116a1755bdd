import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import RemoteApp from '../app/remote-app.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { signInAsAdmin } from './auth.ts';

/** The host's public home as far as the dashboard can tell: a page with the host's toaster. */
function HostHome() {
  return (
    <main>
      <h1>TexBridge home</h1>
      <Toaster />
    </main>
  );
}

/**
 * Renders the dashboard as the host does: its default export with basename '/admin', inside a data
 * router at '/admin/*', with an admin signed in to the shared auth store and the API served by MSW.
 */
export async function renderApp(path = '/admin') {
  const auth = await signInAsAdmin();
  const queryClient = createQueryClient();
  // Tests must not wait out the spec's retry backoff.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <HostHome /> },
      { path: '/admin/*', element: <RemoteApp basename="/admin" queryClient={queryClient} /> },
    ],
    { initialEntries: [path] },
  );
  // applyAccept off: the picker's own checks, not the browser's dialog, must refuse a wrong file.
  const user = userEvent.setup({ applyAccept: false });
  const utils = render(<RouterProvider router={router} />);
  return { ...utils, user, router, queryClient, auth };
}
