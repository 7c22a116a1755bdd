import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const enquiry = (from: string) =>
  server!.request('POST', '/enquiries', { json: bodies.enquiries(), headers: { 'x-forwarded-for': from } });

describe('whom the rate limits count (TRUST_PROXY)', () => {
  it('by default counts the connection, so a client cannot pick a new address per request', async () => {
    server = await startTestServer({ NODE_ENV: 'production', ENQUIRY_LIMIT_MAX: '3' });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await enquiry(`203.0.113.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('with TRUST_PROXY=1 counts the address the proxy in front reports', async () => {
    server = await startTestServer({ NODE_ENV: 'production', ENQUIRY_LIMIT_MAX: '1', TRUST_PROXY: '1' });
    expect((await enquiry('203.0.113.1')).status).toBe(200);
    expect((await enquiry('203.0.113.1')).status).toBe(429);
    expect((await enquiry('203.0.113.2')).status).toBe(200);
    // A client's own header before the proxy's entry is not believed: only the nearest hop is.
    expect((await enquiry('198.51.100.7, 203.0.113.1')).status).toBe(429);
  });

  it('with TRUST_PROXY naming addresses believes only proxies at those addresses', async () => {
    server = await startTestServer({ NODE_ENV: 'production', ENQUIRY_LIMIT_MAX: '1', TRUST_PROXY: '10.0.0.0/8' });
    // The test connects from 127.0.0.1, which is not a named proxy: its header is ignored.
    expect((await enquiry('203.0.113.1')).status).toBe(200);
    expect((await enquiry('203.0.113.2')).status).toBe(429);
  });

  it.each([
    ['true', /^Environment variable TRUST_PROXY must be the number of proxies/],
    ['any', /^Environment variable TRUST_PROXY must be the number of proxies/],
  ])('refuses TRUST_PROXY=%s with a sentence', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it.each([
    ['1', 1],
    ['0', false],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});

describe("the render server's token (RENDER_TOKEN)", () => {
  const token = '3f9a0c7be21d54e86a0f1c93b7d2e4a5c6b8d0e1f2a3b4c5';
  const products = (headers: Record<string, string> = {}) =>
    server!.request('GET', '/products', { headers }).then((reply) => reply.status);

  it('lets the render server, which asks for every visitor, past the per-address limit', async () => {
    server = await startTestServer({ NODE_ENV: 'production', RATE_LIMIT_MAX: '2', RENDER_TOKEN: token });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await products({ 'x-render-token': token }));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('holds everyone else to it, a wrong or missing token alike', async () => {
    server = await startTestServer({ NODE_ENV: 'production', RATE_LIMIT_MAX: '2', RENDER_TOKEN: token });
    expect([await products(), await products({ 'x-render-token': `${token}0` }), await products()]).toEqual([
      200, 200, 429,
    ]);
    expect(await products({ 'x-render-token': token.slice(1) })).toBe(429);
  });

  it('exempts nobody when it is not set', async () => {
    // Production refuses to start without one: this is a development API.
    server = await startTestServer({ RATE_LIMIT_MAX: '1' });
    expect([await products({ 'x-render-token': '' }), await products({ 'x-render-token': 'undefined' })]).toEqual([
      200, 429,
    ]);
  });

  describe('posting for a visitor (an enquiry sent without JavaScript)', () => {
    const post = (headers: Record<string, string>) =>
      server!.request('POST', '/enquiries', { json: bodies.enquiries(), headers }).then((reply) => reply.status);
    const forVisitor = (address: string) => ({ 'x-render-token': token, 'x-visitor-address': address });

    it('holds each visitor it vouches for to the enquiry limit, not one allowance for all', async () => {
      server = await startTestServer({ NODE_ENV: 'production', ENQUIRY_LIMIT_MAX: '1', RENDER_TOKEN: token });
      expect(await post(forVisitor('203.0.113.1'))).toBe(200);
      expect(await post(forVisitor('203.0.113.1'))).toBe(429);
      expect(await post(forVisitor('203.0.113.2'))).toBe(200);
      expect(await post(forVisitor('2001:db8::1'))).toBe(200);
      expect(await post(forVisitor('2001:db8::2'))).toBe(429); // the same /64 counts as one visitor
    });

    it('believes the address only beside the token, and only an IP address', async () => {
      server = await startTestServer({ NODE_ENV: 'production', ENQUIRY_LIMIT_MAX: '1', RENDER_TOKEN: token });
      // Without the token the connection is counted, whatever the header says.
      expect(await post({ 'x-visitor-address': '203.0.113.1' })).toBe(200);
      expect(await post({ 'x-visitor-address': '203.0.113.2' })).toBe(429);
      expect(await post({ 'x-render-token': `${token}0`, 'x-visitor-address': '203.0.113.3' })).toBe(429);
      // With the token but no usable address it is the render server's own request: let past.
      expect(await post({ 'x-render-token': token, 'x-visitor-address': 'somewhere' })).toBe(200);
      expect(await post({ 'x-render-token': token })).toBe(200);
    });
  });

  it('refuses a short token with a sentence', () => {
    expect(() => loadConfig({ RENDER_TOKEN: 'secret' })).toThrow(/^RENDER_TOKEN must be at least 24 characters/);
  });
});
