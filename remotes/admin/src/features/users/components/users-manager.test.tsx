import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import toast from 'react-hot-toast';
import { ADMIN } from '../../../testing/auth.ts';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { db, requests, writes } from '../../../testing/db.ts';
import { make, many } from '../../../testing/fixtures.ts';
import { API, apiError } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows } from '../../../testing/table.ts';

const OWN_ACCOUNT = 'You cannot delete your own account.';
const MAKE_ADMIN = 'Are You Sure to Make That User an Admin ?';
const LAST_ADMIN = 'The last admin cannot be deleted; make another user admin first.';

const rowOf = async (text: string) => (await screen.findByRole('cell', { name: text })).closest('tr')!;

afterEach(() => vi.restoreAllMocks());

// The side menu asks for the inbox's new count on every screen: only the users' own reads are counted here.
const userReads = () => requests.filter((request) => request.method === 'GET' && request.path === '/users');

describe('All Users', () => {
  it('lists Name (or a dash), Email, Role (Admin or User) and Action, with no add button', async () => {
    db.users.push(
      make.user({ displayName: 'Nadia Islam', email: 'nadia@buyer.example' }),
      make.user({ displayName: null, email: 'anon@mill.example' }),
      make.me(),
    );
    await renderApp('/admin/users');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Action']);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    const cells = (await bodyRows()).map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Nadia Islam', 'nadia@buyer.example', 'User'],
      ['—', 'anon@mill.example', 'User'],
      ['Ayesha Rahman', 'ayesha@texbridge.example', 'Admin'],
    ]);
    expect(screen.getByText('3 users, newest first')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All Users' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('All Users | Dashboard'));
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    expect(userReads()[0]).toMatchObject({ method: 'GET', path: '/users', authorization: `Bearer ${TEST_TOKEN}` });
  });

  it("offers 'Make Admin' on non-admins only, and promotes with a PUT that has no body", async () => {
    db.users.push(
      make.user({ displayName: 'Nadia Islam', email: 'nadia@buyer.example' }),
      make.user({ displayName: 'Omar Faruk', email: 'omar@texbridge.example', role: 'admin' }),
      make.me(),
    );
    const { user } = await renderApp('/admin/users');
    const nadia = await rowOf('nadia@buyer.example');
    expect(within(await rowOf('omar@texbridge.example')).queryByRole('button', { name: /Make Admin/ })).toBeNull();
    expect(within(await rowOf(ADMIN.email!)).queryByRole('button', { name: /Make Admin/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Make Admin/ })).toHaveLength(1);

    await user.click(within(nadia).getByRole('button', { name: 'Make Admin: Nadia Islam (nadia@buyer.example)' }));
    // There is no way back (no demotion here), so it asks first, naming the e-mail, as a delete does.
    const confirmation = screen.getByRole('alertdialog', { name: 'Please confirm' });
    expect(confirmation).toHaveTextContent(MAKE_ADMIN);
    expect(confirmation).toHaveTextContent('“nadia@buyer.example” will be able to manage this dashboard');
    expect(writes()).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('nadia@buyer.example is now an admin')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'PUT', path: `/users/${db.users[0]!._id}`, authorization: `Bearer ${TEST_TOKEN}` },
    ]);
    // No query and no body (the shared API answers 400 to a body or a Content-Type on this call).
    expect(writes()[0]).not.toHaveProperty('search');
    expect(writes()[0]).not.toHaveProperty('body');
    // Refetched: the row now reads Admin and is no longer offered the promotion.
    await waitFor(async () => expect(within(await rowOf('nadia@buyer.example')).getByText('Admin')).toBeVisible());
    expect(screen.queryByRole('button', { name: /^Make Admin/ })).not.toBeInTheDocument();
    expect(userReads()).toHaveLength(2);
  });

  it('shows the server’s sentence when a promotion fails, and the role stays', async () => {
    db.users.push(make.user({ displayName: 'Nadia Islam', email: 'nadia@buyer.example' }), make.me());
    server.use(http.put(`${API}/users/:id`, () => apiError(403, 'Forbidden', 'Only an admin can do this.')));
    const failed = vi.spyOn(toast, 'error');
    const { user } = await renderApp('/admin/users');
    await user.click(within(await rowOf('nadia@buyer.example')).getByRole('button', { name: /^Make Admin/ }));
    const confirmation = screen.getByRole('alertdialog', { name: 'Please confirm' });
    await user.click(within(confirmation).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('Only an admin can do this.')).toBeInTheDocument();
    expect(failed).toHaveBeenCalledWith('Only an admin can do this.');
    // The confirmation stays with the reason; Cancel closes it.
    expect(confirmation).toHaveTextContent('“nadia@buyer.example” was not made an admin: Only an admin can do this.');
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(await rowOf('nadia@buyer.example')).getByText('User')).toBeInTheDocument();
    expect(within(await rowOf('nadia@buyer.example')).getByRole('button', { name: /^Make Admin/ })).toBeEnabled();
  });

  it("cancelling 'Make Admin' makes nobody an admin", async () => {
    db.users.push(make.user({ displayName: null, email: 'anon@mill.example' }), make.me());
    const { user } = await renderApp('/admin/users');
    await user.click(within(await rowOf('anon@mill.example')).getByRole('button', { name: /^Make Admin/ }));
    const confirmation = screen.getByRole('alertdialog', { name: 'Please confirm' });
    expect(confirmation).toHaveTextContent('“anon@mill.example” will be able to manage this dashboard');
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
    expect(within(await rowOf('anon@mill.example')).getByText('User')).toBeInTheDocument();
  });

  it('offers no delete on your own row, and says why', async () => {
    db.users.push(make.user({ displayName: 'Nadia Islam', email: 'nadia@buyer.example' }), make.me());
    // The provider may report the e-mail in another case than the server stored it.
    db.users[1]!.email = 'Ayesha@TexBridge.example';
    await renderApp('/admin/users');
    const mine = await rowOf('Ayesha@TexBridge.example');
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText(OWN_ACCOUNT)).toBeInTheDocument();
    const nadia = await rowOf('nadia@buyer.example');
    expect(within(nadia).getByRole('button', { name: 'Delete Nadia Islam (nadia@buyer.example)' })).toBeEnabled();
    expect(within(nadia).queryByText(OWN_ACCOUNT)).toBeNull();
  });

  it("deletes a user after 'Are You Sure to Delete That User ?'", async () => {
    db.users.push(make.user({ displayName: null, email: 'leaving@mill.example' }), make.me());
    const leaving = db.users[0]!._id;
    const { user } = await renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Delete leaving@mill.example' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveAccessibleDescription(/Are You Sure to Delete That User \?/);
    expect(within(confirm).getByText('Are You Sure to Delete That User ?')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('leaving@mill.example')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(db.users.map((row) => row.email)).toEqual([ADMIN.email]);
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: `/delete-users/${leaving}`,
        authorization: `Bearer ${TEST_TOKEN}`,
      }),
    ]);
  });

  it('cancelling the confirmation deletes nothing', async () => {
    db.users.push(make.user({ email: 'stays@mill.example', displayName: null }), make.me());
    const { user } = await renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Delete stays@mill.example' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete stays@mill.example' })).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('shows the server’s 409 sentence as an error toast and keeps the user', async () => {
    db.users.push(make.user({ displayName: 'Omar Faruk', email: 'omar@texbridge.example', role: 'admin' }), make.me());
    // Someone demoted this admin elsewhere meanwhile: Omar is now the last admin.
    db.users[1]!.role = undefined;
    const failed = vi.spyOn(toast, 'error');
    const succeeded = vi.spyOn(toast, 'success');
    const { user } = await renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Delete Omar Faruk (omar@texbridge.example)' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(LAST_ADMIN)).toBeInTheDocument();
    expect(failed).toHaveBeenCalledWith(LAST_ADMIN);
    expect(succeeded).not.toHaveBeenCalled();
    // The confirmation stays with the reason beside its buttons, and Cancel closes it.
    const confirmation = screen.getByRole('alertdialog');
    expect(confirmation).toHaveTextContent(`could not be deleted: ${LAST_ADMIN}`);
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await rowOf('omar@texbridge.example')).toBeInTheDocument();
    expect(db.users).toHaveLength(2);
  });

  it('asks for 50 a page: 10 users fit one page, so no page buttons', async () => {
    db.users.push(...many(9, (n) => make.user({ email: `user${n}@mill.example` })), make.me());
    await renderApp('/admin/users');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect(userReads()[0]).toMatchObject({ path: '/users', search: '?page=1&limit=50' });
    expect(screen.queryByRole('navigation', { name: 'All Users pages' })).not.toBeInTheDocument();
  });

  it('pages 51 users by 50, with the page in the URL', async () => {
    db.users.push(make.me(), ...many(50, (n) => make.user({ email: `user${n}@mill.example` })));
    const { user, router } = await renderApp('/admin/users');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(50));
    const pages = screen.getByRole('navigation', { name: 'All Users pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('user50@mill.example')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ path: '/users', search: '?page=2&limit=50' });
  });
});
