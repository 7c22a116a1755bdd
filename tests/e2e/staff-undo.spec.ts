/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { SIGNED_IN } from '../support/session.ts';
import { adminSession } from '../support/signed-in.ts';
import { unique } from '../support/staff.ts';
import { readState } from '../support/system.ts';

/**
 * docs/history.md on a 390 px phone, in the real browser: a delete's toast offers Undo, which brings the
 * record back where it was; and toasts stacked up never cover the screen's own actions, a manager's Add at
 * its top or a request's Delete wherever the screen puts it.
 */
const state = readState();
const PHONE = { width: 390, height: 844 };
type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toasts on screen: each is a bar around its polite live region (react-hot-toast's role="status"). */
const toastBars = (page: Page) => page.locator('[data-rht-toaster] [role="status"][aria-live="polite"]').locator('..');

/** At least `count` toasts show together, and none of them covers `action`, which is in the window. */
async function expectUncovered(page: Page, action: Locator, count: number) {
  await expect(async () => {
    const target = (await action.boundingBox())!;
    expect(target.y).toBeGreaterThanOrEqual(0);
    expect(target.y + target.height).toBeLessThanOrEqual(PHONE.height);
    const bars: Box[] = [];
    for (const bar of await toastBars(page).all()) {
      const box = await bar.boundingBox();
      if (box && (await bar.evaluate((element) => getComputedStyle(element).opacity !== '0'))) bars.push(box);
    }
    expect(bars.length, `toasts showing: ${JSON.stringify(bars)}`).toBeGreaterThanOrEqual(count);
    expect(
      bars.filter((bar) => overlaps(bar, target)),
      `covering ${JSON.stringify(target)}`,
    ).toEqual([]);
  }).toPass({ timeout: 3_000 });
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

test('a manager: three deletes stack three toasts clear of Add, and Undo brings one back', async () => {
  const api = await apiAs(state);
  const titles = [unique('Undo One'), unique('Undo Two'), unique('Undo Three')];
  for (const title of titles) {
    await api.post('/add-privacy', {
      title,
      caption: 'Kept for the undo test.',
      privacy: 'We keep enquiries for twelve months.',
      policy: 'Audited suppliers only.',
      why: 'Two decades of sourcing.',
    });
  }
  await page.goto(`${state.siteUrl}/admin/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Center' })).toBeVisible(SIGNED_IN);
  for (const [n, title] of titles.entries()) {
    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Section Deleted Successfully', { exact: true })).toHaveCount(n + 1);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectUncovered(page, page.getByRole('button', { name: 'Add Privacy' }), 3);

  const undo = page.getByRole('button', { name: `Undo: restore “${titles[1]}”`, exact: true });
  await undo.click();
  await expect(page.getByText(`“${titles[1]}” restored`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${titles[1]}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${titles[0]}`, exact: true })).toHaveCount(0);

  // Left as the other journeys found it: gone for good.
  await api.delete(`/delete-privacy/${await idOf(titles[1]!)}`);
  for (const title of titles) await api.delete(`/trash/privacy/${await trashedId(title)}`);
});

test('a request: toasts stay clear of its Delete, and a delete is undone from the inbox', async () => {
  const name = unique('Undo Buyer');
  const sent = await fetch(`${state.apiUrl}/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: name, user_email: 'undo@buyer.example', message: 'Please quote 20 tonnes.' }),
  });
  expect(sent.status).toBe(200);
  const { insertedId } = (await sent.json()) as { insertedId: string };
  await page.goto(`${state.siteUrl}/admin/inbox/enquiry/${insertedId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${name}` })).toBeVisible(SIGNED_IN);

  // Three changes in a row, then straight to Delete, brought to the window's foot, while their toasts show
  // (2 s each: the last at least is still there, and it is a long one, as wide as a toast gets).
  for (const note of ['Called the buyer.', 'Sent the price list.']) {
    await page.getByLabel('Add note').fill(note);
    await page.getByRole('button', { name: 'Add note', exact: true }).click();
  }
  await page.getByLabel('Status', { exact: true }).selectOption('replied');
  await page.getByLabel('Assignee', { exact: true }).selectOption(state.admin.email);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Status changed to Replied; assigned to ${state.admin.email}`)).toBeVisible();
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await remove.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expectUncovered(page, remove, 1);

  await remove.click();
  await page
    .getByRole('alertdialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await page.getByRole('button', { name: `Undo: restore “Enquiry from ${name}”`, exact: true }).click();
  await expect(page.getByText(`“Enquiry from ${name}” restored`, { exact: true })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();

  await (await apiAs(state)).delete(`/delete-enquiries/${insertedId}`);
  await (await apiAs(state)).delete(`/trash/enquiries/${insertedId}`);
});

async function idOf(title: string) {
  const rows = await (await apiAs(state)).get<{ _id: string; title: string }[]>('/privacy');
  return rows.find((row) => row.title === title)!._id;
}
async function trashedId(title: string) {
  const items = await (await apiAs(state)).get<{ _id: string; title: string }[]>('/trash?resource=privacy');
  return items.find((item) => item.title === title)!._id;
}
