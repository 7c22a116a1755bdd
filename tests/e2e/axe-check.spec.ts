import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';

/**
 * The accessibility checks stand on support/axe.ts: it must see what axe sees, including inside a
 * same-origin frame and inside bands the browser has not rendered yet, and refuse a page whose frames
 * it cannot look into.
 */
async function serve(page: Page, pages: Record<string, string>) {
  await page.route(/^http:\/\/(one|two)\.test\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: pages[route.request().url()] ?? '' }),
  );
}

const shell = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>${body}</main></body></html>`;

test('reports a serious and a critical violation, naming the element', async ({ page }) => {
  await serve(page, {
    'http://one.test/': shell(
      '<h1>Check</h1><p id="faint" style="color:#777;background:#888">Faint text</p><img src="data:," id="bare">',
    ),
  });
  await page.goto('http://one.test/');
  const found = await seriousViolations(page);
  expect(found).toHaveLength(2);
  expect(found.find((line) => line.startsWith('color-contrast (serious)'))).toContain('#faint');
  expect(found.find((line) => line.startsWith('image-alt (critical)'))).toContain('#bare');
});

test('checks a band the browser has not rendered yet (content-visibility: auto, far below the fold)', async ({
  page,
}) => {
  await serve(page, {
    'http://one.test/': shell(
      '<h1>Check</h1><div style="height:5000px"></div>' +
        '<section style="content-visibility:auto;contain-intrinsic-size:auto 40rem">' +
        '<p id="faint" style="color:#777;background:#888">Faint text</p></section>',
    ),
  });
  await page.goto('http://one.test/');
  const found = await seriousViolations(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^color-contrast \(serious\).*#faint/);
});

test('judges text on a dark band the browser has not rendered yet by that band, not by the page behind it', async ({
  page,
}) => {
  const band = (id: string, colour: string) =>
    `<section style="content-visibility:auto;contain-intrinsic-size:auto 40rem;background:#1f2a4d;padding:2rem">` +
    `<p id="${id}" style="color:${colour}">Text on indigo</p></section>`;
  await serve(page, {
    'http://one.test/': shell(
      `<h1>Check</h1><div style="height:5000px"></div>${band('readable', '#f5efe3')}${band('dim', '#3a4670')}`,
    ),
  });
  await page.goto('http://one.test/');
  const found = await seriousViolations(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^color-contrast \(serious\).*#dim/);
  expect(found[0]).not.toContain('#readable');
});

test('looks inside a frame of the same origin', async ({ page }) => {
  await serve(page, {
    'http://one.test/': shell('<h1>Check</h1><iframe src="/inner" title="Inner"></iframe>'),
    'http://one.test/inner': shell('<img src="data:," id="inner-bare">'),
  });
  await page.goto('http://one.test/');
  await expect(page.frameLocator('iframe').locator('#inner-bare')).toBeAttached();
  const found = await seriousViolations(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^image-alt \(critical\).*#inner-bare/);
});

test('refuses a page with a frame of another origin, unless that host is named third-party', async ({ page }) => {
  await serve(page, {
    'http://one.test/': shell('<h1>Check</h1><iframe src="http://two.test/map" title="Other"></iframe>'),
    'http://two.test/map': shell('<img src="data:," id="elsewhere">'),
  });
  await page.goto('http://one.test/');
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(seriousViolations(page)).rejects.toThrow(
    'axe in legacy mode cannot look inside frames of another origin: http://two.test/map',
  );
  expect(await seriousViolations(page, { thirdParty: ['two.test'] })).toEqual([]);
});

test('names a frame by its src even when it failed to load', async ({ page }) => {
  await serve(page, {
    'http://one.test/': shell('<h1>Check</h1><iframe src="http://two.test/gone" title="Gone"></iframe>'),
  });
  await page.route('http://two.test/gone', (route) => route.abort());
  await page.goto('http://one.test/');
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(seriousViolations(page)).rejects.toThrow('frames of another origin: http://two.test/gone');
});

test('a clean page has nothing to report', async ({ page }) => {
  await serve(page, { 'http://one.test/': shell('<h1>Check</h1><p>Plain, readable text.</p>') });
  await page.goto('http://one.test/');
  expect(await seriousViolations(page)).toEqual([]);
});
