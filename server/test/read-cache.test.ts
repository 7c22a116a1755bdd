import { describe, expect, it } from 'vitest';
import { cachedBody, MAX_ENTRIES_PER_RESOURCE, ReadCache } from '../src/platform/read-cache.ts';

/** A cache without a database pool: one process, live from the start, as on PGlite. */
const body = (text: string) => Promise.resolve(cachedBody(JSON.stringify(text)));

describe('the read cache', () => {
  it("keeps a resource's most recently read keys: a key read again outlives one read once before it", async () => {
    const cache = new ReadCache();
    for (let n = 0; n < MAX_ENTRIES_PER_RESOURCE; n++) await cache.get('products', `key ${n}`, () => body(`${n}`));
    // Read again, from the cache: now the most recent.
    await cache.get('products', 'key 0', () => Promise.reject(new Error('loaded again')));
    await cache.get('products', 'one more', () => body('more'));
    expect(cache.peek('products', 'key 0')).toBeDefined();
    expect(cache.peek('products', 'key 1')).toBeUndefined();
    expect(cache.peek('products', 'one more')).toBeDefined();
  });

  it('loads a key once for every caller that asks while it loads, and keeps it', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = () => {
      loads++;
      return body('list');
    };
    const [a, b] = await Promise.all([cache.get('news', 'list', load), cache.get('news', 'list', load)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect(cache.peek('news', 'list')).toBe(a);
  });

  it('does not keep what a load read before a write to its resource, and drops only that resource', async () => {
    const cache = new ReadCache();
    await cache.get('news', 'list', () => body('news'));
    let finish: (value: ReturnType<typeof cachedBody>) => void = () => {};
    const loading = cache.get('products', 'list', () => new Promise((resolve) => (finish = resolve)));
    cache.drop('products');
    finish(cachedBody('"before the write"'));
    expect(JSON.parse((await loading).bytes.toString())).toBe('before the write');
    expect(cache.peek('products', 'list')).toBeUndefined();
    expect(cache.peek('news', 'list')).toBeDefined();
  });
});
