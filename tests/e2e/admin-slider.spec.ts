import { expect } from '@playwright/test';
import { SIGNED_IN, swatchPng } from '../support/session.ts';
import { test } from '../support/signed-in.ts';
import { readState } from '../support/system.ts';

/** A staff journey against the real API: add a slide with an uploaded image, edit it, delete it. */
const state = readState();

test('staff add, edit and delete a slide, and the home page follows', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${state.siteUrl}/admin/slider`);
  await expect(page).toHaveURL(`${state.siteUrl}/admin/slider`, SIGNED_IN);
  await expect(page).toHaveTitle('Slider Controller | Dashboard');

  await page.getByRole('button', { name: 'Add Slide' }).click();
  const add = page.getByRole('dialog', { name: 'Add Slide' });
  await add.getByLabel('Title').fill('Organic Cotton Week');
  await add.getByLabel('Caption').fill('GOTS-certified yarn and fabric, shipped from Dhaka.');
  await add.getByLabel('Button Link').fill('/products/yarn');
  await add.getByLabel('Slider Image').setInputFiles(swatchPng);
  await add.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Slider Successfully Added')).toBeVisible();
  await expect(add).toBeHidden();
  const row = page.getByRole('row', { name: /Organic Cotton Week/ });
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', new RegExp(`^${state.apiUrl}/uploads/[0-9a-f]{32}\\.webp$`));

  await row.getByRole('button', { name: 'Edit Organic Cotton Week' }).click();
  const edit = page.getByRole('dialog', { name: 'Update 1st Slide' });
  await edit.getByLabel('Title', { exact: true }).fill('Organic Cotton Fortnight');
  await edit.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Slide Updated')).toBeVisible();
  await expect(page.getByRole('row', { name: /Organic Cotton Fortnight/ })).toBeVisible();

  const home = await page.context().newPage();
  await home.goto(state.siteUrl);
  await expect(home.getByRole('heading', { name: 'Organic Cotton Fortnight' })).toBeAttached();
  await home.close();

  await page.getByRole('button', { name: 'Delete Organic Cotton Fortnight' }).click();
  await expect(page.getByText('Are You Sure to Delete That Slide ?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Slide Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Organic Cotton Fortnight/ })).toHaveCount(0);

  const after = (await (await fetch(`${state.apiUrl}/sliders`)).json()) as { title: string }[];
  expect(after.map((slide) => slide.title)).not.toContain('Organic Cotton Fortnight');
  expect(errors).toEqual([]);
});
