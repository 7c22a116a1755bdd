import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { ToasterSlot } from '../../components/ui/toaster-slot.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { RemoteDashboard } from './remote-dashboard.tsx';

/** The dashboard's Log out as far as the host can tell: it goes to the site, then toasts there. */
function FakeDashboard() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={async () => {
        await navigate('/');
        toast.success('Logged Out');
      }}
    >
      Log out
    </button>
  );
}

vi.mock('./load-admin-app.ts', () => ({
  loadAdminApp: () => Promise.resolve(FakeDashboard),
  loadedAdminRelease: () => undefined,
}));

describe("the dashboard's toasts on the site", () => {
  it("shows 'Logged Out' on the site after a dashboard opened by its URL, with no toasting page seen first", async () => {
    // The site's layout holds the on-demand toaster (root-layout.tsx); nothing else on '/' asks for it.
    const router = createMemoryRouter(
      [
        { path: '/', element: <ToasterSlot /> },
        { path: '/admin/*', element: <RemoteDashboard /> },
      ],
      { initialEntries: ['/admin/users'] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
  });
});
