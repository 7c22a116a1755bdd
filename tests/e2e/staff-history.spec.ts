import { expect, type Page } from '@playwright/test';
import { test } from '../support/signed-in.ts';
import { swatchPng, watchErrors } from '../support/session.ts';
import { confirmDelete, openScreen, row, toast, unique } from '../support/staff.ts';
import { readState } from '../support/system.ts';

/**
 * docs/history.md, the whole way on the released site, the dashboard and the real API: a product edited
 * twice goes back to its first version, and the public page shows it within 2 s; a deleted news item comes
 * back from the Trash; the Activity screen lists all of it under the admin who did it.
 */
const state = readState();

async function addProduct(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Product' }).click();
  const add = page.getByRole('dialog', { name: 'Add Product' });
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Category').selectOption({ label: 'Yarn' });
  await add.getByLabel('Description').fill('Carded cotton yarn for towels.');
  await add.getByLabel('End Use').fill('Terry towels');
  await add.getByLabel('Background').fill('Spun in Gazipur.');
  await add.getByLabel('Product Image').setInputFiles(swatchPng);
  await add.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Product Successfully Added')).toBeVisible();
  await expect(add).toBeHidden();
}

async function rename(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Edit ${from}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Update Product' });
  await edit.getByLabel('Title', { exact: true }).fill(to);
  await edit.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, `${to} is updated`)).toBeVisible();
  await expect(edit).toBeHidden();
}

test('staff get an overwritten product and a deleted news item back, and Activity shows who did it', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  // Admin titles are cut at 20 characters: these stay within it.
  const first = unique('Towel Ne');
  const second = unique('Towel Ne12');
  const third = unique('Towel Ne16');

  await openScreen(page, state, '/admin/product', 'Products');
  await addProduct(page, first);
  await rename(page, first, second);
  await rename(page, second, third);

  // The public page, showing the third title.
  const site = await context.newPage();
  await site.goto(`${state.siteUrl}/products/yarn`);
  const link = site.getByRole('main').getByRole('link', { name: third });
  const productUrl = state.siteUrl + (await link.getAttribute('href'));
  await site.goto(productUrl);
  await expect(site.getByRole('heading', { level: 1, name: third })).toBeVisible();

  await page.getByRole('button', { name: `History of ${third}`, exact: true }).click();
  const history = page.getByRole('dialog', { name: `History of “${third}”` });
  const versions = history.getByRole('group', { name: 'Versions, newest first' });
  await expect(versions.getByRole('radio')).toHaveCount(3);
  await versions.getByRole('radio').last().check();
  await history.getByRole('button', { name: 'Restore this version' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Restore this version?' });
  await ask.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(toast(page, 'Version restored')).toBeVisible();
  await expect(versions.getByRole('radio')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await expect(row(page, first)).toBeVisible();

  // Within 2 s the public page shows the first title again.
  await expect(async () => {
    await site.reload();
    await expect(site.getByRole('heading', { level: 1, name: first })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 2_000 });

  // A news item deleted, then brought back from the Trash under the same address.
  const news = unique('Cotton Prices');
  await page.goto(`${state.siteUrl}/admin/news`);
  await page.getByRole('button', { name: 'Add News' }).click();
  const add = page.getByRole('dialog', { name: 'Add News' });
  await add.getByLabel('Title').fill(news);
  await add.getByLabel('Content').fill('Cotton prices held steady at the Chittagong port this week.');
  await add.getByLabel('News Image').setInputFiles(swatchPng);
  await add.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'News Successfully Added')).toBeVisible();
  await site.goto(`${state.siteUrl}/news`);
  const newsUrl = state.siteUrl + (await site.getByRole('link', { name: news }).first().getAttribute('href'));

  await page.getByRole('button', { name: `Delete ${news}`, exact: true }).click();
  await confirmDelete(page, 'Are You Sure to Delete That News ?', 'News Deleted Successfully');
  await site.goto(newsUrl);
  await expect(site.getByRole('heading', { name: 'Page Not Found' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name: 'Trash', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  await page.getByRole('button', { name: `Restore: ${news}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Restore: ${news}`, exact: true })).toHaveCount(0);
  await expect(async () => {
    await site.goto(newsUrl);
    await expect(site.getByRole('heading', { level: 1, name: news })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  // The Activity screen: all of it, by the admin who did it.
  await page.getByRole('link', { name: 'Activity', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  for (const [action, title] of [
    ['Restored', news],
    ['Moved to the trash', news],
    ['Added', news],
    ['Restored', first],
    ['Updated', third],
    ['Updated', second],
    ['Added', first],
  ]) {
    const entry = page.getByRole('row').filter({ hasText: title! }).filter({ hasText: action! });
    await expect(entry.first()).toContainText(state.admin.email);
  }
  expect(errors).toEqual([]);
});
