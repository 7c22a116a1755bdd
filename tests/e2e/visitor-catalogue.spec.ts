import { expect, test, type Page } from '@playwright/test';
import { readState } from '../support/system.ts';
import { categoryOfLink, oldest, siteNameOf, type NewsRecord, type ProductRecord } from '../support/visitor.ts';
import { failOnConsoleErrors } from '../support/session.ts';

/**
 * The catalogue as a visitor browses it (docs/spec.md §2): the header's Products dropdown and its category
 * flyouts, a category listing, a product detail with its 'Related {category}' cards, and news with the
 * date format of §3. The records read are the seed's (the oldest of each list), which the staff journeys
 * running beside this file leave alone; a card that links to a product is checked against the API.
 */
const state = readState();
failOnConsoleErrors();
let product: string;
let dye: ProductRecord;
let denim: ProductRecord;

test.beforeAll(async () => {
  product = await siteNameOf(state);
  [dye] = (await oldest<ProductRecord>(state, '/?category=dyes')) as [ProductRecord];
  [denim] = (await oldest<ProductRecord>(state, '/?category=fabrics')) as [ProductRecord];
});

const mainMenu = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

const CATEGORIES = [
  ['fibres', 'Fibre'],
  ['yarn', 'Yarn'],
  ['fabrics', 'Fabric'],
  ['dyes', 'Dyes & Chemical'],
  ['garments', 'Garments'],
] as const;

