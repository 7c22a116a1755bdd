import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { waitForHydration } from '../support/public-pages.ts';
import { watchErrors } from '../support/session.ts';
import { readState } from '../support/system.ts';

/**
 * The site in Chinese (docs/adding-a-language.md), on the released site and the real, seeded API: /zh/ at a
 * phone's and a laptop's width, the language switch keeping a filtered list's query, each page's language,
 * canonical address and alternates, axe on both languages' pages, and the offer of a Chinese reader's own
 * language, made in the browser and never in the cached page.
 */
const state = readState();
/** The contact record's map is Google's page, not ours to check. */
const thirdParty = ['www.google.com'];
const FILTER = 'certification=OEKO-TEX%20Standard%20100';
/** The filtered list at `path`, however its query's spaces are written (`%20`, or `+` once the page has read it). */
const filtered = (path: string) => (url: URL) =>
  url.pathname === path &&
  url.searchParams.get('certification') === 'OEKO-TEX Standard 100' &&
  url.search.split('&').length === 1;

/** The head's word on the page's language and addresses. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`/zh/ at ${viewport.width} px: Chinese, its head naming both languages, no axe violation`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ viewport, locale: 'zh-CN', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(`${state.siteUrl}/zh/`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await headOf(page)).toEqual({
      lang: 'zh-CN',
      canonical: `${state.siteUrl}/zh/`,
      alternates: { en: `${state.siteUrl}/`, 'zh-CN': `${state.siteUrl}/zh/`, 'x-default': `${state.siteUrl}/` },
    });
    await expect(page).toHaveTitle(/^首页 \| /);
    const header = page.getByRole('banner');
    // On a phone the switch ends the promo line, with the language's short name; from sm up it is in the bar.
    const english = page.getByRole('link', { name: viewport.width < 640 ? 'EN' : 'English', exact: true });
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('href', '/');
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expect(header.getByRole('link', { name: '询价' })).toHaveAttribute('href', '/zh/quote');
    await page.screenshot({ path: testInfo.outputPath(`zh-home-${viewport.width}.png`) });
    // The header keeps one line, and nothing reaches past the screen's edge.
    const bar = await header.locator('> div').first().boundingBox();
    expect(bar!.height).toBeLessThanOrEqual(80);
    const overflowing = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
    );
    expect(overflowing).toEqual([]);
    expect.soft(await seriousViolations(page, { thirdParty }), `axe on /zh/ at ${viewport.width} px`).toEqual([]);

    await page.goto(`${state.siteUrl}/zh/products`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('产品中心');
    await waitForHydration(page);
    await page.screenshot({ path: testInfo.outputPath(`zh-products-${viewport.width}.png`) });
    expect.soft(await seriousViolations(page, { thirdParty }), `axe on /zh/products`).toEqual([]);
    expect(errors, 'console errors').toEqual([]);
    await context.close();
  });
}

test('the switch goes to the same filtered list in the other language and back, the query kept', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${state.siteUrl}/products?${FILTER}`);
  await waitForHydration(page);
  expect((await headOf(page)).lang).toBe('en');
  await page.getByRole('banner').getByRole('link', { name: '中文', exact: true }).click();
  await expect(page).toHaveURL(filtered('/zh/products'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('产品中心');
  // One filter value: a page search engines may list, in each language at its own address.
  expect(await headOf(page)).toEqual({
    lang: 'zh-CN',
    canonical: `${state.siteUrl}/zh/products`,
    alternates: {
      en: `${state.siteUrl}/products`,
      'zh-CN': `${state.siteUrl}/zh/products`,
      'x-default': `${state.siteUrl}/products`,
    },
  });
  // Its links stay in Chinese: the page's own next step, a product, is a Chinese page too.
  await waitForHydration(page);
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`^${state.siteUrl}/zh/products/\\w+$`));
  await page.goBack();
  await expect(page).toHaveURL(filtered('/zh/products'));
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(filtered('/products'));
  expect((await headOf(page)).lang).toBe('en');
  expect.soft(await seriousViolations(page, { thirdParty }), 'axe on the filtered list').toEqual([]);
  expect(errors, 'console errors').toEqual([]);
  await context.close();
});

test('a reader whose browser prefers Chinese is offered the Chinese page once; the cached page never says so', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${state.siteUrl}/about`);
  const offer = page.getByRole('complementary', { name: '语言' });
  await expect(offer.getByRole('link', { name: '查看中文版' })).toHaveAttribute('href', '/zh/about');
  expect.soft(await seriousViolations(page, { thirdParty }), 'axe with the offer shown').toEqual([]);
  await offer.getByRole('button', { name: '关闭' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(offer).toBeHidden();
  // The HTML every visitor of /about gets (and the page cache keeps) holds no offer, whatever their language.
  const html = await (await fetch(`${state.siteUrl}/about`, { headers: { 'accept-language': 'zh-CN' } })).text();
  expect(html).not.toContain('查看中文版');
  expect(html).toContain('<html lang="en"');
  await context.close();
});

test('an unknown language or the default’s prefix is no page', async () => {
  for (const path of ['/en/', '/en/about', '/xx/products', '/zh/no-such-page']) {
    expect((await fetch(`${state.siteUrl}${path}`)).status, path).toBe(404);
  }
  const home = await fetch(`${state.siteUrl}/zh`, { redirect: 'manual' });
  expect(home.status).toBe(308);
  expect(home.headers.get('location')).toBe('/zh/');
});
