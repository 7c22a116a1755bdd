import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ADMIN } from '../../testing/auth.ts';
import { server } from '../../testing/msw-server.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { db } from '../../testing/db.ts';
import { make } from '../../testing/fixtures.ts';

const MENU = [
  ['Slider', '/admin/slider'],
  ['About', '/admin/about'],
  ['News', '/admin/news'],
  ['Contact', '/admin/contact'],
  ['Products', '/admin/product'],
  ['Privacy Center', '/admin/privacy'],
  ['All Users', '/admin/users'],
  ['Reviews', '/admin/reviews'],
  ['Inbox', '/admin/inbox'],
  ['Trash', '/admin/trash'],
  ['Activity', '/admin/activity'],
  ['Back To Website', '/'],
] as const;

describe('the admin shell', () => {
  it("is titled 'Dashboard' and its side menu links every screen, then back to the website", async () => {
    await renderApp('/admin/news');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(MENU);
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Slider' })).not.toHaveAttribute('aria-current');
  });

  it("counts the new requests beside Inbox ('Inbox 3 new'), and again once one is no longer new", async () => {
    db.enquiries.push(make.enquiry(), make.enquiry({ status: 'replied', handled: true }));
    db.rfqs.push(make.rfq(), make.rfq());
    const { user } = await renderApp('/admin/inbox');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const inbox = await within(nav).findByRole('link', { name: 'Inbox 3 new' });
    expect(inbox).toHaveAttribute('href', '/admin/inbox');
    expect(inbox).toHaveAttribute('aria-current', 'page');
    await user.click((await screen.findAllByRole('link', { name: /^Nadia Rahman: open the RFQ/ }))[0]!);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'replied');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(nav).findByRole('link', { name: 'Inbox 2 new' })).toBeInTheDocument();
  });

  it('marks Slider current at the bare /admin, which shows the Slider manager', async () => {
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slider Controller' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Slider' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Slider Controller | Dashboard'));
  });

  it('moves between screens from the side menu, with their page titles', async () => {
    const { user, router } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/about');
    await waitFor(() => expect(document.title).toBe('About Us | Dashboard'));
    await user.click(screen.getByRole('link', { name: 'All Users' }));
    await waitFor(() => expect(document.title).toBe('All Users | Dashboard'));
  });

  it("offers 'Skip to content' first, which moves focus to the main region", async () => {
    const { user } = await renderApp('/admin/news');
    await screen.findByRole('heading', { level: 1, name: 'News' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab goes on inside the screen, not back through the top bar and menu.
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });

  it("moves focus to the new screen's heading after a side-menu link, but not on first load", async () => {
    const { user } = await renderApp('/admin/slider');
    await screen.findByRole('heading', { level: 1, name: 'Slider Controller' });
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'News' }));
    const news = await screen.findByRole('heading', { level: 1, name: 'News' });
    await waitFor(() => expect(news).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toHaveFocus());
  });

  it("opens the 'Admin' menu with the signed-in e-mail; Escape closes it", async () => {
    const { user } = await renderApp('/admin/slider');
    const toggle = await screen.findByRole('button', { name: /Admin/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(ADMIN.email!)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(ADMIN.email!)).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it("logs out: signs out, goes to the website's home and says 'Logged Out'", async () => {
    const { user, router, auth } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('button', { name: /Admin/ }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    // The toast is raised while the dashboard's own toaster is still mounted; what matters is that the
    // site's page the user lands on shows it.
    const heading = await screen.findByRole('heading', { name: 'TexBridge home' });
    const home = heading.closest('main')!;
    expect(router.state.location.pathname).toBe('/');
    expect(await within(home).findByText('Logged Out')).toBeInTheDocument();
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('folds the side menu behind a toggle on small screens', async () => {
    const { user } = await renderApp('/admin/slider');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a not-found screen for an unknown dashboard path', async () => {
    await renderApp('/admin/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('says clearly when its runtime config cannot be loaded, and retries', async () => {
    server.use(
      http.get(`${window.location.origin}/runtime-config.json`, () => new HttpResponse(null, { status: 503 })),
    );
    const { user } = await renderApp('/admin/slider');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded: .*answered 503/);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slider Controller' })).toBeInTheDocument();
  });
});