test.describe('the Products dropdown', () => {
  test('links to All Products and the five categories, with the SPEC labels', async ({ page }) => {
    await page.goto(`${state.siteUrl}/about`);
    const menu = mainMenu(page);
    const toggle = menu.getByRole('button', { name: 'Products', exact: true });
    await expect(menu.getByRole('link', { name: 'All Products' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    for (const [slug, label] of CATEGORIES)
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `/products/${slug}`);

    await menu.getByRole('link', { name: 'Dyes & Chemical', exact: true }).click();
    await expect(page).toHaveURL(`${state.siteUrl}/products/dyes`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dyes & Chemical');
    // Following a link closes the dropdown.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'All Products' })).toBeHidden();

    await toggle.click();
    await menu.getByRole('link', { name: 'All Products' }).click();
    await expect(page).toHaveURL(`${state.siteUrl}/products`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  });

  test('opens on hover, and a category flyout lists that category’s products by title, linking to their detail', async ({
    page,
  }) => {
    await page.goto(`${state.siteUrl}/news`);
    const menu = mainMenu(page);
    await menu.getByRole('button', { name: 'Products', exact: true }).hover();
    await expect(menu.getByRole('link', { name: 'All Products' })).toBeVisible();

    // Pointing at a category row opens its flyout: that category's products by title, linking to their detail.
    await menu.getByRole('link', { name: 'Fabric', exact: true }).hover();
    const fabrics = menu.getByRole('list', { name: 'Fabric products' });
    await expect(fabrics).toBeVisible();
    await expect(fabrics.getByRole('link', { name: denim.title, exact: true })).toHaveAttribute(
      'href',
      `/products/${denim._id}`,
    );
    for (const link of await fabrics.getByRole('link').all())
      expect(['fabrics', undefined]).toContain(await categoryOfLink(state, await link.getAttribute('href')));
    await expect(menu.getByRole('list', { name: 'Dyes & Chemical products' })).toHaveCount(0);

    // The arrow opens another category's flyout in its place.
    await menu.getByRole('button', { name: 'Dyes & Chemical products' }).click();
    const dyes = menu.getByRole('list', { name: 'Dyes & Chemical products' });
    await expect(dyes.getByRole('link', { name: dye.title, exact: true })).toBeVisible();
    await expect(fabrics).toBeHidden();

    await dyes.getByRole('link', { name: dye.title, exact: true }).click();
    await expect(page).toHaveURL(`${state.siteUrl}/products/${dye._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dye.title);
    await expect(menu.getByRole('link', { name: 'All Products' })).toBeHidden();
  });

  test('every category’s flyout lists its products', async ({ page }) => {
    await page.goto(`${state.siteUrl}/contact`);
    const menu = mainMenu(page);
    await menu.getByRole('button', { name: 'Products', exact: true }).click();
    for (const [slug, label] of CATEGORIES) {
      await menu.getByRole('button', { name: `${label} products` }).click();
      await expect(menu.getByRole('button', { name: `${label} products` })).toHaveAttribute('aria-expanded', 'true');
      const flyout = page.locator(
        `#${await menu.getByRole('button', { name: `${label} products` }).getAttribute('aria-controls')}`,
      );
      await expect(flyout.getByRole('status')).toHaveCount(0);
      // The seed files products under every category (an empty flyout is visitor-pagination.disruptive.spec.ts's).
      const links = flyout.getByRole('list', { name: `${label} products` }).getByRole('link');
      await expect(links.first()).toBeVisible();
      await expect(flyout.getByText('Not Available Now')).toHaveCount(0);
      expect([slug, undefined]).toContain(await categoryOfLink(state, await links.first().getAttribute('href')));
    }
  });

  test('works from the keyboard: ArrowDown opens it on All Products, Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto(`${state.siteUrl}/about`);
    const menu = mainMenu(page);
    const toggle = menu.getByRole('button', { name: 'Products', exact: true });
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'All Products' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Fibre', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Fibre products' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('button', { name: 'Fibre products' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('list', { name: 'Fibre products' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'All Products' })).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Enter on the button opens it too; Enter on a category follows it.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'All Products' })).toBeVisible();
    await menu.getByRole('link', { name: 'Garments', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${state.siteUrl}/products/garments`);
  });
});

test('a category listing: banner, breadcrumb, the category’s products only, each linking to its detail', async ({
  page,
}) => {
  await page.goto(`${state.siteUrl}/products/fabrics`);
  await expect(page).toHaveTitle(`Fabric | ${product}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fabric');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toHaveText('Products / Category / Fabric');
  await expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  await expect(
    page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'Fabric' }),
  ).toHaveAttribute('aria-current', 'page');

  const grid = page.getByRole('list', { name: 'Fabric', exact: true });
  // The grid's own items: each card also lists its sourcing facts.
  const cards = grid.locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(9);
  for (const card of await cards.all()) {
    await expect(card.locator('img')).toBeAttached();
    expect(['fabrics', undefined]).toContain(
      await categoryOfLink(state, await card.getByRole('link').getAttribute('href')),
    );
  }
  await expect(grid.getByRole('link', { name: dye.title, exact: true })).toHaveCount(0);

  await grid.getByRole('link', { name: denim.title, exact: true }).click();
  await expect(page).toHaveURL(`${state.siteUrl}/products/${denim._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(denim.title);
});

test("a product detail: the facts of the product and 'Related Fabric' cards of the same category", async ({ page }) => {
  await page.goto(`${state.siteUrl}/products/${denim._id}`);
  await expect(page).toHaveTitle(`${Array.from(denim.title).slice(0, 10).join('')} | ${product}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(denim.title);
  await expect(page.getByRole('img', { name: denim.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Product Description' })).toContainText(denim.desc.split('\n')[0]!);
  await expect(page.getByRole('region', { name: 'Product Feature' }).getByRole('listitem')).toHaveText(denim.feature);
  await expect(page.getByRole('region', { name: 'Product Composition' }).getByRole('listitem')).toHaveText(
    denim.composition,
  );
  await expect(page.getByRole('region', { name: 'Product Background' })).toContainText(
    denim.background.split('\n')[0]!,
  );

  const related = page.getByRole('region', { name: 'Related Fabric' });
  await expect(related.getByRole('heading', { level: 2 })).toHaveText('Related Fabric');
  const cards = related.getByRole('list', { name: 'Related Fabric' }).locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  // Other products of the same category, with title and image; never the product itself.
  await expect(related.getByRole('link', { name: denim.title, exact: true })).toHaveCount(0);
  const hrefs: string[] = [];
  for (const card of await cards.all()) {
    await expect(card.locator('img')).toBeAttached();
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
    const href = await card.getByRole('link').getAttribute('href');
    expect(['fabrics', undefined]).toContain(await categoryOfLink(state, href));
    hrefs.push(href!);
  }
  expect(hrefs).not.toContain(`/products/${denim._id}`);

  const other = cards.first().getByRole('link');
  const otherTitle = (await other.textContent())!;
  await other.click();
  await expect(page).toHaveURL(`${state.siteUrl}${hrefs[0]}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherTitle);
  await expect(page.getByRole('region', { name: 'Related Fabric' })).toBeVisible();
});

const pad = (n: number) => String(n).padStart(2, '0');

test('news: the list shows a day box, the release date and the first 130 characters; the detail the whole item', async ({
  page,
}) => {
  // A seeded item whose day and one-based month both need padding, and one released in December (month 11).
  const news = await oldest<NewsRecord>(state, '/news', 6);
  const early = news.find((item) => item.day < 10 && item.month < 9 && Array.from(item.content).length > 130);
  const december = news.find((item) => item.month === 11);
  expect(early, 'the seed has an item released on a day and month below 10').toBeDefined();
  expect(december, 'the seed has an item released in December').toBeDefined();
  const shown = `${pad(early!.day)}/${pad(early!.month + 1)}/${early!.year}`;

  await page.goto(`${state.siteUrl}/news`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: early!.title, exact: true }) });
  await expect(card.getByText(`Released ${shown}`, { exact: true })).toBeVisible();
  await expect(card).toContainText(`${Array.from(early!.content).slice(0, 130).join('').trimEnd()}…`);
  await expect(card).not.toContainText(Array.from(early!.content).slice(120, 160).join(''));
  // The day box: the day large, the month and year beneath.
  await expect(card.locator('[aria-hidden="true"]').filter({ hasText: `${early!.year}` })).toHaveText(
    `${pad(early!.day)}${pad(early!.month + 1)}/${early!.year}`,
  );
  const decemberCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: december!.title, exact: true }) });
  await expect(decemberCard.getByText(`Released ${pad(december!.day)}/12/${december!.year}`)).toBeVisible();

  await card.getByRole('link', { name: early!.title }).click();
  await expect(page).toHaveURL(`${state.siteUrl}/news/${early!._id}`);
  await expect(page).toHaveTitle(`${Array.from(early!.title).slice(0, 10).join('')} | ${product}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(early!.title);
  const time = page.getByRole('main').locator('time');
  await expect(time).toHaveText(shown);
  await expect(time).toHaveAttribute('datetime', `${early!.year}-${pad(early!.month + 1)}-${pad(early!.day)}`);
  await expect(page.getByRole('main').locator('img')).toBeVisible();
  // The full content, paragraph by paragraph.
  for (const paragraph of early!.content.split(/\n+/))
    await expect(page.getByText(paragraph, { exact: true })).toBeVisible();

  await page.goto(`${state.siteUrl}/news/${december!._id}`);
  await expect(page.getByRole('main').locator('time')).toHaveText(`${pad(december!.day)}/12/${december!.year}`);
});
