// @vitest-environment node
// The site's languages at the render server (docs/adding-a-language.md): one address per page in each, its
// page cache keyed by the language (the path's prefix) and the page's query, and `<html lang>` as the render
// says. A stub render shows the URL it was asked for.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageSearch } from '../src/config/page-search.ts';
import { createRenderServer, type Render } from './app.ts';

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'locale-pages-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head><title>TexBridge</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => Promise.all(closers.map((close) => close())));

/** What the site's render says of a page's language: the tag of the locale its path names. */
const render = vi.fn<Render>(async (url) => ({
  status: 200,
  head: `<title>${url}</title>`,
  html: `<main>${url}</main>`,
  state: '',
  lang: url.startsWith('/zh/') ? 'zh-CN' : 'en',
}));

async function start() {
  render.mockClear();
  const app = await createRenderServer({
    distDir,
    render,
    pageSearch,
    config: { siteName: 'TexBridge', apiUrl: 'http://127.0.0.1:9', siteUrl: 'https://texbridge.example' },
  });
  closers.push(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });
}

describe('a language’s addresses', () => {
  it('has one address a page: its home is its prefix with a slash, every other page has none at the end', async () => {
    const get = await start();
    for (const [path, location] of [
      ['/zh', '/zh/'],
      ['/zh?utm_source=mail', '/zh/?utm_source=mail'],
      ['/zh//', '/zh/'],
      ['/zh/about/', '/zh/about'],
      ['/zh/products/?page=2', '/zh/products?page=2'],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(308);
      expect(response.headers.get('location'), path).toBe(location);
    }
    expect((await get('/zh/')).status).toBe(200);
    expect(render.mock.calls.map(([url]) => url)).toEqual(['/zh/']);
  });

  it('goes out in the language the render says, in <html lang>', async () => {
    const get = await start();
    expect(await (await get('/zh/products')).text()).toMatch(/^<!doctype html>\n<html lang="zh-CN">/);
    expect(await (await get('/products')).text()).toMatch(/^<!doctype html>\n<html lang="en">/);
  });
});

describe('the page cache', () => {
  it('keeps a page once per language, each read with the same query parameters', async () => {
    const get = await start();
    await get('/products?page=2&utm_source=mail');
    await get('/zh/products?page=2&fbclid=x');
    await get('/zh/products/yarn?page=3&r=1');
    await get('/zh/search?q=%E6%A3%89%E7%BA%B1&gclid=1');
    expect(render.mock.calls.map(([url]) => url)).toEqual([
      '/products?page=2',
      '/zh/products?page=2',
      '/zh/products/yarn?page=3',
      '/zh/search?q=%E6%A3%89%E7%BA%B1',
    ]);
    const again = await get('/zh/products?page=2');
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(await again.text()).toContain('<main>/zh/products?page=2</main>');
    expect((await get('/products?page=2')).headers.get('x-cache')).toBe('hit');
    expect(render).toHaveBeenCalledTimes(4);
  });
});
