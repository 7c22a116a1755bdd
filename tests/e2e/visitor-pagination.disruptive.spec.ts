import { expect, test, type Page } from '@playwright/test';
import { getJson } from '../support/api.ts';
import { readState } from '../support/system.ts';
import { fixtures, uploadSwatch, uniqueTag, type ProductRecord } from '../support/visitor.ts';
import { failOnConsoleErrors } from '../support/session.ts';

/**
 * Visitor checks that need a whole shared collection in a known state: an empty category, the public
 * products pages at the thresholds of docs/spec.md §9 (9 a page, buttons only above 8), and a contact record
 * of this file's own on Contact Us (the page shows the newest). They run alone, after the journeys
 * (the 'disruptive' project), and put back what they changed.
 */
test.describe.configure({ mode: 'serial' });

const state = readState();
failOnConsoleErrors();
const tag = uniqueTag();
let made: Awaited<ReturnType<typeof fixtures>>;
/** The garments the seed (or anyone) filed, moved to 'other' while these tests need the category empty. */
let parked: ProductRecord[] = [];

test.beforeAll(async () => {
  made = await fixtures(state);
  parked = await getJson<ProductRecord[]>(state, '/?category=garments');
  for (const product of parked) await made.api.put(`/product/${product._id}`, { category: 'other' });
});
test.afterAll(async () => {
  await made.cleanup();
  for (const product of parked) await made.api.put(`/product/${product._id}`, { category: 'garments' });
});

const garmentsGrid = (page: Page) => page.getByRole('list', { name: 'Garments', exact: true });
const garmentsPages = (page: Page) => page.getByRole('navigation', { name: 'Garments pages' });

