import { expect, test, type Page } from '@playwright/test';
import { getJson } from '../support/api.ts';
import { publicPages, visit } from '../support/public-pages.ts';
import { isOwn404 } from '../support/session.ts';
import { readState } from '../support/system.ts';
import { fixtures, uniqueTag } from '../support/visitor.ts';

/**
 * The site as its render server (hosts/public/server, behind the site's nginx) sends it: every
 * public page complete without JavaScript, hydrated without a mismatch with it, fresh within the
 * page cache's second, and a title the API holds is text on the page whatever it contains.
 */
const state = readState();
// /login is the client shell (the dashboard's sign-in): nothing to render on the server.
const rendered = publicPages(state).filter((target) => target.name !== 'login');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page arrives rendered: its heading, its content, the header and the footer', async ({ page }) => {
    for (const target of rendered) {
      const path = await target.path();
      const response = await page.goto(state.siteUrl + path);
      expect(response?.status(), path).toBe(target.name === 'page not found' ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(await target.heading());
      await expect(page.getByRole('main'), path).not.toBeEmpty();
      expect((await page.getByRole('main').innerText()).trim().length, path).toBeGreaterThan(10);
      await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeAttached();
      await expect(page.getByRole('contentinfo'), path).toBeAttached();
    }
  });

  test("links are plain links: the header's take a visitor to each section, a category's to its product", async ({
    page,
  }) => {
    await page.goto(state.siteUrl);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, heading] of [
      ['About Us', 'About Us'],
      ['News', 'News'],
      ['Contact Us', 'Contact Us'],
      ['Home', /textile sourcing/i],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await page.goto(`${state.siteUrl}/products/yarn`);
    const hrefs = await page
      .getByRole('main')
      .locator('a[href^="/products/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const href = hrefs.find((candidate) => /^\/products\/[0-9a-f]{24}$/.test(candidate));
    expect(href, `a product link among ${hrefs.join(', ')}`).toBeDefined();
    const { title } = await getJson<{ title: string }>(state, href!);
    await page.getByRole('main').locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(state.siteUrl + href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test("the home page's carousel shows its first slide", async ({ page }) => {
    const sliders = await getJson<{ title: string }[]>(state, '/sliders');
    expect(sliders.length).toBeGreaterThan(0);
    await page.goto(state.siteUrl);
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel).toBeVisible();
    // The slides that are not showing are hidden from the accessibility tree: one heading is.
    await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(sliders[0]!.title);
    await expect(carousel.getByRole('group', { name: `1 of ${sliders.length}` })).toHaveAttribute(
      'data-active',
      'true',
    );
  });

  test('an unknown product is an HTTP 404 with the Page Not Found page', async ({ page }) => {
    const response = await page.goto(`${state.siteUrl}/products/0123456789abcdef01234567`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  // The enquiry forms are plain posts without JavaScript (visitor-nojs-forms.spec.ts sends them).
  test('the enquiry form can be sent: its button is live, and nothing says it needs JavaScript', async ({ page }) => {
    await page.goto(`${state.siteUrl}/contact`);
    await expect(page.getByRole('form', { name: 'Message', exact: true }).getByRole('button')).toBeEnabled();
    await expect(page.getByText('Sending a message needs JavaScript')).toHaveCount(0);
  });
});

/** Console errors, page errors and React's hydration complaints (any level) of a page. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (isOwn404(page, message)) return;
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

test('with JavaScript every public page hydrates: no console error, no hydration warning', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchHydration(page);
  for (const target of publicPages(state)) {
    const path = await target.path();
    await visit(page, state.siteUrl, path, await target.heading());
    expect(problems, path).toEqual([]);
  }
});

/** The content of a `<meta property|name=…>` in an HTML page, entities decoded as a crawler would. */
function metaOf(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
  return tag
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test("a product link as a preview crawler reads it: the product's title, text and image, absolute URLs", async () => {
  const made = await fixtures(state);
  try {
    const product = await made.product(`Preview yarn ${uniqueTag()}`, 'yarn');
    const url = `${state.siteUrl}/products/${product._id}`;
    const html = await (await fetch(url)).text();
    for (const expected of [product.title, product.desc, product.endUse]) expect(html).toContain(expected);
    expect(metaOf(html, 'og:title')).toBe(product.title);
    expect(metaOf(html, 'og:url')).toBe(url);
    const image = metaOf(html, 'og:image')!;
    expect(image).toMatch(/^https?:\/\//);
    expect(html, 'the product image itself in the body').toContain(`src="${image}"`);
    const fetched = await fetch(image);
    expect(fetched.status, image).toBe(200);
    expect(fetched.headers.get('content-type')).toMatch(/^image\//);
  } finally {
    await made.cleanup();
  }
});

test('pages reach the browser compressed as the render server encoded them, through nginx', async () => {
  for (const encoding of ['br', 'gzip']) {
    const response = await fetch(`${state.siteUrl}/about`, { headers: { 'accept-encoding': encoding } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding'), encoding).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toContain('About Us');
  }
});

test("a page without an image of its own previews with the site's PNG card", async () => {
  const html = await (await fetch(`${state.siteUrl}/about`)).text();
  const image = metaOf(html, 'og:image')!;
  expect(image).toBe(`${state.siteUrl}/og-card.png`);
  const fetched = await fetch(image);
  expect(fetched.status).toBe(200);
  expect(fetched.headers.get('content-type')).toBe('image/png');
});

test("an edit in the dashboard's API is on the product's page within 2 s", async () => {
  const made = await fixtures(state);
  try {
    const product = await made.product(`Fresh yarn ${uniqueTag()}`, 'yarn');
    const url = `${state.siteUrl}/products/${product._id}`;
    expect(await (await fetch(url)).text()).toContain(product.title);

    const renamed = `Renamed yarn ${uniqueTag()}`;
    await made.api.put(`/product/${product._id}`, { title: renamed });
    const edited = Date.now();
    await expect
      .poll(async () => (await fetch(url)).text(), {
        message: 'the new title within 2 s of the edit',
        timeout: 2000,
        intervals: [100],
      })
      .toContain(renamed);
    expect(Date.now() - edited).toBeLessThan(2000);
  } finally {
    await made.cleanup();
  }
});

test.describe('a title with markup in it', () => {
  const title = '</script><script>alert(1)</script>';
  let made: Awaited<ReturnType<typeof fixtures>>;
  let path: string;

  test.beforeAll(async () => {
    made = await fixtures(state);
    path = `/products/${(await made.product(title, 'yarn'))._id}`;
  });
  test.afterAll(async () => {
    await made.cleanup();
  });

  for (const javaScriptEnabled of [false, true]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      test('is text on the product page, and nothing runs', async ({ page }) => {
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        const response = await page.goto(state.siteUrl + path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        if (javaScriptEnabled) {
          // Hydrated: the footer's form works only then.
          // In the page, in one step: the footer's live markup replaces its server HTML as it comes near.
          await page.getByRole('contentinfo').waitFor();
          await page.evaluate('document.querySelector("footer").scrollIntoView()');
          await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Send Message' })).toBeVisible();
        }
        // Every script the parser met has run by the load event, which goto waited for, and the live
        // page puts markup in only as React's text or innerHTML, which runs no script: no dialog is to come.
        expect(dialogs).toEqual([]);
      });
    });
  }
});
