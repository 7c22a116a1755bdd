import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageSearch } from '../src/config/page-search.ts';
import { createRenderServer, type Render, type RenderResult } from './app.ts';
import { isSearchOrFilter, PAGE_CACHE_BUDGETS } from './page-cache.ts';

/**
 * docs/architecture.md: searches and filtered lists have a page-cache budget of their own, so that any
 * number of distinct `/search?q=` addresses can push out only each other, never the site's real pages.
 */
const page = (url: string): RenderResult => ({ status: 200, head: '', html: `<main>${url}</main>`, state: '' });
const KEPT = ['/', '/about', '/products', '/products?page=2', '/products/p-1', '/news/n-1'];

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'page-budgets-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('the page cache’s budgets', () => {
  it('tells searches and filters from real pages', () => {
    expect(
      ['/search?q=linen', '/products?fibre=cotton', '/products/towels?page=2&origin=PT'].map(isSearchOrFilter),
    ).toEqual([true, true, true]);
    expect(['/', '/products', '/products?page=2', '/products/p-1'].map(isSearchOrFilter)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('past a budget, drops the URL asked least recently, not the one kept first', async () => {
    const app = await createRenderServer({
      distDir,
      render: async (url) => page(url),
      pageSearch,
      config: { siteName: 'TexBridge', apiUrl: 'http://127.0.0.1:1' },
      rendersPerMinute: 1_000_000,
      cache: { now: () => 1_000_000, maxEntries: 2 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('x-cache');
      expect([await get('/'), await get('/about'), await get('/')]).toEqual(['miss', 'miss', 'hit']);
      // A third page: /about, unasked since it was kept, makes room; the home page, asked again since, stays.
      expect(await get('/news')).toBe('miss');
      expect(await get('/')).toBe('hit');
      expect(await get('/about')).toBe('miss');
    } finally {
      await app.close();
    }
  });

  it('keeps every real page while more searches than both budgets are made, searches pushing out only searches', async () => {
    const render = vi.fn<Render>(async (url) => page(url));
    // A clock that stands still: every page kept stays fresh, so only eviction can make it a miss.
    const app = await createRenderServer({
      distDir,
      render,
      pageSearch,
      config: { siteName: 'TexBridge', apiUrl: 'http://127.0.0.1:1' },
      rendersPerMinute: 1_000_000,
      cache: { now: () => 1_000_000 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('x-cache');

      for (const path of KEPT) expect(await get(path)).toBe('miss');
      const searches = PAGE_CACHE_BUDGETS.pages + 100;
      expect(searches).toBeGreaterThanOrEqual(1100);
      for (let n = 0; n < searches; n++) await get(n % 2 ? `/search?q=word-${n}` : `/products?fibre=f-${n}`);

      expect(await Promise.all(KEPT.map(get))).toEqual(KEPT.map(() => 'hit'));
      // The searches have their own, smaller budget: the latest are kept, the first ones were pushed out.
      expect(await get(`/search?q=word-${searches - 1}`)).toBe('hit');
      expect(await get('/products?fibre=f-0')).toBe('miss');
      expect(render).toHaveBeenCalledTimes(KEPT.length + searches + 1);
    } finally {
      await app.close();
    }
  });
});
