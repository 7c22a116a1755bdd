import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/platform/database/schema.ts';
import { createStore } from '../src/platform/database/store.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * The public reads go compressed to a client that accepts it, from copies kept beside the cached body
 * (docs/performance.md, "Compression"). Over a plain HTTP client, which neither asks for an encoding
 * nor decodes one by itself, unlike fetch.
 */
let server: TestServer;
const LIST = '/products';
const PAGE = '/products?page=1&limit=20';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(server.url + path, { method, headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () =>
        resolve({ status: reply.statusCode!, headers: reply.headers, body: Buffer.concat(chunks) }),
      );
      reply.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

beforeAll(async () => {
  server = await startTestServer();
  // Enough products for lists far above the 1 kB under which nothing is compressed.
  const store = createStore(server.database.db, products);
  for (let n = 0; n < 40; n++) await store.insert(bodies.products(n) as never);
});
afterAll(() => server?.close());

describe('compressed public reads', () => {
  it.each([LIST, PAGE])('%s: an identity client gets the plain JSON, with its strong tag', async (path) => {
    const plain = await get(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers.etag).toMatch(/^"[^"]+"$/);
    expect(JSON.parse(plain.body.toString())).toHaveLength(path === PAGE ? 20 : 40);
  });

  it.each([
    ['br', 'br, gzip'],
    ['gzip', 'gzip, deflate'],
    ['br', 'gzip;q=0.5, br'],
    ['gzip', 'gzip'],
  ] as const)(
    '%s for Accept-Encoding: %s, decoding to the same JSON, and 304 for its tag',
    async (encoding, accept) => {
      for (const path of [LIST, PAGE]) {
        const plain = await get(path);
        const packed = await get(path, { 'accept-encoding': accept });
        expect(packed.status).toBe(200);
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
        expect(packed.body.length).toBeLessThan(plain.body.length / 2);
        expect(decode[encoding](packed.body).equals(plain.body)).toBe(true);
        // Another representation, another tag: the plain body's, marked with the encoding.
        expect(packed.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, `-${encoding}"`));
        expect(packed.headers['x-content-type-options']).toBe('nosniff');
        expect(packed.headers['x-ratelimit-limit']).toBeTruthy();
        if (path === PAGE) expect(packed.headers['x-total-count']).toBe('40');

        const again = await get(path, { 'accept-encoding': accept, 'if-none-match': packed.headers.etag as string });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(packed.headers.etag);
        expect(again.headers.vary).toMatch(/accept-encoding/i);
        // A tag of one encoding does not stand for the other's bytes.
        const identity = await get(path, { 'if-none-match': packed.headers.etag as string });
        expect(identity.status).toBe(200);
        expect(identity.headers.etag).toBe(plain.headers.etag);
        expect(identity.body.equals(plain.body)).toBe(true);
      }
    },
  );

  it('answers a HEAD with the headers of its compressed GET', async () => {
    const packed = await get(LIST, { 'accept-encoding': 'gzip' });
    const head = await get(LIST, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers.etag).toBe(packed.headers.etag);
    expect(head.headers['content-length']).toBe(packed.headers['content-length']);
  });

  it('leaves small answers and encodings it does not make uncompressed, saying the list varies', async () => {
    const health = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    const refused = await get(LIST, { 'accept-encoding': 'identity, deflate' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toMatch(/(^|, *)accept-encoding$/i);
    expect(refused.headers.etag).toMatch(/^"[^"]+"$/);
  });
});
