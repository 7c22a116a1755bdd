import { expect, test, type Page } from '@playwright/test';
import { waitOutLateRequests } from '../support/late-requests.ts';
import { publicPages, visit, waitForHydration } from '../support/public-pages.ts';
import { readState } from '../support/system.ts';

/**
 * A visitor's pages load nothing of the dashboard's machinery. Firebase, EmailJS (only when an
 * enquiry is sent), the federation runtime, the admin remote and classic zod are for /login, /admin and
 * sending; a public page, its footer form included (and Contact Us its own), requests none of them. Scripts are recognised by what they hold,
 * so a renamed chunk cannot slip through; requests by where they go.
 */
const state = readState();
// /login is the dashboard's sign-in: Firebase is its job.
const pages = publicPages(state).filter((target) => target.name !== 'login');

/** Text that only each forbidden library's code holds (checked against the build: no other chunk has it). */
const MARKERS: Record<string, string | RegExp> = {
  Firebase: '@firebase/',
  EmailJS: 'api.emailjs.com',
  'the federation runtime': 'Federation Runtime',
  // Classic zod's string schema is named ZodString; zod/mini's is ZodMiniString, zod's core's $ZodString.
  'classic zod': /[`'"]ZodString[`'"]/,
};
const holds = (body: string, marker: string | RegExp) =>
  typeof marker === 'string' ? body.includes(marker) : marker.test(body);

/** Records every request of a page and what each script it loaded holds. */
function watch(page: Page) {
  const requests: string[] = [];
  const scripts: Promise<{ url: string; body: string }>[] = [];
  let taken = false;
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    // A script that arrives after the test took the scripts is not read: the test may end, and close
    // the page, while its body is still on the way, and the read would then fail the test ("Test ended").
    if (taken || response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  const takeScripts = () => {
    taken = true;
    return Promise.all(scripts);
  };
  return { requests, scripts: takeScripts, scriptsSoFar: () => Promise.all(scripts) };
}

for (const target of pages) {
  test(`${target.name}: no Firebase, EmailJS, federation runtime, dashboard or classic zod, its footer form included`, async ({
    page,
  }) => {
    const remoteOrigin = new URL(state.remoteUrl).origin;
    const authEmulator = `//${state.emulatorHost}`;
    const path = await target.path();
    const seen = watch(page);
    // Scrolls to the footer until its enquiry form has arrived, as a reader of the whole page would.
    await visit(page, state.siteUrl, path, await target.heading());
    await waitOutLateRequests(page);

    const offending = seen.requests.filter(
      (url) =>
        url.startsWith(remoteOrigin) ||
        url.includes(authEmulator) ||
        /mf-manifest|remoteEntry|googleapis\.com|firebase|emailjs\.com/i.test(url),
    );
    expect(offending, path).toEqual([]);
    const scripts = await seen.scripts();
    expect(scripts.length, `${path}: the page's own scripts were seen`).toBeGreaterThan(0);
    for (const [library, marker] of Object.entries(MARKERS)) {
      const carriers = scripts.filter(({ body }) => holds(body, marker)).map(({ url }) => url);
      expect(carriers, `${path} loaded ${library}`).toEqual([]);
    }
  });
}

test('the markers are real: /login loads Firebase and classic zod, which a public page must not', async ({ page }) => {
  const seen = watch(page);
  await page.goto(`${state.siteUrl}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login Admin Panel');
  const libraries = ['Firebase', 'classic zod'];
  const carried = async () => {
    const scripts = await seen.scriptsSoFar();
    return libraries.filter((library) => scripts.some(({ body }) => holds(body, MARKERS[library]!)));
  };
  await expect.poll(carried).toEqual(libraries);
  await seen.scripts();
});

test('the first paint waits for nothing but the stylesheet, and the two fonts it uses are preloaded', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(state.siteUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/textile sourcing/i);
  await page.evaluate(() => document.fonts.ready);

  const preloaded = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toHaveLength(2);
  // Each preload is a file the page then uses (a preload nothing uses wastes the visitor's bandwidth).
  for (const font of preloaded) expect(fonts).toContain(font);
  expect(await page.locator('head link[rel="preload"][as="font"]:not([crossorigin])').count()).toBe(0);

  // Render-blocking: stylesheets and classic scripts in <head>. Only the one stylesheet may be there.
  const blocking = await page.evaluate(() => [
    ...Array.from(document.head.querySelectorAll('link[rel="stylesheet"]'), (link) => link.getAttribute('href')),
    ...Array.from(
      document.head.querySelectorAll('script[src]:not([type="module"]):not([async]):not([defer])'),
      (script) => script.getAttribute('src'),
    ),
  ]);
  expect(blocking).toHaveLength(1);
  expect(blocking[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  // The fonts' @font-face rules swap: text shows in a fallback font until they arrive.
  const displays = await page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules)
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => rule.style.getPropertyValue('font-display')),
    ),
  );
  expect(displays.length).toBeGreaterThan(0);
  expect(new Set(displays)).toEqual(new Set(['swap']));
});

test("a server-rendered page fetches its code only once it has loaded and painted; the sign-in's at once", async ({
  page,
}) => {
  const codeRequests = (url: string) => /\/assets\/(vendor|index)-[\w-]+\.js$/.test(url);
  for (const path of ['/', '/products']) {
    await page.goto(state.siteUrl + path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      code: performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })),
    }));
    const code = timing.code.filter(({ name }) => codeRequests(name));
    expect(code, path).toHaveLength(2);
    // Nothing asks for a script before that: the loader comes inline, so `load` waits for no script.
    for (const { name, startTime } of timing.code.filter(({ name }) => /\.js$/.test(new URL(name).pathname))) {
      expect(startTime, `${path}: ${name} after load`).toBeGreaterThanOrEqual(timing.load);
    }
    for (const { name, startTime } of code) {
      expect(startTime, `${path}: ${name} after the first contentful paint`).toBeGreaterThan(
        timing.firstContentfulPaint,
      );
      expect(startTime, `${path}: ${name} after load`).toBeGreaterThanOrEqual(timing.load);
    }
  }

  // The shell shows nothing without its code: it is fetched before the page has loaded.
  await page.goto(`${state.siteUrl}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login Admin Panel');
  const shell = await page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    code: performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })),
  }));
  const shellCode = shell.code.filter(({ name }) => codeRequests(name));
  expect(shellCode).toHaveLength(2);
  for (const { startTime } of shellCode) expect(startTime).toBeLessThan(shell.load);
});

test("a visitor who scrolls down before the page's code has come stays there, and the footer's form goes live", async ({
  page,
}) => {
  // The page's code is held until the visitor has scrolled: the order a slow phone gives.
  let release!: () => void;
  const scrolled = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/vendor-[\w-]+\.js$/, async (route) => {
    await scrolled;
    await route.continue();
  });
  await page.goto(state.siteUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/textile sourcing/i);
  const footer = page.getByRole('contentinfo');
  await page.evaluate('document.querySelector("footer").scrollIntoView()');
  const reading = await page.evaluate(() => window.scrollY);
  expect(reading).toBeGreaterThan(0);
  release();

  await waitForHydration(page);
  await expect(footer.getByRole('button', { name: 'Send Message' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(reading);
});
