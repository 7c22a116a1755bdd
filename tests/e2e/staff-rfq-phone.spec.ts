import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { waitOutFillTime } from '../support/fill-time.ts';
import { SIGNED_IN } from '../support/session.ts';
import { adminSession } from '../support/signed-in.ts';
import { toast } from '../support/staff.ts';
import { readState } from '../support/system.ts';
import { fixtures, uniqueTag } from '../support/visitor.ts';

/**
 * docs/quotes.md on a phone, in the released dashboard and the real API: an RFQ opens with its follow-up
 * first and Delete last, a status change joins the status history with who and when, and its toast leaves
 * Delete uncovered.
 */
const state = readState();
const tag = uniqueTag();
const made = fixtures(state);

test.afterAll(async () => (await made).cleanup());

test('staff on a phone find the follow-up first, Delete last, and each status change in the history', async ({
  browser,
}) => {
  const yarn = await (await made).product(`Siro Yarn Ne 40/1 ${tag}`, 'yarn', { moq: { value: 1000, unit: 'kg' } });
  const api = await apiAs(state);
  const { startToken } = await api.get<{ startToken: string }>('/rfqs/start');
  await waitOutFillTime(Date.now());
  const { reference } = await api.post<{ reference: string }>('/rfqs', {
    company: `Chittagong Knits ${tag}`,
    name: 'Rashed Karim',
    email: 'rashed@ctgknits.example',
    country: 'BD',
    lines: [{ productId: yarn._id, quantity: 1200, unit: 'kg' }],
    startToken,
  });

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    storageState: await adminSession(browser),
  });
  const page = await phone.newPage();
  await page.goto(`${state.siteUrl}/admin/inbox`);
  await expect(page).toHaveURL(`${state.siteUrl}/admin/inbox`, SIGNED_IN);
  await page.getByRole('link', { name: new RegExp(`open the RFQ ${reference}`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);

  // Status and Save come before what the buyer sent, and Delete after everything.
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  const save = page.getByRole('button', { name: 'Save' });
  const products = page.getByRole('heading', { name: 'Products' });
  const remove = page.getByRole('button', { name: /^Delete/ });
  const top = async (locator: typeof status) => (await locator.boundingBox())!.y;
  expect(await top(status)).toBeLessThan(await top(products));
  expect(await top(save)).toBeLessThan(await top(products));
  expect(await top(remove)).toBeGreaterThan(await top(products));
  await expect(page.getByText('Still new: no change of status yet.')).toBeVisible();

  await status.selectOption('quoted');
  await save.click();
  await expect(toast(page, 'Status changed to Quoted')).toBeVisible();
  // The toast does not cover Delete: with Delete scrolled into view while the toast shows, they do not meet.
  const shown = await toast(page, 'Status changed to Quoted').elementHandle();
  const overlaps = await remove.evaluate(async (button, message) => {
    button.scrollIntoView({ block: 'end' });
    // The toaster moves above a page action on the frame after a scroll: measure after it has.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const [a, b] = [button.getBoundingClientRect(), (message as Element).getBoundingClientRect()];
    return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  }, shown);
  expect(overlaps, 'the toast covers Delete').toBe(false);

  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history).toContainText(state.admin.email);
  await expect(history).toContainText('Quoted');
  await phone.close();
});
