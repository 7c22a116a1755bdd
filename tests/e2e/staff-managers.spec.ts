import { expect } from '@playwright/test';
import { test } from '../support/signed-in.ts';
import { swatchPng, watchErrors } from '../support/session.ts';
import { confirmDelete, expectUploadedImage, openScreen, row, toast, unique } from '../support/staff.ts';
import { readState } from '../support/system.ts';

/**
 * Staff journeys on the real API for the content managers of docs/spec.md §2: about sections, news and
 * privacy-center sections. Each adds (with an uploaded image where the form has one), edits and deletes
 * its own uniquely named record, and checks the public page that shows it after each step.
 */
const state = readState();

/** docs/spec.md §9 truncation: the first `max` characters and an ellipsis when something was cut. */
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`);

test('about: add a section with an image, edit it and delete it; /about follows', async ({ page, context }) => {
  const errors = watchErrors(page);
  const title = unique('Mill Audits');
  const paragraph =
    'Every spinning mill we place an order with is audited first for wages, fire safety, water treatment and chemical storage.';
  const newTitle = unique('Audited Mills');
  const newParagraph = 'Audits are repeated each season by our own compliance team.';

  await openScreen(page, state, '/admin/about', 'About Us');
  await page.getByRole('button', { name: 'Add Section' }).click();
  const add = page.getByRole('dialog', { name: 'Add Section' });
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Paragraph').fill(paragraph);
  await add.getByLabel('About Image').setInputFiles(swatchPng);
  await expect(add.getByRole('img', { name: 'Preview of swatch.png' })).toBeVisible();
  await add.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Section Successfully Added')).toBeVisible();
  await expect(add).toBeHidden();

  // Newest first, the paragraph cut to 100 characters, the image the API's copy of the upload.
  const added = row(page, title);
  await expect(page.getByRole('row').nth(1)).toContainText(title);
  await expect(added).toContainText(cut(paragraph, 100));
  await expect(added).not.toContainText(paragraph);
  await expectUploadedImage(added.locator('img'), state);

  const site = await context.newPage();
  await site.goto(`${state.siteUrl}/about`);
  await expect(site).toHaveTitle('About Us | TexBridge');
  const section = site.getByRole('article').filter({ has: site.getByRole('heading', { name: title }) });
  await expect(section).toContainText(paragraph);
  await expect(section.locator('img')).toHaveAttribute('src', /\/uploads\/[0-9a-f]{32}\.webp/);

  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Update About Section' });
  await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(edit.getByLabel('Paragraph', { exact: true })).toHaveValue(paragraph);
  await edit.getByLabel('Title', { exact: true }).fill(newTitle);
  await edit.getByLabel('Paragraph', { exact: true }).fill(newParagraph);
  await edit.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'About Section Updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row(page, newTitle)).toContainText(newParagraph);
  await expect(row(page, title)).toHaveCount(0);

  await site.reload();
  await expect(site.getByRole('heading', { name: newTitle })).toBeVisible();
  await expect(site.getByText(newParagraph)).toBeVisible();
  await expect(site.getByRole('heading', { name: title, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: `Delete ${newTitle}`, exact: true }).click();
  await confirmDelete(page, 'Are You Sure to Delete That Section ?', 'Section Deleted Successfully');
  await expect(row(page, newTitle)).toHaveCount(0);

  await site.reload();
  await expect(site.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
  await expect(site.getByRole('heading', { name: newTitle })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('news: add an item with an image, edit it and delete it; /news and its detail follow', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  // Admin titles are cut at 20 characters: these stay within it.
  const title = unique('Jute Prices');
  const newTitle = unique('Jute Outlook');
  const content =
    'Raw jute prices at the Narayanganj market rose for the third week running as mills restocked ahead of the monsoon; buyers booking sacking fabric for the autumn should confirm volumes early.';
  const newContent = 'Prices steadied this week. Sacking fabric lead times are back to six weeks.';

  await openScreen(page, state, '/admin/news', 'News');
  await page.getByRole('button', { name: 'Add News' }).click();
  const add = page.getByRole('dialog', { name: 'Add News' });
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Content').fill(content);
  await add.getByLabel('News Image').setInputFiles(swatchPng);
  await add.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'News Successfully Added')).toBeVisible();
  // Today as the API dated the item a moment ago (read now, not at the start, in case midnight passed).
  const now = new Date();
  const released = `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
  await expect(add).toBeHidden();

  const added = row(page, title);
  await expect(page.getByRole('row').nth(1)).toContainText(title);
  await expect(added).toContainText(cut(content, 50));
  await expect(added).toContainText(released);
  await expectUploadedImage(added.locator('img'), state);

  const site = await context.newPage();
  await site.goto(`${state.siteUrl}/news`);
  await expect(site).toHaveTitle('News | TexBridge');
  const card = site.getByRole('article').filter({ has: site.getByRole('link', { name: title }) });
  await expect(card).toContainText(cut(content, 130));
  await expect(card).not.toContainText(content);
  await expect(card).toContainText(`Released ${released}`);
  const detailLink = card.getByRole('link', { name: title });
  const detailUrl = state.siteUrl + (await detailLink.getAttribute('href'));
  expect(detailUrl).toMatch(/\/news\/[0-9a-f]{24}$/);
  await detailLink.click();
  await expect(site).toHaveURL(detailUrl);
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(site.getByText(content)).toBeVisible();
  await expect(site).toHaveTitle(`${title.slice(0, 10)} | TexBridge`);

  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Update News' });
  await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
  await edit.getByLabel('Title', { exact: true }).fill(newTitle);
  await edit.getByLabel('Content', { exact: true }).fill(newContent);
  await edit.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'News Updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row(page, newTitle)).toContainText(cut(newContent, 50));

  await site.goto(`${state.siteUrl}/news`);
  await expect(site.getByRole('link', { name: newTitle })).toBeVisible();
  await expect(site.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await site.goto(detailUrl);
  await expect(site.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(site.getByText(newContent)).toBeVisible();

  await page.getByRole('button', { name: `Delete ${newTitle}`, exact: true }).click();
  await confirmDelete(page, 'Are You Sure to Delete That News ?', 'News Deleted Successfully');
  await expect(row(page, newTitle)).toHaveCount(0);

  await site.goto(`${state.siteUrl}/news`);
  await expect(site.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expect(site.getByRole('link', { name: newTitle })).toHaveCount(0);
  await site.goto(detailUrl);
  await expect(site.getByRole('heading', { name: 'Page Not Found' })).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('privacy center: add a section, edit it and delete it; the home page follows', async ({ page, context }) => {
  const errors = watchErrors(page);
  const title = unique('Buyer Data Promise');
  const newTitle = unique('Buyer Data Pledge');
  const values = {
    'Short Caption': 'How we keep buyers’ designs and prices to ourselves.',
    Privacy: 'Tech packs and prices are shared only with the mills quoting on them.',
    Policy: 'Every supplier signs a non-disclosure agreement before seeing a design.',
    'Why Choose': 'Twenty years of sourcing without a single leaked collection.',
  };

  await openScreen(page, state, '/admin/privacy', 'Privacy Center');
  await page.getByRole('button', { name: 'Add Privacy' }).click();
  const add = page.getByRole('dialog', { name: 'Add Privacy' });
  await add.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  for (const [label, value] of Object.entries(values))
    await add.getByRole('textbox', { name: label, exact: true }).fill(value);
  await add.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Section is added')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(page.getByRole('row').nth(1)).toContainText(title);
  // Each text is cut to 60 characters in the table (docs/spec.md §9).
  for (const value of Object.values(values)) await expect(row(page, title)).toContainText(cut(value, 60));

  const site = await context.newPage();
  await site.goto(state.siteUrl);
  const centre = site.getByRole('region', { name: 'Privacy Center' });
  const article = centre.getByRole('article').filter({ has: site.getByRole('heading', { name: title }) });
  await expect(article).toContainText(values['Short Caption']);
  await expect(article).toContainText(values.Privacy);
  await expect(article).toContainText(values.Policy);
  await expect(article).toContainText(values['Why Choose']);

  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Update Privacy Section' });
  await expect(edit.getByRole('textbox', { name: 'Policy', exact: true })).toHaveValue(values.Policy);
  await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(newTitle);
  await edit
    .getByRole('textbox', { name: 'Policy', exact: true })
    .fill('Suppliers sign a non-disclosure agreement each season.');
  await edit.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Privacy Updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row(page, newTitle)).toContainText('Suppliers sign a non-disclosure agreement each season.');

  await site.reload();
  const edited = centre.getByRole('article').filter({ has: site.getByRole('heading', { name: newTitle }) });
  await expect(edited).toContainText('Suppliers sign a non-disclosure agreement each season.');
  await expect(centre.getByRole('heading', { name: title, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: `Delete ${newTitle}`, exact: true }).click();
  await confirmDelete(page, 'Are You Sure to Delete That Section ?', 'Section Deleted Successfully');
  await expect(row(page, newTitle)).toHaveCount(0);

  await site.reload();
  await expect(site.getByRole('heading', { name: 'Client Reviews' })).toBeVisible();
  await expect(site.getByRole('heading', { name: newTitle })).toHaveCount(0);
  expect(errors).toEqual([]);
});
