import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * The cached list path answers without a promise and the access check runs on non-public routes only
 * (bench/api-lists.ts): every protection must still apply to it.
 */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the cached list path', () => {
  it('counts cached answers and 304s against the rate limit, with its headers on each', async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: '4' });
    const first = await server.request('GET', '/products');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('3');
    const cached = await server.request('GET', '/products');
    expect(cached.status).toBe(200);
    expect(cached.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(cached.headers.get('x-ratelimit-limit')).toBe('4');
    expect(cached.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(cached.headers.get('x-content-type-options')).toBe('nosniff');
    const revalidated = await server.request('GET', '/products', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await server.request('GET', '/products')).status).toBe(200);
    const refused = await server.request('GET', '/products');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Rate limit exceeded/);
  });

  it('counts IPv6 clients by their /64 as the rate-limit plugin does', async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '1' });
    const from = (address: string) =>
      server!.request('GET', '/products', { headers: { 'x-forwarded-for': address } }).then((reply) => reply.status);
    expect(await from('2001:db8:1:2::1')).toBe(200);
    // Another address in the same /64 is the same client; another /64 is not, nor is an IPv4 address.
    expect(await from('2001:db8:1:2::ffff')).toBe(429);
    expect(await from('2001:db8:1:3::1')).toBe(200);
    expect(await from('203.0.113.9')).toBe(200);
    expect(await from('::ffff:203.0.113.9')).toBe(429);
  });

  it('still checks the caller of every route that is not public, HEAD twins included, before the rate limit', async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: '100' });
    for (const method of ['GET', 'HEAD']) {
      const reply = await server.request(method, '/enquiries');
      expect(reply.status, method).toBe(401);
      // The check answers before the rate limit counts the request, as when it was a global hook.
      expect(reply.headers.get('x-ratelimit-remaining'), method).toBeNull();
    }
    const anonymousWrite = await server.request('POST', '/add-products', { json: {} });
    expect(anonymousWrite.status).toBe(401);
    const publicRead = await server.request('GET', '/products');
    expect(publicRead.status).toBe(200);
    expect(publicRead.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('counts a GET and its HEAD twin once each, in a one-minute window, and says when to come back', async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: '3' });
    const counted = [];
    for (const method of ['GET', 'HEAD', 'GET']) {
      const reply = await server.request(method, '/sliders');
      counted.push([reply.status, reply.headers.get('x-ratelimit-remaining')]);
      const reset = Number(reply.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
    }
    expect(counted).toEqual([
      [200, '2'],
      [200, '1'],
      [200, '0'],
    ]);
    const refused = await server.request('GET', '/sliders');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('3');
    const retryAfter = refused.headers.get('retry-after');
    expect(refused.body.message).toBe(`Rate limit exceeded, retry in ${retryAfter} seconds`);
    // The route's own limit (POST /enquiries) is counted apart: the general one does not refuse it.
    expect((await server.request('POST', '/enquiries', { json: {} })).status).toBe(400);
  });
});
