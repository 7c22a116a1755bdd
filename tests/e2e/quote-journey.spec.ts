import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { waitOutFillTime } from '../support/fill-time.ts';
import { SIGNED_IN, watchErrors } from '../support/session.ts';
import { adminSession } from '../support/signed-in.ts';
import { toast } from '../support/staff.ts';
import { waitForHydration } from '../support/public-pages.ts';
import { readState } from '../support/system.ts';
import { fixtures, uniqueTag } from '../support/visitor.ts';

/**
 * docs/quotes.md, the whole way on the released site, the dashboard and the real API: a buyer on a phone
 * puts two products in the quote and sends one request; staff find it in the dashboard's inbox with both
 * lines, mark it quoted with a note and export the RFQs as CSV; the buyer opens a product's spec sheet.
 */
const state = readState();
const tag = uniqueTag();
const made = fixtures(state);

test.afterAll(async () => (await made).cleanup());

test('a buyer sends a two-product RFQ from a phone; staff quote it in the inbox and export it', async ({ browser }) => {
  const yarn = await (await made).product(`Compact Yarn Ne 40/1 ${tag}`, 'yarn', { moq: { value: 1000, unit: 'kg' } });
  const fabric = await (await made).product(`Pique Knit 220 GSM ${tag}`, 'fabrics', { moq: { value: 500, unit: 'm' } });
  const company = `Sylhet Apparels ${tag}`;

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const buyer = await phone.newPage();
  const buyerErrors = watchErrors(buyer);
  for (const product of [yarn, fabric]) {
    await buyer.goto(`${state.siteUrl}/products/${product._id}`);
    // Pressed before the page's script has come, the button opens /quote without scripts (visitor-quote-nojs.spec.ts).
    await waitForHydration(buyer);
    await buyer.getByRole('button', { name: `Add to quote: ${product.title}` }).click();
    await expect(buyer.getByRole('link', { name: `In your quote: ${product.title}` })).toBeVisible();
  }
  await buyer.getByRole('link', { name: 'Quote, 2 products' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Request for quotation' })).toBeVisible();
  const loaded = Date.now();
  const form = buyer.getByRole('form', { name: 'Request for quotation' });
  const line = (title: string) =>
    form.getByRole('listitem').filter({ has: buyer.getByRole('heading', { name: title }) });
  await line(yarn.title).getByLabel('Quantity').fill('2500');
  await line(fabric.title).getByLabel('Quantity').fill('300');
  await expect(line(fabric.title)).toContainText('Below the minimum order of 500 m');
  await line(fabric.title)
    .getByLabel(/Target price/)
    .fill('3.10');
  await form.getByLabel('Company').fill(company);
  await form.getByLabel('Your name').fill('Shirin Akter');
  await form.getByLabel('E-mail').fill(`shirin.${tag.toLowerCase()}@sylhet.example`);
  await form.getByLabel('Country').selectOption('BD');
  await form.getByLabel(/Incoterm/).selectOption('FOB');
  await waitOutFillTime(loaded);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(buyer.getByRole('heading', { name: 'Request for quotation sent' })).toBeVisible();
  const reference = /RFQ-\d{4}-\d{6}/.exec((await buyer.getByRole('status').first().textContent()) ?? '')?.[0];
  expect(reference, 'the reference the buyer is given').toBeDefined();
  await expect(buyer.getByRole('link', { name: 'Quote', exact: true })).toBeVisible();
  expect(buyerErrors, 'console errors on the public site').toEqual([]);

  // Staff: the inbox lists it as new, and it opens with both lines linked to their products.
  const desk = await (
    await browser.newContext({ viewport: { width: 1366, height: 900 }, storageState: await adminSession(browser) })
  ).newPage();
  const staffErrors = watchErrors(desk);
  await desk.goto(`${state.siteUrl}/admin/inbox`);
  await expect(desk).toHaveURL(`${state.siteUrl}/admin/inbox`, SIGNED_IN);
  await expect(desk.getByRole('link', { name: /^Inbox \d+ new$/ })).toBeVisible();
  const row = desk.getByRole('row').filter({ hasText: reference! });
  await expect(row).toContainText(company);
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: `Shirin Akter: open the RFQ ${reference}` }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText(reference!);
  for (const product of [yarn, fabric]) {
    await expect(desk.getByRole('link', { name: product.title, exact: true })).toHaveAttribute(
      'href',
      `/products/${product._id}`,
    );
  }
  await expect(desk.getByText('Below MOQ')).toBeVisible();

  await desk.getByLabel('Status', { exact: true }).selectOption('quoted');
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(toast(desk, 'Status changed to Quoted')).toBeVisible();
  await desk.getByLabel('Add note').fill(`Sent FOB Chattogram prices, valid 14 days. ${tag}`);
  await desk.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(desk, 'Note added')).toBeVisible();
  // The note, with who wrote it.
  const note = desk.getByRole('listitem').filter({ hasText: `Sent FOB Chattogram prices, valid 14 days. ${tag}` });
  await expect(note).toBeVisible();
  await expect(note).toContainText(state.admin.email);

  // The CSV: one row per line, this request's two with its status.
  await desk.goto(`${state.siteUrl}/admin/inbox`);
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  const rows = csv.split(/\r?\n/).filter((text) => text.includes(reference!));
  expect(rows).toHaveLength(2);
  expect(rows.join('\n')).toContain(yarn.title);
  expect(rows.join('\n')).toContain(fabric.title);
  expect(rows.every((text) => text.includes('quoted'))).toBe(true);
  expect(staffErrors, 'console errors in the dashboard').toEqual([]);

  // The buyer's spec sheet, from the product page.
  await buyer.goto(`${state.siteUrl}/products/${yarn._id}`);
  const sheetPath = await buyer.getByRole('link', { name: 'Spec sheet (PDF)' }).getAttribute('href');
  const sheet = await buyer.request.get(new URL(sheetPath!, state.siteUrl).href);
  expect(sheet.headers()['content-type']).toBe('application/pdf');
  expect((await sheet.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
