import { act, screen } from '@testing-library/react';
import { apiDb } from '../../testing/api-db.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { scriptedAuth } from '../../testing/scripted-auth.ts';

// The federation runtime needs a real browser and a served remote: the end-to-end suite loads the
// built remote for real. Here the remote is a stand-in so the guard and the Retry path can be tested.
const remote = vi.hoisted(() => ({ fail: false, calls: [] as boolean[] }));
vi.mock('../../features/admin-remote/load-admin-app.ts', () => ({
  loadAdminApp: async (_url: string, fresh: boolean) => {
    remote.calls.push(fresh);
    if (remote.fail) throw new Error('RUNTIME-003: failed to load the manifest');
    return ({ basename }: { basename: string }) => <p>dashboard at {basename}</p>;
  },
  loadedAdminRelease: () => undefined,
}));

beforeEach(() => {
  remote.fail = false;
  remote.calls = [];
});

describe('the admin guard (docs/spec.md §4)', () => {
  it('shows a loader while sign-in is determined, then sends visitors to /login remembering where they were going', async () => {
    const { report } = await scriptedAuth();
    const { router } = renderRoute('/admin/news?page=2');
    expect(await screen.findByText('Checking your sign-in')).toBeInTheDocument();
    act(() => report(null));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/admin/news?page=2')}`);
  });

  it('sends a signed-in non-admin to /login saying the account is not an admin', async () => {
    const { report } = await scriptedAuth();
    const { router } = renderRoute('/admin');
    act(() => report({ uid: 'u2', email: 'member@texbridge.test', displayName: null }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/member@texbridge\.test is signed in but is not an admin/)).toBeInTheDocument();
    expect(remote.calls).toEqual([]);
  });

  it('loads the dashboard for an admin, at /admin', async () => {
    apiDb.admins.push('boss@texbridge.test');
    const { report } = await scriptedAuth();
    renderRoute('/admin/slider');
    act(() => report({ uid: 'u1', email: 'boss@texbridge.test', displayName: null }));
    expect(await screen.findByText('dashboard at /admin')).toBeInTheDocument();
  });

  it('shows a clear message with a Retry that really retries when the dashboard cannot load', async () => {
    apiDb.admins.push('boss@texbridge.test');
    remote.fail = true;
    const { report } = await scriptedAuth();
    const { user } = renderRoute('/admin');
    act(() => report({ uid: 'u1', email: 'boss@texbridge.test', displayName: null }));
    expect(await screen.findByRole('heading', { name: 'The dashboard could not be loaded' })).toBeInTheDocument();
    remote.fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('dashboard at /admin')).toBeInTheDocument();
    expect(remote.calls).toEqual([false, true]);
  });
});

describe('after logging out', () => {
  it('the guard returns to the site rather than the login page', async () => {
    apiDb.admins.push('boss@texbridge.test');
    const { report, provider } = await scriptedAuth();
    const { router } = renderRoute('/admin');
    act(() => report({ uid: 'u1', email: 'boss@texbridge.test', displayName: null }));
    expect(await screen.findByText('dashboard at /admin')).toBeInTheDocument();
    const { signOut } = await import('@texbridge/shared/auth/auth-store');
    await act(() => signOut());
    expect(provider.signOut).toHaveBeenCalled();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
