import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * The API sets the CORS headers of ordinary requests itself (one cheap hook) and leaves preflights to
 * @fastify/cors. Every answer must carry exactly the CORS headers @fastify/cors, registered for every
 * request as the API once did, gives the same request: compared here header by header.
 */
const SITE = 'https://shop.example.com';
const DASHBOARD = 'https://admin.example.com';
const STRANGER = 'https://evil.example.net';

/** @fastify/cors as the API registered it for every request before: the reference. */
async function reference(origins: string[]): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(cors, {
    origin: origins.includes('*') ? true : origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: ['X-Total-Count', 'ETag'],
    maxAge: 600,
  });
  app.get('/products', async () => []);
  app.post('/enquiries', async () => ({}));
  return app;
}

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name === 'vary' || name.startsWith('access-control-')));

type Request = { method: 'GET' | 'POST' | 'OPTIONS' | 'HEAD'; url: string; headers: Record<string, string> };

function requests(): Request[] {
  const all: Request[] = [];
  for (const origin of [undefined, SITE, DASHBOARD, STRANGER, '']) {
    const from: Record<string, string> = origin === undefined ? {} : { origin };
    all.push({ method: 'GET', url: '/products', headers: from });
    all.push({ method: 'HEAD', url: '/products', headers: from });
    all.push({ method: 'GET', url: '/no-such-route', headers: from });
    all.push({ method: 'POST', url: '/enquiries', headers: { ...from, 'content-type': 'application/json' } });
    // Preflights: complete, without the method asked for (refused by strict preflight), for an unknown path.
    const asks = { ...from, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' };
    all.push({ method: 'OPTIONS', url: '/enquiries', headers: asks });
    all.push({ method: 'OPTIONS', url: '/products', headers: from });
    all.push({ method: 'OPTIONS', url: '/no-such-route', headers: asks });
  }
  return all;
}

describe.each([
  ['a list of origins', `${SITE},${DASHBOARD}`, [SITE, DASHBOARD]],
  ['any origin', '*', ['*']],
])('CORS with %s', (_name, setting, origins) => {
  let server: TestServer;
  let plugin: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer({ CORS_ORIGINS: setting });
    plugin = await reference(origins);
  });
  afterAll(async () => {
    await server?.close();
    await plugin?.close();
  });

  it('gives every request the CORS headers (and preflights the status) @fastify/cors gives it', async () => {
    let allowedOrigins = 0;
    for (const request of requests()) {
      const [api, expected] = await Promise.all([server.app.inject(request), plugin.inject(request)]);
      const label = `${request.method} ${request.url} from ${JSON.stringify(request.headers.origin)}`;
      expect(corsHeaders(api.headers), label).toEqual(corsHeaders(expected.headers));
      if (expected.headers['access-control-allow-origin']) allowedOrigins++;
      if (request.method === 'OPTIONS') {
        expect(api.statusCode, label).toBe(expected.statusCode);
        expect(api.body, label).toBe(expected.body);
      }
    }
    // The comparison covered answers that let an origin in, not only refusals.
    expect(allowedOrigins).toBeGreaterThanOrEqual(10);
  });

  it('lets an allowed page read a cached list with its paging header', async () => {
    await server.request('GET', '/products');
    const reply = await server.app.inject({
      method: 'GET',
      url: '/products?page=1&limit=5',
      headers: { origin: SITE },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe(SITE);
    expect(reply.headers['access-control-expose-headers']).toBe('X-Total-Count, ETag');
    expect(reply.headers['x-total-count']).toBe('0');
  });
});
