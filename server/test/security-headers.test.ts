import { localStore } from '../src/media/storage/local-store.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveWebp } from '../src/media/images.ts';
import { expectSecurityHeaders } from './helpers/security-headers.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** What the API tells browsers about its answers: data that loads nothing and is framed by no one. */
let server: TestServer;
let image: string;

beforeAll(async () => {
  server = await startTestServer();
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336' } })
    .webp()
    .toBuffer();
  image = await saveWebp(webp, localStore(server.config.uploadDir));
});
afterAll(() => server?.close());

describe('security headers', () => {
  it.each([
    ['a list', () => '/products', 200],
    ['an error', () => '/products/no-such-id', 404],
    ['the sitemap', () => '/sitemap.xml', 200],
    ['an uploaded image', () => image, 200],
  ])('%s may load nothing and be framed by no one', async (_what, path, status) => {
    const reply = await server.request('GET', path());
    expect(reply.status).toBe(status);
    expectSecurityHeaders(reply.headers);
  });

  it('the one page, /docs, keeps a policy that lets it run its own script and style', async () => {
    const reply = await server.request('GET', '/docs');
    expect(reply.status).toBe(200);
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/style-src 'self'/);
    expect(csp).not.toContain("default-src 'none'");
  });
});
