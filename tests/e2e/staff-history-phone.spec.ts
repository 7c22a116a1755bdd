/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { SIGNED_IN } from '../support/session.ts';
import { adminSession } from '../support/signed-in.ts';
import { unique } from '../support/staff.ts';
import { readState } from '../support/system.ts';
import { uploadSwatch } from '../support/visitor.ts';

/**
 * docs/history.md and docs/adding-a-field.md in the real browser, on a 390 px phone and a desktop: a
 * record's History keeps "Restore this version" on screen beside a diff longer than the window, and never
 * offers it for the version the record is now; the fibre and specification rows show their column names
 * above their inputs, and on a phone each input its own, none of them past the window's edge. With
 * SHOTS_DIR set, each is saved as a PNG there, for a person to look at.
 */
const state = readState();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
const specs = (unit: string) =>
  ['GSM', 'Width', 'Construction', 'Weave/knit', 'Finish', 'Shrinkage', 'Colour fastness', 'Pilling'].map(
    (label, at) => ({ label, value: `${at + 1}${at + 1}0`, unit }),
  );

let api: Awaited<ReturnType<typeof apiAs>>;
let title: string;
let id: string;
test.beforeAll(async () => {
  api = await apiAs(state);
  title = unique('Phone Poplin');
  const { insertedId } = await api.post<{ insertedId: string }>('/add-products', {
    title,
    desc: 'Combed cotton poplin for shirts.',
    endUse: 'Shirts',
    background: 'Woven in Gazipur.',
    category: 'fabrics',
    productImage: await uploadSwatch(state),
    moq: { value: 500, unit: 'm' },
    sampleAvailable: true,
    fibres: [
      { fibre: 'cotton', percent: 60 },
      { fibre: 'recycled-polyester', percent: 40 },
    ],
    specs: specs('g/m²'),
  });
  id = insertedId;
  // A second version, so the first is an older one: it holds every field, a diff longer than a phone.
  await api.put(`/product/${id}`, { endUse: 'Shirts and dresses', specs: specs('cm') });
});
test.afterAll(async () => {
  await api.delete(`/delete-products/${id}`).catch(() => undefined);
});

async function openManager(page: Page, viewport: typeof PHONE) {
  await page.setViewportSize(viewport);
  await page.goto(`${state.siteUrl}/admin/product`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products', exact: true })).toBeVisible(SIGNED_IN);
  const search = page.getByRole('search', { name: 'Search products' });
  await search.getByRole('searchbox').fill(title);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** Each part's input: a choice, a number, a text with suggestions (a combobox too), a text. */
const ROLES: Record<string, 'combobox' | 'spinbutton' | 'textbox'> = {
  Fibre: 'combobox',
  Percent: 'spinbutton',
  Label: 'combobox',
  Value: 'textbox',
  Unit: 'textbox',
};

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/** A visible text that reads exactly `text`, above `input` and over some of its width: its column or own label. */
async function captionAbove(scope: Locator, input: Locator, text: string) {
  const target = await boxOf(input);
  for (const candidate of await scope.getByText(text, { exact: true }).all()) {
    const box = await candidate.boundingBox();
    if (!box || box.width < 2 || box.height < 2 || !(await candidate.isVisible())) continue;
    const above = box.y + box.height <= target.y + 1;
    const overlaps = box.x < target.x + target.width && target.x < box.x + box.width;
    if (above && overlaps) return true;
  }
  return false;
}

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await (
    await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce', storageState: await adminSession(browser) })
  ).newPage();
  await page.goto(`${state.siteUrl}/admin`);
  await expect(page).toHaveURL(`${state.siteUrl}/admin`, SIGNED_IN);
});
test.afterAll(async () => {
  await page.context().close();
});

test('History on a phone: Restore stays on screen beside a long diff, and is not offered for the current version', async () => {
  await openManager(page, PHONE);
  await page.getByRole('button', { name: `History of ${title}`, exact: true }).click();
  const history = page.getByRole('dialog', { name: `History of “${title}”` });
  const versions = history.getByRole('group', { name: 'Versions, newest first' });
  await expect(versions.getByRole('radio')).toHaveCount(2);

  // The first version against nothing: every field, far longer than the window.
  await versions.getByRole('radio').last().check();
  const changes = history.getByRole('list', { name: /^Changes from nothing to Added by / });
  await expect(changes.getByRole('heading', { level: 4, name: 'Specification', exact: true })).toBeVisible();
  const diff = await boxOf(changes);
  expect(diff.y + diff.height).toBeGreaterThan(PHONE.height);
  const restore = history.getByRole('button', { name: 'Restore this version' });
  await expect(restore).toBeVisible();
  const box = await boxOf(restore);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  // Reachable where it is, by a tap: nothing covers it.
  await restore.click({ trial: true });
  await shoot(page, 'history-390');

  // The newest version is the record as it is now: nothing to restore.
  await versions.getByRole('radio').first().check();
  await expect(history.getByRole('heading', { level: 4, name: 'End Use' })).toBeVisible();
  await expect(history.getByText('This version is the product as it is now.')).toBeVisible();
  await expect(history.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the fibre and specification rows at ${viewport.width} px: each input under its column's name`, async () => {
    await openManager(page, viewport);
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Update Product' });
    const parts: [string, string[]][] = [
      ['Fibre content', ['Fibre', 'Percent']],
      ['Specification', ['Label', 'Value', 'Unit']],
    ];
    const problems: string[] = [];
    for (const [legend, labels] of parts) {
      const rows = edit.getByRole('group', { name: legend, exact: true });
      for (const label of labels) {
        for (const row of [1, 2]) {
          const input = rows.getByRole(ROLES[label]!, { name: `${label} ${row}`, exact: true });
          await input.scrollIntoViewIfNeeded();
          if (!(await captionAbove(rows, input, label)))
            problems.push(`${legend}: no “${label}” above ${label} ${row}`);
          const box = await boxOf(input);
          if (box.x < 0 || box.x + box.width > viewport.width) problems.push(`${label} ${row} is past the edge`);
        }
      }
    }
    await edit.getByRole('group', { name: 'Fibre content', exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, `rows-${viewport.width}`);
    expect(problems).toEqual([]);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
  });
}
