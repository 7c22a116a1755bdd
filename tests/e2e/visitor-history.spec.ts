import { expect, test, type Page } from '@playwright/test';
import { readState } from '../support/system.ts';
import { failOnConsoleErrors } from '../support/session.ts';
import { isReactElement, waitForHydration } from '../support/public-pages.ts';

/**
 * A visitor's history and gestures in the released site: back and forward return to where they were
 * reading, a swipe on the home carousel changes the slide (and only that), and the addresses of paged
 * lists are each one real page.
 */
const state = readState();
failOnConsoleErrors();

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('back from a news item returns to the same place on the home page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${state.siteUrl}/`);
  await waitForHydration(page);
  // Scrolled down to the news, as a visitor reading the page would be. In one step in the page: the
  // sections' server HTML is replaced by the live sections as they come near (components/ui/island.tsx),
  // which detaches an element a locator already holds.
  await page.evaluate(() => document.querySelector('main a[href^="/news/"]')!.scrollIntoView({ block: 'center' }));
  // Settled once the live sections have replaced the server's HTML: the place read next is the one kept.
  const news = page.getByRole('region', { name: 'News Center' });
  await expect(news).toBeVisible();
  await expect.poll(() => news.evaluate(isReactElement)).toBe(true);
  const before = await scrollY(page);
  const link = page.locator('main a[href^="/news/"]').first();
  expect(before).toBeGreaterThan(800);

  await link.click();
  await expect(page).toHaveURL(/\/news\/[0-9a-f]{24}$/);
  // The address changes before React shows the item (its render is a transition), and Home's own <h1> is
  // sr-only: wait for the item's visible title and its top, or Back would save Home's place as the item's.
  await expect(page.locator('main h1:not(.sr-only)')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(`${state.siteUrl}/`);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 40);
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(40);

  // And forward again lands on the news item's own top.
  await page.goForward();
  await expect(page).toHaveURL(/\/news\/[0-9a-f]{24}$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A one-finger swipe across `box`'s middle, from `from` to `to` of its width, as real touch events. */
  async function swipe(
    page: Page,
    box: { x: number; y: number; width: number; height: number },
    from: number,
    to: number,
  ) {
    const client = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const at = (fraction: number) => [{ x: box.x + box.width * fraction, y }];
    await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
    for (let step = 1; step <= 5; step++) {
      await client.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: at(from + ((to - from) * step) / 5),
      });
    }
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await client.detach();
  }

  test('a swipe on the carousel changes the slide, and the buttons stay', async ({ page }) => {
    await page.goto(`${state.siteUrl}/news`);
    await page.goto(`${state.siteUrl}/`);
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: 'Highlights' });
    // The visitor's own swipes only: no rotation under the test.
    await carousel.getByRole('button', { name: /pause/i }).click();
    const shown = carousel.getByRole('group');
    const count = Number(/of (\d+)/.exec((await shown.getAttribute('aria-label'))!)![1]);
    expect(count).toBeGreaterThan(1);
    await expect(shown).toHaveAttribute('aria-label', `1 of ${count}`);
    const box = (await carousel.boundingBox())!;

    await swipe(page, box, 0.8, 0.2);
    await expect(shown).toHaveAttribute('aria-label', `2 of ${count}`);
    await swipe(page, box, 0.2, 0.8);
    await expect(shown).toHaveAttribute('aria-label', `1 of ${count}`);
    // A swipe to the right on the first slide shows the last one; the page stays where it is.
    await swipe(page, box, 0.2, 0.8);
    await expect(shown).toHaveAttribute('aria-label', `${count} of ${count}`);
    await expect(page).toHaveURL(`${state.siteUrl}/`);
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeVisible();
  });
});

test('a page number a list does not have is a 404, not another page under a new address', async ({ request }) => {
  for (const path of ['/products?page=99', '/products?page=-1', '/products?page=abc', '/products/yarn?page=2']) {
    const response = await request.get(state.siteUrl + path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page Not Found');
  }
  const second = await request.get(`${state.siteUrl}/products?page=2`);
  expect(second.status()).toBe(200);
  expect(await second.text()).toContain(`<link rel="canonical" href="${state.siteUrl}/products?page=2"`);
});

test('every page names one Organization, the agency, with the contact page’s head office', async ({ request }) => {
  const contact = (await (await request.get(`${state.apiUrl}/contact`)).json()) as { add1: { add1: string } }[];
  for (const path of ['/', '/contact', '/news']) {
    const html = await (await request.get(state.siteUrl + path)).text();
    const nodes = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
      const data = JSON.parse(match[1]!) as object | object[];
      return Array.isArray(data) ? data : [data];
    }) as Record<string, unknown>[];
    const organizations = nodes.filter((node) => node['@type'] === 'Organization');
    expect(organizations, path).toHaveLength(1);
    expect(organizations[0]).toMatchObject({ '@id': `${state.siteUrl}/#organization` });
    // The newest record's; a staff journey beside this file may add one of its own meanwhile.
    const { streetAddress } = (organizations[0] as { address: { streetAddress: string } }).address;
    expect(contact.map((record) => record.add1.add1)).toContain(streetAddress);
  }
});
