import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { authStore } from '@texbridge/shared/auth/auth-store';
import { apiDb } from '../../testing/api-db.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { scriptedAuth } from '../../testing/scripted-auth.ts';

afterEach(() => act(() => toast.remove()));

/** The login form (the footer has a form with an e-mail field too). */
const form = async () => within(await screen.findByRole('form', { name: 'Login Admin Panel' }));

// Signing in may lead to the dashboard: a stand-in for the federated remote (admin.test.tsx tests the real loader's path).
vi.mock('../../features/admin-remote/load-admin-app.ts', () => ({
  loadAdminApp:
    async () =>
    ({ basename }: { basename: string }) => <p>dashboard at {basename}</p>,
  loadedAdminRelease: () => undefined,
}));

describe('Login (/login)', () => {
  it("is titled 'Login | TexBridge' and asks for e-mail and password", async () => {
    await scriptedAuth();
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Login Admin Panel' })).toBeInTheDocument();
    expect(document.title).toBe('Login | TexBridge');
    expect((await form()).getByLabelText(/E-mail/)).toBeRequired();
    expect((await form()).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect((await form()).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('requires an e-mail before asking the provider', async () => {
    const { provider } = await scriptedAuth();
    const { user } = renderRoute('/login');
    await user.click((await form()).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter the e-mail address of your account.')).toBeInTheDocument();
    expect((await form()).getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(provider.signIn).not.toHaveBeenCalled();
  });

  it("says 'Your Account Might Not Valid' when the provider refuses", async () => {
    await scriptedAuth({ passwords: { 'boss@texbridge.test': 'right' } });
    const { user } = renderRoute('/login');
    await user.type((await form()).getByLabelText(/E-mail/), 'boss@texbridge.test');
    await user.type((await form()).getByLabelText('Password'), 'wrong');
    await user.click((await form()).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Your Account Might Not Valid')).toBeInTheDocument();
    expect((await form()).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("toasts 'Your Account Successfully Logged', then after 3 seconds returns to where the user was going", async () => {
    await scriptedAuth({ passwords: { 'boss@texbridge.test': 'right' } });
    const { user, router } = renderRoute('/login?redirectTo=%2Fnews');
    await user.type((await form()).getByLabelText(/E-mail/), 'boss@texbridge.test');
    await user.type((await form()).getByLabelText('Password'), 'right');
    await user.click((await form()).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Your Account Successfully Logged')).toBeInTheDocument();
    expect(authStore.getState().user?.email).toBe('boss@texbridge.test');
    expect(router.state.location.pathname).toBe('/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/news'), { timeout: 5000 });
  });

  it("takes 'Your Account Might Not Valid' off the screen once a later sign-in succeeds", async () => {
    await scriptedAuth({ passwords: { 'boss@texbridge.test': 'right' } });
    const { user, router } = renderRoute('/login?redirectTo=%2Fnews');
    await user.type((await form()).getByLabelText(/E-mail/), 'boss@texbridge.test');
    await user.type((await form()).getByLabelText('Password'), 'wrong');
    await user.click((await form()).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Your Account Might Not Valid')).toBeInTheDocument();

    await user.clear((await form()).getByLabelText('Password'));
    await user.type((await form()).getByLabelText('Password'), 'right');
    await user.click((await form()).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Your Account Successfully Logged')).toBeInTheDocument();
    // Gone (after its exit animation) within the 3 s wait, while the page is still /login.
    await vi.waitFor(() => expect(screen.queryByText('Your Account Might Not Valid')).not.toBeInTheDocument(), {
      timeout: 2500,
    });
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['https%3A%2F%2Fevil.example%2F', '/%09/evil.example'])(
    'never redirects off the site (redirectTo=%s): it goes to the dashboard instead',
    async (redirectTo) => {
      await scriptedAuth({ passwords: { 'boss@texbridge.test': 'right' } });
      apiDb.admins.push('boss@texbridge.test');
      const { user, router } = renderRoute(`/login?redirectTo=${redirectTo}`);
      await user.type((await form()).getByLabelText(/E-mail/), 'boss@texbridge.test');
      await user.type((await form()).getByLabelText('Password'), 'right');
      await user.click((await form()).getByRole('button', { name: 'Sign In' }));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 5000 });
      expect(await screen.findByText('dashboard at /admin')).toBeInTheDocument();
    },
  );

  it('sends a password reset to the typed e-mail', async () => {
    const { provider } = await scriptedAuth();
    const { user } = renderRoute('/login');
    await user.type((await form()).getByLabelText(/E-mail/), 'boss@texbridge.test');
    await user.click((await form()).getByRole('button', { name: 'Forgot password?' }));
    expect(provider.sendPasswordReset).toHaveBeenCalledWith('boss@texbridge.test');
    expect(await screen.findByText(/a reset link is on its way/)).toBeInTheDocument();
  });
});
