import { expect, test, type Page } from '@playwright/test';
import { getJson } from '../support/api.ts';
import { readState } from '../support/system.ts';
import { categoryOfLink, oldest, siteNameOf, type NewsRecord, type ProductRecord } from '../support/visitor.ts';
import { failOnConsoleErrors } from '../support/session.ts';
import { waitForHydration } from '../support/public-pages.ts';

/**
 * docs/spec.md §2 for a visitor: every public route of the route table shows its headings, texts and
 * document title, inside the public header and footer. The records read are the seed's (the oldest of
 * each list): the staff journeys running beside this file add and delete only records of their own.
 */
const state = readState();
const consoleErrors = failOnConsoleErrors();
let product: string;
let yarn: ProductRecord;
let item: NewsRecord;

test.beforeAll(async () => {
  product = await siteNameOf(state);
  [yarn] = (await oldest<ProductRecord>(state, '/?category=yarn')) as [ProductRecord];
  [item] = (await oldest<NewsRecord>(state, '/news')) as [NewsRecord];
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('the public header and footer of docs/spec.md §2 are on the page', async ({ page }) => {
  await page.goto(`${state.siteUrl}/about`);
  await expect(h1(page)).toHaveText('About Us');

  // The promo banner line: the agency's phones and its Dhaka address (§9).
  const promo = page.getByRole('complementary', { name: 'Contact the agency' });
  await expect(promo.getByRole('link', { name: /^Call \+880/ })).toHaveCount(2);
  await expect(promo).toContainText('Dhaka');

  const header = page.getByRole('banner').filter({ has: page.getByRole('navigation', { name: 'Main' }) });
  await expect(header.getByRole('link', { name: `${product} Textile sourcing · Dhaka` })).toHaveAttribute('href', '/');
  const menu = header.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
  await expect(menu.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  // In SPEC order: Home, About Us, Products, News, Contact Us.
  await expect(menu.locator(':scope > ul > li > :is(a, button)')).toHaveText([
    'Home',
    'About Us',
    'Products',
    'News',
    'Contact Us',
  ]);

  const footer = page.getByRole('contentinfo');
  const footerMenu = footer.getByRole('navigation', { name: 'Footer' });
  for (const [name, href] of [
    ['About Us', '/about'],
    ['Products', '/products'],
    ['News', '/news'],
    ['Contact Us', '/contact'],
  ] as const)
    await expect(footerMenu.getByRole('link', { name })).toHaveAttribute('href', href);
  // The two phones, each with its WhatsApp pill, and the contact record's WhatsApp desk.
  await expect(footer.getByRole('link', { name: /^\+880/ })).toHaveCount(3);
  await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveCount(3);
  await expect(footer.locator('address')).toContainText('Dhaka');
  await expect(footer).toContainText('WeChat: TexBridgeBD');
  await expect(footer.getByText(/© 2024/)).toBeVisible();
  // The footer's message form arrives when it is scrolled to.
  await footer.getByRole('heading', { name: 'Send us a message' }).scrollIntoViewIfNeeded();
  const form = footer.getByRole('form', { name: 'Send us a message' });
  await expect(form.getByLabel('Your name')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('type', 'email');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
});

test("Home: 'Home | {product}', loading until the sliders load, then slider, privacy, about, products, news, reviews", async ({
  page,
}) => {
  // The server sends the home page with its sliders; reached from another page in the browser, the
  // page waits for them with the loading bar up. Hold the sliders response until it has been seen.
  await page.goto(`${state.siteUrl}/about`);
  await waitForHydration(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${state.apiUrl}/sliders`, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Highlights' })).toHaveCount(0);
  release();

  await expect(page).toHaveTitle(`Home | ${product}`);
  const sliders = await getJson<{ title: string }[]>(state, '/sliders');
  expect(sliders.length).toBeGreaterThan(0);
  const slider = page.getByRole('region', { name: 'Highlights' });
  await expect(slider).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading$/ })).toHaveCount(0);

  const order = [
    slider,
    page.getByRole('heading', { level: 2, name: 'Privacy Center' }),
    page.getByRole('heading', { level: 2, name: 'About Us' }),
    page.getByRole('heading', { level: 2, name: 'Our Products' }),
    page.getByRole('heading', { level: 2, name: 'News Center' }),
    page.getByRole('heading', { level: 2, name: 'Client Reviews' }),
  ];
  const tops: number[] = [];
  for (const part of order) {
    await expect(part).toBeAttached();
    tops.push((await part.boundingBox())!.y);
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
});

test('Home scrolls to the top when reached from further down another page', async ({ page }) => {
  await page.goto(`${state.siteUrl}/about`);
  await page.getByRole('contentinfo').waitFor();
  await page.evaluate('document.querySelector("footer").scrollIntoView()');
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(200);
  await page.getByRole('link', { name: `${product} Textile sourcing · Dhaka` }).click();
  await expect(page).toHaveTitle(`Home | ${product}`);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
});

test("About: 'About Us | {product}', the banner 'About Us', then one row per section with alternating image side", async ({
  page,
}) => {
  await page.goto(`${state.siteUrl}/about`);
  await expect(page).toHaveTitle(`About Us | ${product}`);
  await expect(h1(page)).toHaveText('About Us');
  const seeded = await oldest<{ title: string; paragraph: string }>(state, '/about-us', 2);
  const rows = page.getByRole('main').getByRole('article');
  for (const section of seeded) {
    const row = rows.filter({ has: page.getByRole('heading', { level: 2, name: section.title, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(section.paragraph.split('\n')[0]!);
    await expect(row.locator('img')).toHaveCount(1);
  }
  // One row per section: every row has its title and image.
  await expect(rows.getByRole('heading', { level: 2 })).toHaveCount(await rows.count());

  // Rows alternate the image side (at this desktop width they are side by side).
  for (const index of [0, 1]) {
    const row = rows.nth(index);
    await row.scrollIntoViewIfNeeded();
    const image = (await row.locator('img').boundingBox())!;
    const title = (await row.getByRole('heading', { level: 2 }).boundingBox())!;
    if (index === 0) expect(image.x).toBeLessThan(title.x);
    else expect(image.x).toBeGreaterThan(title.x);
  }
});

test("News list: heading News, title 'News | {product}', items linking to their detail", async ({ page }) => {
  await page.goto(`${state.siteUrl}/news`);
  await expect(page).toHaveTitle(`News | ${product}`);
  await expect(h1(page)).toHaveText('News');
  const link = page.getByRole('link', { name: item.title, exact: true });
  await expect(link).toHaveAttribute('href', `/news/${item._id}`);
  await link.click();
  await expect(page).toHaveURL(`${state.siteUrl}/news/${item._id}`);
  await expect(h1(page)).toHaveText(item.title);
  // Detail titles use the first 10 characters of the item title.
  await expect(page).toHaveTitle(`${item.title.slice(0, 10)} | ${product}`);
});

// The whole of a contact record on this page (every address, desk, the QR and the map) is checked in
// visitor-pagination.disruptive.spec.ts with a record of its own: a staff journey beside this file may show
// its own, sparser record here for a while.
test("Contact Us: 'Contact Us | {product}', its subtitle, four address blocks, the desks and the Message form", async ({
  page,
}) => {
  await page.goto(`${state.siteUrl}/contact`);
  await expect(page).toHaveTitle(`Contact Us | ${product}`);
  await expect(h1(page)).toHaveText('Contact Us');
  await expect(page.getByText('for developing your sustainable Fashion', { exact: true })).toBeVisible();
  const offices = page.getByRole('region', { name: 'Our offices' });
  await expect(offices.getByRole('listitem')).toHaveCount(4);
  await expect(offices.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reach the right desk' }).getByRole('heading').first()).toBeVisible();

  const form = page.getByRole('form', { name: 'Message', exact: true });
  await expect(form.getByLabel('Your name')).toHaveAttribute('type', 'text');
  await expect(form.getByLabel('E-mail')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel(/Phone/)).toHaveAttribute('type', 'tel');
  await expect(form.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
});

test("Products grid: 'Products | {product}', 3 columns of title and image linking to /products/{id}", async ({
  page,
}) => {
  await page.goto(`${state.siteUrl}/products`);
  await expect(page).toHaveTitle(`Products | ${product}`);
  await expect(h1(page)).toHaveText('Products');
  const grid = page.getByRole('list', { name: 'Products', exact: true });
  // The grid's own items: each card also lists its sourcing facts.
  const cards = grid.locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  const first = cards.first();
  await expect(first.locator('img')).toBeVisible();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/products\/[^/]+$/);
  // Three columns at desktop width: the first three cards share a row, the fourth starts the next.
  const boxes = await Promise.all([0, 1, 2, 3].map(async (index) => (await cards.nth(index).boundingBox())!));
  expect(new Set(boxes.slice(0, 3).map((box) => Math.round(box.y))).size).toBe(1);
  expect(boxes[3]!.y).toBeGreaterThan(boxes[0]!.y);
  expect(Math.round(boxes[3]!.x)).toBe(Math.round(boxes[0]!.x));
});

const CATEGORIES = [
  ['fibres', 'Fibre'],
  ['yarn', 'Yarn'],
  ['fabrics', 'Fabric'],
  ['dyes', 'Dyes & Chemical'],
  ['garments', 'Garments'],
] as const;

for (const [slug, label] of CATEGORIES) {
  test(`/products/${slug}: breadcrumb 'Products / Category / ${label}' and its products`, async ({ page }) => {
    await page.goto(`${state.siteUrl}/products/${slug}`);
    await expect(h1(page)).toHaveText(label);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(`Products / Category / ${label}`);
    await expect(page).toHaveTitle(`${label} | ${product}`);
    // The seed lists products in every category.
    const cards = page.getByRole('list', { name: label, exact: true }).locator(':scope > li');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText('This items not available right now')).toHaveCount(0);
    for (const link of await cards.getByRole('link').all())
      expect([slug, undefined]).toContain(await categoryOfLink(state, await link.getAttribute('href')));
  });
}

test("Product detail: title, image, the four facts and 'Related Yarn'", async ({ page }) => {
  await page.goto(`${state.siteUrl}/products/${yarn._id}`);
  await expect(page).toHaveTitle(`${yarn.title.slice(0, 10)} | ${product}`);
  await expect(h1(page)).toHaveText(yarn.title);
  await expect(page.getByRole('img', { name: yarn.title })).toBeVisible();
  for (const heading of ['Product Description', 'Product Feature', 'Product Composition', 'Product Background'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Product Description' })).toContainText(yarn.desc);
  await expect(page.getByRole('region', { name: 'Product Feature' }).getByRole('listitem')).toHaveText(yarn.feature);
  await expect(page.getByRole('region', { name: 'Product Composition' }).getByRole('listitem')).toHaveText(
    yarn.composition,
  );
  await expect(page.getByRole('region', { name: 'Product Background' })).toContainText(yarn.background);
  await expect(page.getByRole('heading', { level: 2, name: 'Related Yarn' })).toBeVisible();
});

test("Login: 'Login Admin Panel', e-mail and password fields and Sign In; title 'Login | {product}'", async ({
  page,
}) => {
  await page.goto(`${state.siteUrl}/login`);
  await expect(page).toHaveTitle(`Login | ${product}`);
  await expect(h1(page)).toHaveText('Login Admin Panel');
  const form = page.getByRole('form', { name: 'Login Admin Panel' });
  await expect(form.getByLabel(/E-mail/)).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  // The login screen offers e-mail and password only: no other field, no Google sign-in.
  await expect(form.locator('input')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /Google/i })).toHaveCount(0);
});

for (const path of ['/no-such-page', '/products/fibres/extra', '/news/not-an-id', '/products/not-a-product-id']) {
  test(`any other path (${path}) says 'Page Not Found' (HTTP 404) and 'Go Home' goes home`, async ({ page }) => {
    const response = await page.goto(`${state.siteUrl}${path}`);
    // Rendered on the server with the HTTP status it means.
    expect(response?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Page Not Found');
    // An unknown record is asked of the API, which answers 404; Chromium logs that response itself. Only
    // that exact line is let through: anything else the page logs still fails the test.
    const missing = `${state.apiUrl}${path}`;
    const errors = consoleErrors();
    errors.splice(
      0,
      errors.length,
      ...errors.filter((text) => !(text.includes('404 (Not Found)') && text.endsWith(`(${missing})`))),
    );
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(`${state.siteUrl}/`);
    await expect(page).toHaveTitle(`Home | ${product}`);
  });
}

test.describe('the mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('opens from its toggle and is used from the keyboard alone', async ({ page }) => {
    await page.goto(`${state.siteUrl}/about`);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeHidden();

    // Tab from the top of the page reaches the toggle.
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press('Tab');
      if (await toggle.evaluate((element) => element === element.ownerDocument.activeElement)) break;
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' }).first()).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // Focus stays in the panel: Shift+Tab from its first control wraps to its last.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('link', { name: /^Call / }).last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: `${product} Textile sourcing · Dhaka` })).toBeFocused();

    // Escape closes it and gives focus back to the toggle.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    const nav = panel.getByRole('navigation', { name: 'Main' });
    // The panel's search box and its button come first, then the menu.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('searchbox', { name: 'Search products and news' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    const products = nav.getByRole('button', { name: 'Products', exact: true });
    await expect(products).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'All Products' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Fibre', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Fibre products' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(nav.getByRole('list', { name: 'Fibre products' }).getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // The first Fibre product's page; the panel closed on the way.
    await expect(page).toHaveURL(/\/products\/[0-9a-f]{24}$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('region', { name: 'Product Description' })).toBeVisible();
  });

  test('is opened and followed by tapping', async ({ page }) => {
    await page.goto(`${state.siteUrl}/contact`);
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(panel).toBeVisible();
    const nav = panel.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About Us', 'News', 'Contact Us']);

    await nav.getByRole('button', { name: 'Products', exact: true }).tap();
    await expect(nav.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    for (const [slug, label] of CATEGORIES)
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `/products/${slug}`);
    await nav.getByRole('button', { name: 'Yarn products' }).tap();
    const yarnProducts = nav.getByRole('list', { name: 'Yarn products' });
    await expect(yarnProducts.getByRole('link', { name: yarn.title })).toBeVisible();
    await yarnProducts.getByRole('link', { name: yarn.title }).tap();
    await expect(page).toHaveURL(`${state.siteUrl}/products/${yarn._id}`);
    await expect(panel).toBeHidden();
    await expect(h1(page)).toHaveText(yarn.title);

    // Tapping the shaded page beside the panel closes it.
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(panel).toBeVisible();
    await page.touchscreen.tap(10, 300);
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).tap();
    await panel.getByRole('link', { name: 'News' }).tap();
    await expect(page).toHaveURL(`${state.siteUrl}/news`);
    await expect(h1(page)).toHaveText('News');
    await expect(panel).toBeHidden();
  });
});
