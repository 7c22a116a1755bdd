import { expect, type Page } from '@playwright/test';
import { test } from '../support/signed-in.ts';
import { swatchPng, watchErrors } from '../support/session.ts';
import { confirmDelete, expectUploadedImage, openScreen, row, toast, unique } from '../support/staff.ts';
import { readState } from '../support/system.ts';

/**
 * Staff journeys on the real API for the catalogue: products (their category page, the header's
 * Products flyout and their detail page follow) and reviews (the home page's Client Reviews follow).
 */
const state = readState();

/** The header's Products menu, opened on the Yarn flyout: the list of that category's products. */
async function yarnFlyout(site: Page) {
  const menu = site.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Products', exact: true }).click();
  await menu.getByRole('button', { name: 'Yarn products' }).click();
  return menu.getByRole('list', { name: 'Yarn products' });
}

test('products: add one with an image, edit it and delete it; its category page, the Products flyout and its detail follow', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  // Admin titles are cut at 20 characters: these stay within it.
  const title = unique('Slub Yarn Ne');
  const newTitle = unique('Slub Ne30');
  const desc = 'Open-end slub yarn in combed cotton for denim and casual wovens.';

  await openScreen(page, state, '/admin/product', 'Products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const add = page.getByRole('dialog', { name: 'Add Product' });
  await expect(add.getByLabel('Category')).toHaveValue('');
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Category').selectOption({ label: 'Yarn' });
  await add.getByLabel('Description').fill(desc);
  await add.getByRole('button', { name: 'Add feature' }).click();
  await add.getByRole('textbox', { name: 'Feature 1', exact: true }).fill('Irregular slub effect');
  await add.getByRole('button', { name: 'Add composition' }).click();
  await add.getByRole('textbox', { name: 'Composition 1', exact: true }).fill('100% cotton');
  await add.getByLabel('End Use').fill('Denim');
  await add.getByLabel('Background').fill('Spun in Narsingdi on open-end frames.');
  await add.getByLabel('Product Image').setInputFiles(swatchPng);
  await add.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Product Successfully Added')).toBeVisible();
  await expect(add).toBeHidden();

  const added = row(page, title);
  await expect(page.getByRole('row').nth(1)).toContainText(title);
  await expect(added.getByRole('cell', { name: 'Yarn', exact: true })).toBeVisible();
  await expect(added).toContainText('Denim');
  await expectUploadedImage(added.locator('img'), state);

  const site = await context.newPage();
  await site.goto(`${state.siteUrl}/products/yarn`);
  await expect(site.getByRole('main').getByRole('link', { name: title })).toBeVisible();
  const flyout = await yarnFlyout(site);
  await expect(flyout.getByRole('link', { name: title })).toBeVisible();
  const detailLink = flyout.getByRole('link', { name: title });
  // The link's own address: a pattern like /products/[^/]+ would also match the category page itself.
  const detailUrl = state.siteUrl + (await detailLink.getAttribute('href'));
  expect(detailUrl).toMatch(/\/products\/[0-9a-f]{24}$/);
  await detailLink.click();
  await expect(site).toHaveURL(detailUrl);
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(site).toHaveTitle(`${title.slice(0, 10)} | TexBridge`);
  await expect(site.getByText(desc)).toBeVisible();
  await expect(site.getByText('Irregular slub effect')).toBeVisible();
  await expect(site.getByText('100% cotton')).toBeVisible();
  await expect(site.getByRole('heading', { name: 'Related Yarn' })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Update Product' });
  await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(edit.getByRole('textbox', { name: 'Feature 1', exact: true })).toHaveValue('Irregular slub effect');
  await edit.getByLabel('Title', { exact: true }).fill(newTitle);
  await edit.getByRole('button', { name: 'Add feature' }).click();
  await edit.getByRole('textbox', { name: 'Feature 2', exact: true }).fill('Low hairiness');
  await edit.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, `${newTitle} is updated`)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row(page, newTitle)).toBeVisible();

  await site.goto(detailUrl);
  await expect(site.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(site.getByText('Irregular slub effect')).toBeVisible();
  await expect(site.getByText('Low hairiness')).toBeVisible();
  await site.goto(`${state.siteUrl}/products/yarn`);
  await expect(site.getByRole('main').getByRole('link', { name: newTitle })).toBeVisible();
  await expect((await yarnFlyout(site)).getByRole('link', { name: newTitle })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${newTitle}`, exact: true }).click();
  await confirmDelete(page, 'Are You Sure to Delete This Product ?', 'Product Deleted Successfully');
  await expect(row(page, newTitle)).toHaveCount(0);

  await site.goto(`${state.siteUrl}/products/yarn`);
  await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
  const flyoutAfter = await yarnFlyout(site);
  await expect(flyoutAfter.getByRole('link').first()).toBeVisible();
  await expect(flyoutAfter.getByRole('link', { name: newTitle })).toHaveCount(0);
  await expect(site.getByRole('main').getByRole('link', { name: newTitle })).toHaveCount(0);
  await site.goto(detailUrl);
  await expect(site.getByRole('heading', { name: 'Page Not Found' })).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('reviews: add one with a photo and a star rating, then delete it; the home page’s Client Reviews follow', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  const name = unique('Viscose Twill');
  const comment = 'Shade bands matched the lab dip and the fabric arrived a week early.';

  await openScreen(page, state, '/admin/reviews', 'Reviews');
  await page.getByRole('button', { name: 'Add Review' }).click();
  const add = page.getByRole('dialog', { name: 'Add Review' });
  await add.getByLabel('Product Name').fill(name);
  await add.getByLabel('Comment').fill(comment);
  const stars = add.getByRole('radiogroup', { name: 'Ratings' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  // The drawn star covers its radio button: choose it from the keyboard, as a keyboard user would.
  const fourStars = stars.getByRole('radio', { name: '4 stars' });
  await fourStars.focus();
  await page.keyboard.press('Space');
  await expect(fourStars).toBeChecked();
  await add.getByLabel('Photo').setInputFiles(swatchPng);
  await add.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Review Successfully Added')).toBeVisible();
  // Today as the review was dated a moment ago (read now, not at the start, in case midnight passed).
  const now = new Date();
  const dated = `${now.getDate()} - ${now.getMonth() + 1} - ${now.getFullYear()}`;
  await expect(add).toBeHidden();

  const added = row(page, name);
  await expect(page.getByRole('row').nth(1)).toContainText(name);
  await expect(added.getByRole('img', { name: '4 out of 5' })).toBeVisible();
  await expect(added).toContainText(comment);
  await expectUploadedImage(added.locator('img'), state);
  // docs/spec.md §6: reviews are added and deleted, never edited.
  await expect(page.getByRole('button', { name: `Edit review of ${name}` })).toHaveCount(0);

  const site = await context.newPage();
  await site.goto(state.siteUrl);
  const reviews = site.getByRole('region', { name: 'Client Reviews' });
  const card = reviews.getByRole('article').filter({ has: site.getByRole('heading', { name }) });
  await expect(card).toContainText(comment);
  await expect(card).toContainText(`Reviewed ${dated}`);

  // Cancelling the confirmation keeps the review.
  await page.getByRole('button', { name: `Delete review of ${name}`, exact: true }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(confirmation).toContainText('Are You Sure to Delete This Review ?');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();
  await expect(added).toBeVisible();

  await page.getByRole('button', { name: `Delete review of ${name}`, exact: true }).click();
  await confirmDelete(page, 'Are You Sure to Delete This Review ?', 'Review Deleted Successfully');
  await expect(row(page, name)).toHaveCount(0);

  await site.reload();
  await expect(reviews.getByRole('article').first()).toBeVisible();
  await expect(reviews.getByRole('heading', { name })).toHaveCount(0);
  expect(errors).toEqual([]);
});
