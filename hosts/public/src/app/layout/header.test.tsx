import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { make, many } from '@texbridge/shared/testing/records';
import { setRuntimeConfig } from '../../config/runtime.ts';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const CATEGORY_LINKS = [
  ['Fibre', '/products/fibres'],
  ['Yarn', '/products/yarn'],
  ['Fabric', '/products/fabrics'],
  ['Dyes & Chemical', '/products/dyes'],
  ['Garments', '/products/garments'],
] as const;

/** The desktop menu (the mobile panel is closed, so hidden, in these tests). */
async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

/** Opens the Products dropdown by clicking and returns its panel. */
async function openProducts(user: ReturnType<typeof renderRoute>['user']) {
  const nav = await mainNav();
  const button = nav.getByRole('button', { name: 'Products' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  return { button, panel: within(panel), panelElement: panel };
}

/** Every request MSW sees, to check what the menu fetches and when. */
function recordRequests() {
  const urls: URL[] = [];
  const listener = ({ request }: { request: Request }) => void urls.push(new URL(request.url));
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return urls;
}

describe('Header', () => {
  it('shows the promo line with both phone numbers and the Dhaka address, and a logo link home named for the site', async () => {
    setRuntimeConfig({ siteName: 'Loom & Link', apiUrl: API });
    apiDb.contacts.push(make.contact());
    renderRoute('/');
    const promo = within(await screen.findByRole('complementary', { name: 'Contact the agency' }));
    const phones = promo.getAllByRole('link', { name: /^Call / });
    expect(phones).toHaveLength(2);
    for (const phone of phones) expect(phone.getAttribute('href')).toMatch(/^tel:\+880\d{10}$/);
    // The contact record's head office, as on the Contact Us page.
    expect(promo.getByText(/Gulshan 1, Dhaka 1212/)).toBeInTheDocument();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Loom & Link Textile sourcing · Dhaka' })).toHaveAttribute('href', '/');
  });

  it('has the menu in order: Home, About Us, Products, News, Contact Us, with their paths', async () => {
    renderRoute('/');
    const nav = await mainNav();
    expect(nav.getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual([
      'Home',
      'About Us',
      'Products',
      'News',
      'Contact Us',
    ]);
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(nav.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page with aria-current="page", and only that one', async () => {
    renderRoute('/about');
    const nav = await mainNav();
    await waitFor(() => expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page'));
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current');
  });
});

describe('Products dropdown', () => {
  it('toggles on click and lists All Products and the five categories with their labels and paths', async () => {
    const { user } = renderRoute('/');
    const { button, panel } = await openProducts(user);
    expect(
      panel.getAllByRole('link').map((link) => [link.textContent?.replace('→', '').trim(), link.getAttribute('href')]),
    ).toEqual([['All Products', '/products'], ...CATEGORY_LINKS]);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'All Products' })).not.toBeInTheDocument();
  });

  it("fetches a category's products only when its flyout opens, and lists only that category's", async () => {
    const requests = recordRequests();
    const yarn = [
      make.product({ title: 'Viscose Yarn Ne 30/1', category: 'yarn' }),
      make.product({ title: 'Slub Yarn Ne 20/1', category: 'yarn' }),
    ];
    const fabric = make.product({ title: 'Single Jersey 160 GSM', category: 'fabrics' });
    apiDb.products.push(...yarn, fabric);
    const { user } = renderRoute('/');
    const { panel } = await openProducts(user);
    expect(requests.filter((url) => url.searchParams.has('category'))).toEqual([]);

    const toggle = panel.getByRole('button', { name: 'Yarn products' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(await panel.findByRole('list', { name: 'Yarn products' }));
    expect(list.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      yarn.map((product) => [product.title, `/products/${product._id}`]),
    );
    expect(within(screen.getByRole('banner')).queryByText(fabric.title)).not.toBeInTheDocument();
    expect(
      requests.filter((url) => url.searchParams.has('category')).map((url) => url.searchParams.get('category')),
    ).toEqual(['yarn']);
  });

  it('lists at most twelve products in a flyout, then a link to all of them on the category page', async () => {
    const requests = recordRequests();
    apiDb.products.push(...many(13, (index) => make.product({ title: `Yarn lot ${index}`, category: 'yarn' })));
    const { user } = renderRoute('/');
    const { panel } = await openProducts(user);
    await user.click(panel.getByRole('button', { name: 'Yarn products' }));
    const links = within(await panel.findByRole('list', { name: 'Yarn products' })).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace('→', '').trim())).toEqual([
      ...Array.from({ length: 12 }, (_, n) => `Yarn lot ${n + 1}`),
      'All 13 Yarn',
    ]);
    expect(links.at(-1)).toHaveAttribute('href', '/products/yarn');
    // The API is asked for the twelve, not for the whole category.
    const asked = requests.filter((url) => url.searchParams.get('category') === 'yarn');
    expect(asked.map((url) => url.searchParams.get('limit'))).toEqual(['12']);
  });

  it("says 'Not Available Now' for a category with no products", async () => {
    apiDb.products.push(make.product({ category: 'yarn' }));
    const { user } = renderRoute('/');
    const { panel } = await openProducts(user);
    await user.click(panel.getByRole('button', { name: 'Fibre products' }));
    expect(await panel.findByText('Not Available Now')).toBeInTheDocument();
    expect(panel.queryByRole('list', { name: 'Fibre products' })).not.toBeInTheDocument();
  });

  it('shows a sentence and a working retry when the products cannot be loaded', async () => {
    server.use(http.get(`${API}/`, () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    const { user } = renderRoute('/');
    const { panel } = await openProducts(user);
    await user.click(panel.getByRole('button', { name: 'Dyes & Chemical products' }));
    expect(await panel.findByText('Dyes & Chemical products could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    const reactive = make.product({ title: 'Reactive Red 195', category: 'dyes' });
    apiDb.products.push(reactive);
    await user.click(panel.getByRole('button', { name: 'Try again' }));
    expect(await panel.findByRole('link', { name: 'Reactive Red 195' })).toHaveAttribute(
      'href',
      `/products/${reactive._id}`,
    );
  });

  it('closes on Escape and returns focus to the Products button', async () => {
    const { user } = renderRoute('/');
    const { button, panel } = await openProducts(user);
    await user.tab();
    expect(panel.getByRole('link', { name: /All Products/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens from the keyboard with ArrowDown, moving focus to All Products', async () => {
    const { user } = renderRoute('/');
    const button = (await mainNav()).getByRole('button', { name: 'Products' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /All Products/ })).toHaveFocus();
  });

  it('moves between its rows with ArrowDown, ArrowUp, Home and End (menu-button keys)', async () => {
    const { user } = renderRoute('/');
    const button = (await mainNav()).getByRole('button', { name: 'Products' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const focused = () => document.activeElement?.textContent?.replace('→', '').trim();
    expect(focused()).toBe('All Products');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Fibre');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Fabric');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Yarn');
    await user.keyboard('{End}');
    expect(focused()).toBe('Garments');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('All Products');
    await user.keyboard('{Home}{ArrowUp}');
    expect(focused()).toBe('Garments');
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it("enters a category's flyout with ArrowRight, moves in it with the arrows, leaves it with ArrowLeft", async () => {
    const yarn = [
      make.product({ title: 'Viscose Yarn Ne 30/1', category: 'yarn' }),
      make.product({ title: 'Slub Yarn Ne 20/1', category: 'yarn' }),
    ];
    apiDb.products.push(...yarn);
    const { user } = renderRoute('/');
    const button = (await mainNav()).getByRole('button', { name: 'Products' });
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const yarnRow = (await mainNav()).getByRole('link', { name: 'Yarn' });
    expect(yarnRow).toHaveFocus();
    // Wait for the flyout's products, then enter it.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Yarn products' })).toHaveAttribute('aria-expanded', 'true');
    const list = within(await screen.findByRole('list', { name: 'Yarn products' }));
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(list.getByRole('link', { name: yarn[0]!.title })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(list.getByRole('link', { name: yarn[1]!.title })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: /See all Yarn/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(list.getByRole('link', { name: yarn[0]!.title })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(yarnRow).toHaveFocus();
  });

  it("puts focus on the new page's h1 after a link in it is followed, not on <body>", async () => {
    const { user, router } = renderRoute('/');
    const button = (await mainNav()).getByRole('button', { name: 'Products' });
    button.focus();
    await user.keyboard('{ArrowDown}{End}');
    expect((await mainNav()).getByRole('link', { name: 'Garments' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/garments'));
    const heading = await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: 'Garments' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('lets Tab move through its links and closes once focus leaves it', async () => {
    const { user } = renderRoute('/');
    const { button } = await openProducts(user);
    const news = (await mainNav()).getByRole('link', { name: 'News' });
    const visited: string[] = [];
    for (let step = 0; step < 20 && document.activeElement !== news; step++) {
      await user.tab();
      visited.push(
        document.activeElement?.textContent?.replace('→', '').trim() ||
          document.activeElement!.getAttribute('aria-label')!,
      );
    }
    expect(visited.slice(0, 3)).toEqual(['All Products', 'Fibre', 'Fibre products']);
    expect(news).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside it', async () => {
    const { user } = renderRoute('/');
    const { button } = await openProducts(user);
    await user.click(screen.getByRole('main'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover and closes when the pointer leaves, unless it was clicked open', async () => {
    const { user } = renderRoute('/');
    const button = (await mainNav()).getByRole('button', { name: 'Products' });
    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.unhover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a link in it is followed', async () => {
    const { user, router } = renderRoute('/');
    const { button, panel } = await openProducts(user);
    await user.click(panel.getByRole('link', { name: 'Garments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/garments'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveAttribute('data-current'));
  });
});
