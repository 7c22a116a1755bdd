import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { waitOutFillTime } from '../support/fill-time.ts';
import { waitForHydration } from '../support/public-pages.ts';
import { readState } from '../support/system.ts';
import { fixtures, uniqueTag } from '../support/visitor.ts';

/**
 * docs/quotes.md and docs/search.md on a phone, on the released site and the real API: amounts read as the
 * buyer's language writes them, the units that measure a product, a quote's draft kept across Back and a
 * reload, a basket of several products without JavaScript, and the product filters behind one button.
 */
const state = readState();
const tag = uniqueTag();
const made = fixtures(state);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.afterAll(async () => (await made).cleanup());

const quoteForm = (page: Page) => page.getByRole('form', { name: 'Request for quotation' });

async function addFromItsPage(page: Page, product: { _id: string; title: string }) {
  await page.goto(`${state.siteUrl}/products/${product._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Add to quote: ${product.title}` }).click();
  await expect(page.getByRole('link', { name: `In your quote: ${product.title}` })).toBeVisible();
}

test('a German buyer’s 2.500 kg at 2,85 EUR is stored as 2,500 at 2.85, in the units that measure the yarn', async ({
  browser,
}) => {
  const yarn = await (await made).product(`Slub Yarn Ne 16/1 ${tag}`, 'yarn', { moq: { value: 2000, unit: 'kg' } });
  const context = await browser.newContext({ ...PHONE, locale: 'de-DE' });
  const page = await context.newPage();
  await addFromItsPage(page, yarn);
  await page.goto(`${state.siteUrl}/quote`);
  await waitForHydration(page);
  const loaded = Date.now();
  const form = quoteForm(page);
  await expect(form.getByLabel('Unit')).toHaveValue('kg');
  expect(
    await form
      .getByLabel('Unit')
      .locator('option')
      .evaluateAll((options) => options.map((o) => o.getAttribute('value'))),
  ).toEqual(['kg', 't']);

  // 1 t against an MOQ of 2,000 kg is compared in kilograms, and warned of.
  await form.getByLabel('Unit').selectOption('t');
  await form.getByLabel('Quantity').fill('1');
  await expect(form.getByText('Below the minimum order of 2,000 kg.', { exact: false })).toBeVisible();

  await form.getByLabel('Unit').selectOption('kg');
  await form.getByLabel('Quantity').fill('2.500');
  await expect(form.getByText('= 2,500 kg')).toBeVisible();
  await form.getByLabel('Target price (optional)').fill('2,85');
  await form.getByLabel('Currency').selectOption('EUR');
  await expect(form.getByText('= 2.85 EUR per kg')).toBeVisible();
  await form.getByLabel('Company').fill(`Weberei Nord ${tag}`);
  await form.getByLabel('Your name').fill('Anna Weber');
  await form.getByLabel('E-mail').fill('anna@weberei.example');
  await form.getByLabel('Country').selectOption('DE');
  await waitOutFillTime(loaded);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Request for quotation sent' })).toBeVisible();

  const api = await apiAs(state);
  const rfqs = await api.get<{ company: string; lines: { quantity: number; targetPrice?: number }[] }[]>('/rfqs');
  expect(rfqs.find((rfq) => rfq.company === `Weberei Nord ${tag}`)?.lines).toMatchObject([
    { quantity: 2500, targetPrice: 2.85 },
  ]);
  await context.close();
});

