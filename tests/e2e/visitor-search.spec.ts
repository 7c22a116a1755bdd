import { expect, test } from '@playwright/test';
import { readState } from '../support/system.ts';
import { failOnConsoleErrors } from '../support/session.ts';
import { waitForHydration } from '../support/public-pages.ts';
import { fixtures, uniqueTag } from '../support/visitor.ts';

/**
 * docs/search.md in the released site: a buyer searches from the header, with a typo, finds the product,
 * and opens it; the same search works without JavaScript, from the header's plain form to a results page
 * the render server draws.
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
  });
});

test('a search from the header forgives a typo, marks the match, and opens the product', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${state.siteUrl}/`);
  await waitForHydration(page);
  // The header's search box sits in the desktop menu's island, whose code arrives after hydration.
  await page.waitForLoadState('networkidle');
  const search = page.getByRole('banner').getByRole('search');
  await search.getByRole('searchbox', { name: 'Search products and news' }).fill('poplinn');
  await search.getByRole('searchbox').press('Enter');

  await expect(page).toHaveURL(`${state.siteUrl}/search?q=poplinn`);
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
