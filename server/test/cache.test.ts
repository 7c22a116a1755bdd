import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../src/platform/database/ids.ts';
import { enquiries, products, sliders, users } from '../src/platform/database/schema.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies, IMAGE } from './helpers/fixtures.ts';
import { expectSecurityHeaders } from './helpers/security-headers.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * The read cache and HTTP revalidation. Rows written straight into the database (behind the API's
 * back) show whether a read came from the cache: they stay invisible until the API itself writes.
 */
let server: TestServer;
let admin: Account;

beforeAll(async () => {
  admin = await createAccount('cache-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
});
afterAll(() => server?.close());

// On PostgreSQL the cache serves from memory only while its LISTEN connection is up; until then (or after a
// timeout on a loaded machine) every read goes to the database by design. Each test starts from a live cache.
beforeEach(async () => {
  await vi.waitFor(
    async () => expect((await server.request('GET', '/healthz')).body.cache, 'the read cache').toBe('live'),
    { timeout: 60_000, interval: 100 },
  );
});

const as = () => ({ token: admin.token });
const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);
const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

async function add(path: string, body: object): Promise<string> {
  const reply = await server.request('POST', path, { ...as(), json: body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.insertedId as string;
}

/** A slider inserted behind the API's back. */
async function insertSliderDirectly(title: string) {
  const _id = newId();
  await server.database.db.insert(sliders).values({ _id, title, caption: 'direct', sliderImage: IMAGE });
  return _id;
}

async function insertProductDirectly(title: string, category: 'fibres' | 'dyes' | 'yarn') {
  const _id = newId();
  await server.database.db.insert(products).values({
    _id,
    title,
    desc: 'Inserted straight into the table.',
    endUse: 'Testing',
    background: 'None',
    category,
    productImage: IMAGE,
  });
  return _id;
}

describe('ETag revalidation', () => {
  it('answers 304 without a body while unchanged, and a new ETag after a write', async () => {
    await add('/add-sliders', bodies.sliders(1));
    const first = await server.request('GET', '/sliders');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);

    const again = await server.request('GET', '/sliders', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');

    await add('/add-sliders', bodies.sliders(2));
    const changed = await server.request('GET', '/sliders');
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBeTruthy();
    expect(changed.headers.get('etag')).not.toBe(etag);

    const stale = await server.request('GET', '/sliders', { headers: { 'if-none-match': etag! } });
    expect(stale.status).toBe(200);
    expect(titles(stale.body)).toEqual(['Slide 2', 'Slide 1']);
  });

  it('keeps the tag @fastify/etag gave before (a client’s stored tag stays valid) and every header of the API', async () => {
    await add('/add-products', bodies.products(1));
    const origin = server.config.corsOrigins[0]!;
    for (const path of ['/products', '/products?page=1&limit=1']) {
      const reply = await fetch(server.url + path, { headers: { origin } });
      const body = await reply.text();
      expect(reply.status).toBe(200);
      expect(reply.headers.get('etag')).toBe(`"${createHash('sha1').update(body).digest('base64')}"`);
      expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(reply.headers.get('cache-control')).toBe('no-cache');
      expect(reply.headers.get('access-control-allow-origin')).toBe(origin);
      expect(reply.headers.get('access-control-expose-headers')).toBe('X-Total-Count, ETag');
      expectSecurityHeaders(reply.headers);
      expect(reply.headers.get('x-ratelimit-limit')).toBeTruthy();
      if (path.includes('page=')) expect(reply.headers.get('x-total-count')).toMatch(/^\d+$/);
      // The second answer comes from the cache: the same tag, and a 304 for it.
      const again = await fetch(server.url + path, { headers: { 'if-none-match': reply.headers.get('etag')! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(reply.headers.get('etag'));
    }
  });

  it('answers a read from the cache with the same headers as the same read from the database', async () => {
    const id = await add('/add-products', bodies.products(1));
    const varying = new Set(['date', 'x-ratelimit-remaining', 'x-ratelimit-reset']);
    const headersOf = (reply: Response) => [...reply.headers].filter(([name]) => !varying.has(name));
    for (const method of ['GET', 'HEAD']) {
      for (const path of ['/products', '/products?page=1&limit=1', `/products/${id}`]) {
        const origin = server.config.corsOrigins[0]!;
        // The write above dropped the cache: the first read loads, the second is answered from memory.
        const loaded = await fetch(server.url + path, { method, headers: { origin } });
        const fromCache = await fetch(server.url + path, { method, headers: { origin } });
        expect(headersOf(fromCache), `${method} ${path}`).toEqual(headersOf(loaded));
        expect(await fromCache.text()).toBe(await loaded.text());
        expect(fromCache.headers.get('access-control-allow-origin')).toBe(origin);
        expectSecurityHeaders(fromCache.headers);
      }
      await add('/add-products', bodies.products(2));
    }
  });

  it('answers a 304 of a cached read with every header of its 200 (@fastify/etag, for the tag the route set)', async () => {
    const id = await add('/add-products', bodies.products(1));
    // What differs between any two answers: the time, the count left, and the body's length.
    const varying = new Set(['date', 'content-length', 'x-ratelimit-remaining', 'x-ratelimit-reset']);
    const headersOf = (reply: Response) => [...reply.headers].filter(([name]) => !varying.has(name));
    for (const [method, path] of [
      ['GET', '/products'],
      ['GET', '/products?page=1&limit=1'],
      ['GET', `/products/${id}`],
      ['HEAD', '/products'],
    ] as const) {
      const reply = await fetch(server.url + path, { method });
      expect(reply.status).toBe(200);
      const tag = reply.headers.get('etag')!;
      for (const ifNoneMatch of [tag, `W/${tag}`]) {
        const again = await fetch(server.url + path, { method, headers: { 'if-none-match': ifNoneMatch } });
        expect(again.status, `${method} ${path} with ${ifNoneMatch}`).toBe(304);
        expect(await again.text()).toBe('');
        expect(headersOf(again)).toEqual(headersOf(reply));
      }
      const other = await fetch(server.url + path, { method, headers: { 'if-none-match': '"another"' } });
      expect(other.status).toBe(200);
    }
  });

  it('still tags every other answer, and answers 304 for it (@fastify/etag)', async () => {
    for (const path of ['/healthz', '/sitemap.xml']) {
      const reply = await fetch(server.url + path);
      const body = await reply.text();
      expect(reply.status).toBe(200);
      const tag = reply.headers.get('etag');
      expect(tag).toBe(`"${createHash('sha1').update(body).digest('base64')}"`);
      const again = await fetch(server.url + path, { headers: { 'if-none-match': tag! } });
      expect(again.status).toBe(304);
    }
    const added = await server.request('POST', '/add-products', { ...as(), json: bodies.products(1) });
    expect(added.status).toBe(200);
    expect(added.headers.get('etag')).toMatch(/^"[^"]+"$/);
  });

  it('revalidates a detail read too', async () => {
    const id = await add('/add-products', bodies.products(1));
    const first = await server.request('GET', `/products/${id}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.request('GET', `/products/${id}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('read cache', () => {
  it('keeps serving a list until the API writes to it', async () => {
    const before = await server.request('GET', '/sliders');
    expect(before.status).toBe(200);

    const direct = await insertSliderDirectly('Behind the back');
    const cached = await server.request('GET', '/sliders');
    expect(cached.body).toEqual(before.body);

    const viaApi = await add('/add-sliders', bodies.sliders(3));
    const fresh = await server.request('GET', '/sliders');
    expect(ids(fresh.body)).toEqual([viaApi, direct, ...ids(before.body)]);
  });

  it('keeps serving a detail until the API writes to that resource', async () => {
    const id = await add('/add-products', bodies.products(2));
    const before = await server.request('GET', `/products/${id}`);
    expect(before.body.title).toBe('Product 2');

    await server.database.db.update(products).set({ desc: 'Changed behind the back' }).where(eq(products._id, id));
    const cached = await server.request('GET', `/products/${id}`);
    expect(cached.body).toEqual(before.body);

    const changed = await server.request('PUT', `/product/${id}`, { ...as(), json: { title: 'Renamed via API' } });
    expect(changed.body).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const fresh = await server.request('GET', `/products/${id}`);
    expect(fresh.body).toMatchObject({ _id: id, title: 'Renamed via API', desc: 'Changed behind the back' });
  });

  it('caches each category filter as its own key, dropped by a write to products', async () => {
    const dyes = await server.request('GET', '/?category=dyes');
    const fibres = await server.request('GET', '/products?category=fibres');
    expect(dyes.body).toEqual([]);
    expect(fibres.body).toEqual([]);

    const directDye = await insertProductDirectly('Direct dye', 'dyes');
    const directFibre = await insertProductDirectly('Direct fibre', 'fibres');
    expect((await server.request('GET', '/?category=dyes')).body).toEqual([]);
    expect((await server.request('GET', '/products?category=fibres')).body).toEqual([]);
    // Both paths answer the same query, so they share one entry.
    expect((await server.request('GET', '/?category=fibres')).body).toEqual([]);
    // A key not read before is loaded fresh: the query is part of the key.
    expect(ids((await server.request('GET', '/?category=fibres&limit=50')).body)).toEqual([directFibre]);

    const apiDye = await add('/add-products', bodies.products(3, 'dyes'));
    expect(ids((await server.request('GET', '/?category=dyes')).body)).toEqual([apiDye, directDye]);
    // The write dropped every key of the resource, not only the category written to.
    expect(ids((await server.request('GET', '/products?category=fibres')).body)).toEqual([directFibre]);
  });

  it('drops only the resource written to', async () => {
    const productsBefore = await server.request('GET', '/products');
    const slidersBefore = await server.request('GET', '/sliders');
    await insertProductDirectly('Unseen yarn', 'yarn');
    await insertSliderDirectly('Unseen slide');

    await add('/add-sliders', bodies.sliders(4));
    expect((await server.request('GET', '/sliders')).body).toHaveLength(slidersBefore.body.length + 2);
    expect((await server.request('GET', '/products')).body).toEqual(productsBefore.body);

    await add('/add-products', bodies.products(4, 'yarn'));
    expect((await server.request('GET', '/products')).body).toHaveLength(productsBefore.body.length + 2);
  });

  it('drops a list after an update and after a delete', async () => {
    const id = await add('/add-sliders', bodies.sliders(5));
    await server.request('GET', '/sliders');
    const direct = await insertSliderDirectly('Seen after update');
    const updated = await server.request('PUT', `/slider/${id}`, { ...as(), json: { title: 'Slide 5 renamed' } });
    expect(updated.body).toMatchObject({ modifiedCount: 1 });
    const afterUpdate = await server.request('GET', '/sliders');
    expect(ids(afterUpdate.body)).toContain(direct);
    expect(afterUpdate.body.find((row: { _id: string }) => row._id === id).title).toBe('Slide 5 renamed');

    const direct2 = await insertSliderDirectly('Seen after delete');
    const removed = await server.request('DELETE', `/delete-slide/${id}`, as());
    expect(removed.body).toEqual({ acknowledged: true, deletedCount: 1 });
    const afterDelete = ids((await server.request('GET', '/sliders')).body);
    expect(afterDelete).toContain(direct2);
    expect(afterDelete).not.toContain(id);
  });
});

describe('admin lists', () => {
  it('GET /users is read from the database every time and is private', async () => {
    const first = await server.request('GET', '/users', as());
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const _id = newId();
    await server.database.db.insert(users).values({ _id, uid: `direct-${_id}`, email: `direct-${_id}@texbridge.test` });
    const second = await server.request('GET', '/users', as());
    expect(second.headers.get('cache-control')).toBe('private, no-store');
    expect(ids(second.body)).toEqual([_id, ...ids(first.body)]);
  });

  it('GET /enquiries is read from the database every time and is private', async () => {
    const first = await server.request('GET', '/enquiries', as());
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const _id = newId();
    await server.database.db.insert(enquiries).values({
      _id,
      user_name: 'Direct',
      user_email: 'direct@example.com',
      message: 'Inserted straight into the table.',
    });
    const second = await server.request('GET', '/enquiries', as());
    expect(second.headers.get('cache-control')).toBe('private, no-store');
    expect(ids(second.body)).toEqual([_id, ...ids(first.body)]);
  });
});
