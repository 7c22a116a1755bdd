import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { waitOutFillTime } from '../support/fill-time.ts';
import { readState } from '../support/system.ts';
import { fixtures, uniqueTag } from '../support/visitor.ts';

/**
 * docs/quotes.md without JavaScript, on the released site and the real API: "Add to quote" opens /quote
 * with the product, the form is a plain multipart post through the render server, a request sent sooner
 * than the minimum fill time comes back refused with everything typed, and a second send is stored.
 */
const state = readState();
const tag = uniqueTag();
const made = fixtures(state);

test.afterAll(async () => (await made).cleanup());
test.use({ javaScriptEnabled: false });

test('a buyer without JavaScript asks for a quotation from a product page', async ({ page }) => {
  const product = await (
    await made
  ).product(`Carded Yarn Ne 20/1 ${tag}`, 'yarn', { moq: { value: 1000, unit: 'kg' } });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${state.siteUrl}/products/${product._id}`);
  await page.getByRole('button', { name: `Add to quote: ${product.title}` }).click();
  await expect(page).toHaveURL(`${state.siteUrl}/quote?product=${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Request for quotation' })).toBeVisible();
  await expect(page.getByRole('link', { name: product.title, exact: true })).toBeVisible();
  // The product's MOQ is the quantity to start from.
  await expect(page.getByRole('form', { name: 'Request for quotation' }).getByLabel('Quantity')).toHaveValue('1000');

  // The footer's message form is on the page too: the quote form's fields, by its name.
  const form = page.getByRole('form', { name: 'Request for quotation' });
  await form.getByLabel('Quantity').fill('400');
  await form.getByLabel('Company').fill(`Knit Works ${tag}`);
  await form.getByLabel('Your name').fill('Farhana Akter');
  await form.getByLabel('E-mail').fill('farhana@knitworks.example');
  await form.getByLabel('Country').selectOption('BD');
  await form.getByLabel('Message').fill('First order, samples welcome.');
  // Sent at once: sooner than a person fills a form, so the API refuses it, and the page keeps what was typed.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('alert')).toContainText('The form was sent too fast');
  await expect(form.getByLabel('Company')).toHaveValue(`Knit Works ${tag}`);
  await expect(form.getByLabel('Quantity')).toHaveValue('400');
  await expect(form.getByLabel('Message')).toHaveValue('First order, samples welcome.');

  await waitOutFillTime(Date.now());
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request for quotation sent' })).toBeVisible();
  const reference = /RFQ-\d{4}-\d{6}/.exec((await page.locator('main').textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();

  // Stored as typed, its quantity marked below the MOQ.
  const api = await apiAs(state);
  const rfqs =
    await api.get<{ reference: string; company: string; lines: { quantity: number; belowMoq: boolean }[] }[]>('/rfqs');
  const stored = rfqs.find((rfq) => rfq.reference === reference);
  expect(stored).toMatchObject({ company: `Knit Works ${tag}`, lines: [{ quantity: 400, belowMoq: true }] });
});
