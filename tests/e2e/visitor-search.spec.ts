import { expect, test } from '@playwright/test';
import { readState } from '../support/system.ts';
import { failOnConsoleErrors } from '../support/session.ts';
import { isReactElement, waitForHydration } from '../support/public-pages.ts';
import { fixtures, uniqueTag } from '../support/visitor.ts';

/**
 * docs/search.md in the released site: a buyer searches from the header, with a typo, finds the product,
 * and opens it; the same search works without JavaScript, from the header's plain form to a results page
 * the render server draws; and the product lists' filters, plain links, narrow the list to an address
 * anyone can load.
 */
const state = readState();
const tag = uniqueTag();
const made = fixtures(state);
failOnConsoleErrors();

test.afterAll(async () => (await made).cleanup());

test.beforeAll(async () => {
  await (
    await made
  ).product(`Cotton Poplin 40s ${tag}`, 'fabrics', {
    desc: 'A crisp plain-weave poplin for shirting, bleached and mercerised.',
    certifications: ['GOTS', 'OEKO-TEX Standard 100'],
    fibres: [{ fibre: 'organic-cotton', percent: 100 }],
  });
});

test('a search from the header forgives a typo, marks the match, and opens the product', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${state.siteUrl}/`);
  await waitForHydration(page);
  // The header's search box sits in the desktop menu's island, whose code arrives after hydration: the
  // form is React's once it has.
  const search = page.getByRole('banner').getByRole('search');
  await expect.poll(() => search.evaluate(isReactElement)).toBe(true);
  await search.getByRole('searchbox', { name: 'Search products and news' }).fill('poplinn');
  await search.getByRole('searchbox').press('Enter');

  await expect(page).toHaveURL(`${state.siteUrl}/search?q=poplinn`);
  await expect(
    page.getByRole('main').getByText('Nothing matches “poplinn”. Showing the matches for “poplin”.'),
  ).toBeVisible();
  const result = page.getByRole('main').getByRole('article').filter({ hasText: tag });
  await expect(result.locator('mark').first()).toHaveText('Poplin');
  await result.getByRole('link', { name: `Cotton Poplin 40s ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Cotton Poplin 40s ${tag}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Certifications' }).getByRole('listitem')).toHaveText([
    '✓GOTS',
    '✓OEKO-TEX Standard 100',
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header form sends the search, and the results page is drawn by the server', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${state.siteUrl}/products`);
    const search = page.getByRole('banner').getByRole('search');
    await search.getByRole('searchbox').fill('oekotex');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${state.siteUrl}/search?q=oekotex`);
    await expect(page.getByRole('main').getByText(/matches? for “oekotex”, best first/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: `Cotton Poplin 40s ${tag}` })).toBeVisible();
  });
});

test.describe('filters, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a buyer filters the products by a certification and a fibre, and the shared address shows the same list', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${state.siteUrl}/products`);
    const filters = page.getByRole('region', { name: 'Filter by specification' });
    // On a phone the groups are behind "Filters"; each value is a new page that opens at the groups again.
    await filters.getByRole('link', { name: 'Filters' }).click();
    await filters.locator('summary', { hasText: 'Certification' }).click();
    await filters.getByRole('link', { name: /^GOTS \d+ products?$/ }).click();
    await expect(page).toHaveURL(`${state.siteUrl}/products?certification=GOTS#product-filter-groups`);
    await filters.locator('summary', { hasText: 'Fibre' }).click();
    await filters.getByRole('link', { name: /^Organic cotton \d+ products?$/ }).click();
    await expect(page).toHaveURL(
      `${state.siteUrl}/products?certification=GOTS&fibre=organic-cotton#product-filter-groups`,
    );
    const listed = page.getByRole('list', { name: 'Products' }).getByRole('heading');
    await expect(listed.filter({ hasText: tag })).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Chosen filters' }).getByRole('link')).toHaveText([
      'GOTS ×',
      'Organic cotton ×',
      'Clear all',
    ]);

    // The address alone, in a new visit: the filtered list, drawn by the server. (Other specs add products
    // meanwhile, so it is this spec's product that is looked for, not the whole list.)
    const shared = await browser.newPage({ javaScriptEnabled: false });
    await shared.goto(page.url());
    await expect(
      shared.getByRole('list', { name: 'Products' }).getByRole('heading').filter({ hasText: tag }),
    ).toHaveCount(1);
    await expect(shared.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products$/);
    await shared.close();
  });
});