test("an empty category: the flyout says 'Not Available Now' and the listing 'This items not available right now'", async ({
  page,
}) => {
  expect(await getJson<unknown[]>(state, '/?category=garments')).toEqual([]);
  await page.goto(`${state.siteUrl}/products/garments`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Garments');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText('Products / Category / Garments');
  await expect(page.getByText('This items not available right now', { exact: true })).toBeVisible();
  await expect(garmentsGrid(page)).toHaveCount(0);

  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Products', exact: true }).click();
  await menu.getByRole('button', { name: 'Garments products' }).click();
  const flyout = page.locator(
    `#${await menu.getByRole('button', { name: 'Garments products' }).getAttribute('aria-controls')}`,
  );
  await expect(flyout.getByText('Not Available Now', { exact: true })).toBeVisible();
  await expect(flyout.getByRole('list', { name: 'Garments products' })).toHaveCount(0);
  // A category with products still lists them.
  await menu.getByRole('button', { name: 'Yarn products' }).click();
  await expect(menu.getByRole('list', { name: 'Yarn products' }).getByRole('link').first()).toBeVisible();
});

test("the mobile menu's empty category says 'Not Available Now' too", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${state.siteUrl}/news`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Site menu' });
  await panel.getByRole('button', { name: 'Products', exact: true }).click();
  await panel.getByRole('button', { name: 'Garments products' }).click();
  await expect(panel.getByText('Not Available Now', { exact: true })).toBeVisible();
});

/** Reloads until `check` passes: a page the render server rendered after a change made through the API. */
const reloadUntil = (page: Page, check: () => Promise<void>) =>
  expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 10_000 });

test('a category listing at the thresholds: 8 products, no page buttons; 9, buttons but one page; 10, a second page', async ({
  page,
}) => {
  const titles: string[] = [];
  const add = async () => {
    const title = `Knit Polo ${tag} #${String(titles.length + 1).padStart(2, '0')}`;
    await made.product(title, 'garments');
    titles.push(title);
  };
  for (let count = 0; count < 8; count++) await add();

  await page.goto(`${state.siteUrl}/products/garments`);
  await expect(garmentsGrid(page).getByRole('listitem')).toHaveCount(8);
  await expect(garmentsPages(page)).toHaveCount(0);
  await expect(page.getByText(/^Showing /)).toHaveCount(0);

  await add();
  // The render server keeps a page for a second and then serves it once more while re-rendering:
  // reload until the page rendered after the change arrives (within 2 s).
  await reloadUntil(page, () => expect(garmentsGrid(page).getByRole('listitem')).toHaveCount(9, { timeout: 500 }));
  // docs/spec.md §9: buttons appear above 8 products; 9 still fit on one page.
  await expect(garmentsPages(page)).toBeVisible();
  await expect(garmentsPages(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(garmentsPages(page).getByRole('link', { name: 'Page 2' })).toHaveCount(0);
  await expect(garmentsPages(page).getByRole('link', { name: 'Next page' })).toHaveCount(0);

  await add();
  await reloadUntil(page, () => expect(page.getByText('Showing 1–9 of 10 products')).toBeVisible({ timeout: 500 }));
  const grid = garmentsGrid(page);
  await expect(grid.getByRole('listitem')).toHaveCount(9);
  await expect(page.getByText('Showing 1–9 of 10 products')).toBeVisible();
  // Newest first: #10 … #02 on page 1, #01 alone on page 2.
  await expect(grid.getByRole('heading')).toHaveText([...titles].reverse().slice(0, 9));
  const pages = garmentsPages(page);
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(`${state.siteUrl}/products/garments?page=2`);
  await expect(grid.getByRole('heading')).toHaveText([titles[0]!]);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Showing 10–10 of 10 products')).toBeVisible();
  await pages.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(`${state.siteUrl}/products/garments`);
  await expect(grid.getByRole('listitem')).toHaveCount(9);
});

test('the Products grid pages every product 9 at a time', async ({ page }) => {
  const all = await getJson<ProductRecord[]>(state, '/products');
  expect(all.length, 'more than one page of products').toBeGreaterThan(9);
  const count = Math.ceil(all.length / 9);
  await page.goto(`${state.siteUrl}/products`);
  const grid = page.getByRole('list', { name: 'Products', exact: true });
  await expect(grid.getByRole('heading')).toHaveText(all.slice(0, 9).map((product) => product.title));
  await expect(page.getByText(`Showing 1–9 of ${all.length} products`)).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Products pages' });
  await expect(pages.getByRole('link', { name: `Page ${count}` })).toBeVisible();
  await expect(pages.getByRole('link', { name: `Page ${count + 1}` })).toHaveCount(0);
  await pages.getByRole('link', { name: `Page ${count}` }).click();
  await expect(page).toHaveURL(`${state.siteUrl}/products?page=${count}`);
  await expect(grid.getByRole('heading')).toHaveText(all.slice(9 * (count - 1)).map((product) => product.title));
  await expect(pages.getByRole('link', { name: `Page ${count}` })).toHaveAttribute('aria-current', 'page');
});

interface ContactBody {
  add1: { addT1: string; add1: string };
  add2?: { addT2: string; add2: string };
  add3?: { addT3: string; add3: string };
  add4?: { addT4: string; add4: string };
  HR: { hrt: string; hre: string };
  bd: { bdt: string; bde: string };
  marketing: { marketingT: string; marketingE: string };
  supplyChain: string;
  rnd: string;
  commercial: string;
  map: string;
  QR: string;
}

test('Contact Us shows the newest contact record whole: four addresses, the WeChat QR, six desks and the map', async ({
  page,
}) => {
  const body: ContactBody = {
    add1: { addT1: `Head Office ${tag}`, add1: 'House 27, Road 11, Banani, Dhaka 1213' },
    add2: { addT2: `Port Office ${tag}`, add2: 'Agrabad Commercial Area, Chattogram 4100' },
    add3: { addT3: `Knit Hub ${tag}`, add3: 'BSCIC Industrial Estate, Fatullah, Narayanganj' },
    add4: { addT4: `Liaison Office ${tag}`, add4: "1088 West Yan'an Road, Shanghai" },
    HR: { hrt: '8801711000101', hre: 'hr@texbridge.test' },
    bd: { bdt: '8801711000202', bde: 'bd@texbridge.test' },
    marketing: { marketingT: '8801711000303', marketingE: 'marketing@texbridge.test' },
    supplyChain: '8801711000404',
    rnd: '8801711000505',
    commercial: '8801711000606',
    map: 'https://www.openstreetmap.org/export/embed.html?bbox=90.40%2C23.79%2C90.41%2C23.80&layer=mapnik',
    QR: await uploadSwatch(state),
  };
  const { insertedId } = await made.api.post<{ insertedId: string }>('/add-contact', body);
  try {
    await page.goto(`${state.siteUrl}/contact`);
    await expect(page.getByText('for developing your sustainable Fashion', { exact: true })).toBeVisible();
    const offices = page.getByRole('region', { name: 'Our offices' });
    await expect(offices.getByRole('heading', { level: 3 })).toHaveText([
      body.add1.addT1,
      body.add2!.addT2,
      body.add3!.addT3,
      body.add4!.addT4,
    ]);
    await expect(offices.locator('address')).toHaveText([
      body.add1.add1,
      body.add2!.add2,
      body.add3!.add3,
      body.add4!.add4,
    ]);
    await expect(page.getByRole('figure').filter({ hasText: 'WeChat' }).getByRole('img')).toHaveAttribute(
      'src',
      new RegExp(`${body.QR.replace(/[.]/g, '\\.')}$`),
    );

    const desks = page.getByRole('region', { name: 'Reach the right desk' });
    const desk = (name: string) =>
      desks.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    for (const [name, tel, email] of [
      ['HR', body.HR.hrt, body.HR.hre],
      ['Business Development', body.bd.bdt, body.bd.bde],
      ['Marketing', body.marketing.marketingT, body.marketing.marketingE],
    ] as const) {
      await expect(desk(name).getByRole('link', { name: tel })).toHaveAttribute('href', new RegExp(`^tel:\\+?${tel}$`));
      await expect(desk(name).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
    for (const [name, tel] of [
      ['Supply Chain Management', body.supplyChain],
      ['Research and Development', body.rnd],
      ['Commercial Management', body.commercial],
    ] as const) {
      await expect(desk(name).getByRole('link')).toHaveCount(1);
      await expect(desk(name).getByRole('link', { name: tel })).toHaveAttribute('href', new RegExp(`^tel:\\+?${tel}$`));
    }
    await expect(page.locator('iframe')).toHaveAttribute('src', body.map);

    // A record without addresses 3 and 4: those blocks read 'No Added'.
    const sparse = { ...body, add1: { ...body.add1, addT1: `Dhaka Desk ${tag}` } };
    delete sparse.add3;
    delete sparse.add4;
    const second = await made.api.post<{ insertedId: string }>('/add-contact', sparse);
    try {
      await reloadUntil(page, () =>
        expect(offices.getByRole('heading', { level: 3 })).toHaveText([sparse.add1.addT1, body.add2!.addT2], {
          timeout: 500,
        }),
      );
      await expect(offices.getByRole('listitem')).toHaveCount(4);
      await expect(offices.getByText('No Added', { exact: true })).toHaveCount(2);
    } finally {
      await made.api.delete(`/delete-contact/${second.insertedId}`);
    }
  } finally {
    await made.api.delete(`/delete-contact/${insertedId}`);
  }
});
