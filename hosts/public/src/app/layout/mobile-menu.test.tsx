import { screen, waitFor, within } from '@testing-library/react';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { renderRoute } from '../../testing/render-route.tsx';

/** Renders a page and opens the small-screen menu; returns the toggle and the dialog. */
async function openMenu(path = '/') {
  const utils = renderRoute(path);
  const toggle = await screen.findByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await utils.user.click(toggle);
  // The panel's chunk arrives on the first click here: nobody reached for the toggle before.
  const dialog = await screen.findByRole('dialog', { name: 'Site menu' });
  return { ...utils, toggle, dialog, menu: within(dialog) };
}

const layerOf = (dialog: HTMLElement) => dialog.parentElement!;

describe('Mobile menu', () => {
  it('is closed at first: not loaded until a visitor reaches for the toggle, then hidden, stacked at z-0, page scroll untouched', async () => {
    const { user } = renderRoute('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(toggle).not.toHaveAttribute('aria-controls');
    await user.hover(toggle);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-controls', dialog.id);
    expect(layerOf(dialog)).toHaveClass('z-0');
    expect(layerOf(dialog)).not.toHaveClass('z-[150]');
    expect(document.body.style.overflow).toBe('');
  });

  it('opens as a modal dialog at z-150, locks page scroll, and Escape closes it, restoring scroll and focus', async () => {
    const { user, toggle, dialog, menu } = await openMenu();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(layerOf(dialog)).toHaveClass('z-[150]');
    expect(document.body.style.overflow).toBe('hidden');
    expect(menu.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(layerOf(dialog)).toHaveClass('z-0');
    expect(document.body.style.overflow).toBe('');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveFocus();
  });

  it('closes from its close button and from the backdrop', async () => {
    const { user, toggle, menu } = await openMenu();
    await user.click(menu.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Site menu' })).toBeInTheDocument();
    await user.click(screen.getByTestId('mobile-menu-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, menu } = await openMenu();
    const logo = menu.getByRole('link', { name: 'TexBridge Textile sourcing · Dhaka' });
    const lastPhone = menu.getAllByRole('link', { name: /^Call / }).at(-1)!;
    await user.tab({ shift: true });
    expect(logo).toHaveFocus();
    await user.tab({ shift: true });
    expect(lastPhone).toHaveFocus();
    await user.tab();
    expect(logo).toHaveFocus();
  });

  it('has the same links, marks the current page, and a link click navigates and closes it', async () => {
    const { user, router, menu, toggle } = await openMenu('/news');
    expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(menu.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(menu.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current');

    await user.click(menu.getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    // Focus went back to the toggle as the drawer closed; once the new page is in, it is on that page's h1.
    expect(toggle).toBeInTheDocument();
    const heading = await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: 'About Us' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("expands Products to All Products and the categories, each showing its own products or 'Not Available Now'", async () => {
    const yarn = make.product({ title: 'Melange Yarn Ne 24/1', category: 'yarn' });
    apiDb.products.push(yarn, make.product({ title: 'Denim 12 oz', category: 'fabrics' }));
    const { user, router, menu } = await openMenu();
    const products = menu.getByRole('button', { name: 'Products' });
    expect(menu.queryByRole('link', { name: 'All Products' })).not.toBeInTheDocument();
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    expect(menu.getByRole('link', { name: 'Dyes & Chemical' })).toHaveAttribute('href', '/products/dyes');
    expect(menu.getByRole('link', { name: 'Fibre' })).toHaveAttribute('href', '/products/fibres');

    await user.click(menu.getByRole('button', { name: 'Garments products' }));
    expect(await menu.findByText('Not Available Now')).toBeInTheDocument();

    await user.click(menu.getByRole('button', { name: 'Yarn products' }));
    const list = within(await menu.findByRole('list', { name: 'Yarn products' }));
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual([yarn.title]);
    expect(menu.queryByText('Not Available Now')).not.toBeInTheDocument();

    await user.click(list.getByRole('link', { name: yarn.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${yarn._id}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives page scroll back when unmounted while open', async () => {
    const { unmount } = await openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
