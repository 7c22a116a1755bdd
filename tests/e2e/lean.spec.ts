import { expect, test, type Locator, type Page } from '@playwright/test';
import { getJson } from '../support/api.ts';
import { readState } from '../support/system.ts';
import { oldest, type ProductRecord } from '../support/visitor.ts';

/**
 * What keeps the public site light on a phone and cannot regress silently: images offered in the
 * width the screen needs, the page's main image (its LCP) in the server's HTML and fetched first,
 * everything below the fold fetched only as it nears the viewport.
 */
const state = readState();
const UPLOAD = /\/uploads\/[0-9a-f]{32}\.webp$/;

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });

/** The server's HTML of a page, before any script runs. */
async function serverImages(path: string): Promise<string[]> {
  const response = await fetch(state.siteUrl + path);
  expect(response.status, path).toBe(200);
  return [...(await response.text()).matchAll(/<img [^>]*>/g)].map((match) => match[0]);
}

const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** Every image of the page's content (header and footer are the site's own) that shows an upload. */
async function uploadedImages(page: Page): Promise<Locator[]> {
  const images = await page.getByRole('main').locator('img').all();
  const uploaded: Locator[] = [];
  for (const image of images) if (UPLOAD.test((await image.getAttribute('src')) ?? '')) uploaded.push(image);
  return uploaded;
}

async function expectResponsive(page: Page, path: string) {
  const images = await uploadedImages(page);
  expect(images.length, path).toBeGreaterThan(0);
  for (const image of images) {
    const src = (await image.getAttribute('src'))!;
    const srcset = (await image.getAttribute('srcset')) ?? '';
    expect(srcset, src).toContain(src.replace(/\.webp$/, '-480w.webp 480w'));
    expect(await image.getAttribute('sizes'), src).toBeTruthy();
    expect(Number(await image.getAttribute('width')), src).toBeGreaterThan(0);
    expect(Number(await image.getAttribute('height')), src).toBeGreaterThan(0);
  }
}

async function expectMainImage(image: Locator) {
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).not.toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('srcset', /480w/);
  // On a 412 px phone the browser takes the 480 px copy, and the API serves it.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')))
    .toMatch(/-480w\.webp$/);
}

test('home: the first slide is in the server HTML, fetched first; the sections below wait', async ({ page }) => {
  const sliders = await getJson<{ sliderImage: string }[]>(state, '/sliders');
  const first = sliders[0]!.sliderImage;
  test.skip(!UPLOAD.test(first), 'the first slide is not an upload');

  const html = await serverImages('/');
  const lcp = html.find((tag) => attributeOf(tag, 'src')?.endsWith(first));
  expect(lcp, 'the first slide in the server HTML').toBeDefined();
  expect(attributeOf(lcp!, 'fetchpriority')).toBe('high');
  expect(attributeOf(lcp!, 'loading')).toBe('eager');
  expect(attributeOf(lcp!, 'srcset')).toContain('480w');
  // Only one image competes for the first bytes.
  expect(html.filter((tag) => attributeOf(tag, 'fetchpriority') === 'high')).toHaveLength(1);

  await page.goto(state.siteUrl);
  await expectMainImage(page.getByRole('group', { name: `1 of ${sliders.length}` }).locator('img'));
  await expectResponsive(page, '/');
  for (const section of ['About Us', 'News Center']) {
    const images = page.getByRole('region', { name: section }).locator('img');
    await expect(images.first(), section).toBeAttached();
    for (const image of await images.all()) await expect(image, section).toHaveAttribute('loading', 'lazy');
  }
});

test('a product page: its image is in the server HTML, fetched first; related products wait', async ({ page }) => {
  const [product] = await oldest<ProductRecord>(state, '/?category=yarn');
  test.skip(!UPLOAD.test(product!.productImage), 'the product image is not an upload');
  const path = `/products/${product!._id}`;

  const html = await serverImages(path);
  const lcp = html.find((tag) => attributeOf(tag, 'alt') === product!.title);
  expect(lcp, 'the product image in the server HTML').toBeDefined();
  expect(attributeOf(lcp!, 'fetchpriority')).toBe('high');
  expect(attributeOf(lcp!, 'srcset')).toContain('480w');

  await page.goto(state.siteUrl + path);
  await expectMainImage(page.getByRole('img', { name: product!.title }));
  await expectResponsive(page, path);
  const related = page.getByRole('region', { name: /^Related/ }).locator('img');
  await expect(related.first()).toBeAttached();
  for (const image of await related.all()) {
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).not.toHaveAttribute('fetchpriority', 'high');
  }
});

test('every other public page offers its images in a srcset and fetches none first but its main one', async ({
  page,
}) => {
  // /news lists its items as text: no images there.
  for (const path of ['/about', '/products', '/contact']) {
    await page.goto(state.siteUrl + path);
    await expectResponsive(page, path);
    expect(await page.locator('img[fetchpriority="high"]').count(), path).toBeLessThanOrEqual(1);
  }
});