test('an English buyer’s 2.500 reads two ways and is refused with both readings; what was typed survives Back and a reload', async ({
  browser,
}) => {
  const yarn = await (await made).product(`Melange Yarn Ne 30/1 ${tag}`, 'yarn', { moq: { value: 500, unit: 'kg' } });
  const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await addFromItsPage(page, yarn);
  await page.goto(`${state.siteUrl}/quote`);
  await waitForHydration(page);
  const form = quoteForm(page);
  await form.getByLabel('Quantity').fill('2.500');
  await expect(form.getByText('2.5 or 2,500? Type 2.5 or 2500.')).toBeVisible();
  await form.getByLabel('Company').fill(`Knit Lanka ${tag}`);
  await form.getByLabel('E-mail').fill('ravi@knitlanka.example');
  await form.getByLabel('Message (optional)').fill('Grey melange, 2 containers.');

  // The product's own page, and Back: nothing typed is lost; nor on a reload.
  await form.getByRole('link', { name: yarn.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: yarn.title })).toBeVisible();
  await page.goBack();
  await expect(quoteForm(page).getByLabel('Company')).toHaveValue(`Knit Lanka ${tag}`);
  await expect(quoteForm(page).getByLabel('Quantity')).toHaveValue('2.500');
  await page.reload();
  await waitForHydration(page);
  await expect(quoteForm(page).getByLabel('Company')).toHaveValue(`Knit Lanka ${tag}`);
  await expect(quoteForm(page).getByLabel('Message (optional)')).toHaveValue('Grey melange, 2 containers.');

  await quoteForm(page).getByLabel('Your name').fill('Ravi Perera');
  await quoteForm(page).getByLabel('Country').selectOption('LK');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(quoteForm(page).getByLabel('Quantity')).toHaveAccessibleDescription(/could be 2\.5 or 2,500/);
  await context.close();
});

test('without JavaScript, a second “Add to quote” adds to the first, and Remove takes one out', async ({ browser }) => {
  const first = await (await made).product(`Viscose Yarn Ne 30/1 ${tag}`, 'yarn', { moq: { value: 500, unit: 'kg' } });
  const second = await (await made).product(`Poplin 133x72 ${tag}`, 'fabrics', { moq: { value: 3000, unit: 'm' } });
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const product of [first, second]) {
    await page.goto(`${state.siteUrl}/products/${product._id}`);
    await page.getByRole('button', { name: `Add to quote: ${product.title}` }).click();
  }
  await expect(page).toHaveURL(`${state.siteUrl}/quote?product=${first._id}&product=${second._id}`);
  const form = quoteForm(page);
  for (const product of [first, second])
    await expect(form.getByRole('link', { name: product.title, exact: true })).toBeVisible();
  await form.getByRole('link', { name: `Remove ${first.title}` }).click();
  await expect(page).toHaveURL(`${state.siteUrl}/quote?product=${second._id}`);
  await expect(quoteForm(page).getByRole('link', { name: first.title, exact: true })).toHaveCount(0);
  // The basket is kept: the header's link to /quote opens it again.
  await page.goto(`${state.siteUrl}/quote`);
  await expect(quoteForm(page).getByRole('link', { name: second.title, exact: true })).toBeVisible();
  await context.close();
});

test('on a phone the filters sit behind one button, keep the page where it is, and land on the results', async ({
  browser,
}) => {
  await (await made).product(`Cotton Lint ${tag}`, 'fibres', { moq: { value: 20, unit: 't' } });
  await (await made).product(`Sample Cone Yarn ${tag}`, 'yarn', { moq: { value: 100, unit: 'kg' } });
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${state.siteUrl}/products`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Filter by specification' });
  await panel.getByRole('button', { name: 'Filters' }).click();
  await panel.locator('summary', { hasText: /^Order/ }).click();
  // A cap in kilograms: the lint, sold by the tonne, is not under it.
  await panel.getByRole('link', { name: /^Minimum order ≤ 500 kg \d+ products?$/ }).click();
  await expect(page).toHaveURL(/moqMax=500kg/);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await expect(panel.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  await panel.getByRole('button', { name: /^Show \d+ products?$/ }).click();
  await expect(page.locator('#product-results')).toBeFocused();
  const top = await page.locator('#product-results').evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeLessThan(200);
  await expect(page.getByRole('heading', { name: `Cotton Lint ${tag}` })).toHaveCount(0);
  await context.close();
});
