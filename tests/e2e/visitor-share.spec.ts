import { expect, test } from '@playwright/test';
import { readState } from '../support/system.ts';
import { failOnConsoleErrors } from '../support/session.ts';
import { fixtures, uniqueTag } from '../support/visitor.ts';

/**
 * docs/spec-sheet.md in the released site, without JavaScript: the product page's spec-sheet link opens
 * the PDF the API draws, on the site's own origin, and its WeChat panel opens on a QR code the API draws too.
 */
const state = readState();
const tag = uniqueTag();
const made = fixtures(state);
failOnConsoleErrors();

test.afterAll(async () => (await made).cleanup());
test.use({ javaScriptEnabled: false });

test('a buyer opens the spec sheet and the WeChat QR code from a product page', async ({ page }) => {
  const product = await (
    await made
  ).product(`Twill Drill 3/1 ${tag}`, 'fabrics', { moq: { value: 2000, unit: 'm' }, certifications: ['BCI'] });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${state.siteUrl}/products/${product._id}`);

  // A path of the site's own: its render server passes the sheet on from the API.
  const href = await page.getByRole('link', { name: 'Spec sheet (PDF)' }).getAttribute('href');
  expect(href).toBe(`/products/${product._id}/sheet.pdf`);
  const sheet = await page.request.get(new URL(href!, state.siteUrl).href);
  expect(sheet.status()).toBe(200);
  expect(sheet.headers()['content-type']).toBe('application/pdf');
  const pdf = await sheet.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeLessThan(150 * 1024);

  await page.locator('summary', { hasText: 'WeChat' }).click();
  const qr = page.getByRole('img', { name: `QR code of ${state.siteUrl}/products/${product._id}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
