import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let admin: Account;

beforeAll(async () => {
  admin = await createAccount('admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email, SITE_URL: 'https://texbridge.example/' });
});
afterAll(() => server?.close());

describe('sitemap.xml', () => {
  it('lists every public page on the site’s origin, each product and news item included', async () => {
    const product = await server.request('POST', '/add-products', { token: admin.token, json: bodies.products(1) });
    const item = await server.request('POST', '/add-news', { token: admin.token, json: bodies.news(1) });
    const { status, headers, body } = await server.request('GET', '/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/xml');
    const locs = [...String(body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://texbridge.example/',
        'https://texbridge.example/about',
        'https://texbridge.example/products',
        'https://texbridge.example/news',
        'https://texbridge.example/zh/news',
        'https://texbridge.example/contact',
        'https://texbridge.example/products/fibres',
        'https://texbridge.example/products/garments',
        `https://texbridge.example/products/${product.body.insertedId}`,
        `https://texbridge.example/news/${item.body.insertedId}`,
      ]),
    );
    // Each page twice: in English and in Chinese (/zh/…).
    expect(locs).toHaveLength((10 + 2) * 2);
  });

  it('lists each page in every language, each naming all of its addresses with the default as x-default', async () => {
    const product = await server.request('POST', '/add-products', { token: admin.token, json: bodies.products(3) });
    const { body } = await server.request('GET', '/sitemap.xml');
    expect(String(body)).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = new Map(
      [...String(body).matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => [
        loc!,
        [...rest!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, hreflang, href]) => `${hreflang} ${href}`,
        ),
      ]),
    );
    const path = `/products/${product.body.insertedId}`;
    const alternates = [
      `en https://texbridge.example${path}`,
      `zh-CN https://texbridge.example/zh${path}`,
      `x-default https://texbridge.example${path}`,
    ];
    expect(entries.get(`https://texbridge.example${path}`)).toEqual(alternates);
    expect(entries.get(`https://texbridge.example/zh${path}`)).toEqual(alternates);
    // A language's home is its prefix with a slash, as the site serves it.
    expect(entries.get('https://texbridge.example/zh/')).toContain('zh-CN https://texbridge.example/zh/');
    expect([...entries.keys()].filter((loc) => loc.startsWith('https://texbridge.example/zh/'))).toHaveLength(
      entries.size / 2,
    );
  });

  it('says when each page last changed: a record when it was last saved, a list page when its newest record was', async () => {
    const before = Date.now();
    const product = await server.request('POST', '/add-products', { token: admin.token, json: bodies.products(2) });
    const lastmods = async () => {
      const { body } = await server.request('GET', '/sitemap.xml');
      // A page whose tables are all empty has no date to give.
      const entries = [
        ...String(body).matchAll(
          /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g,
        ),
      ];
      expect(entries).toHaveLength(String(body).match(/<url>/g)!.length);
      return new Map(entries.map(([, loc, lastmod]) => [loc!.replace('https://texbridge.example', ''), lastmod]));
    };
    const first = await lastmods();
    for (const path of ['/', '/products', '/news', '/products/yarn', `/products/${product.body.insertedId}`])
      expect(first.get(path), path).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    const created = Date.parse(first.get(`/products/${product.body.insertedId}`)!);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first.get('/products')!)).toBeGreaterThanOrEqual(created);

    // The edit's time must be later than the creation's: the clock moves past it first.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(created), { interval: 1 });
    const edit = { ...bodies.products(2), title: 'Edited title' };
    await server.request('PUT', `/product/${product.body.insertedId}`, { token: admin.token, json: edit });
    const second = await lastmods();
    expect(Date.parse(second.get(`/products/${product.body.insertedId}`)!)).toBeGreaterThan(created);
    expect(second.get('/about')).toBe(first.get('/about'));
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the dashboard and points them at the sitemap', async () => {
    const { status, headers, body } = await server.request('GET', '/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/plain');
    expect(body).toContain('Disallow: /admin');
    expect(body).toContain('Sitemap: https://texbridge.example/sitemap.xml');
  });
});
