import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { etags } from '../src/platform/plugins/etag.ts';

describe('the ETag plugin', () => {
  it('keeps a tag a route sets itself (the cached reads), and answers 304 for it, weak or strong, with the route’s headers', async () => {
    const app = Fastify();
    await app.register(etags);
    app.get('/own', async (_request, reply) =>
      reply.header('etag', '"kept-br"').header('vary', 'accept-encoding').header('content-encoding', 'br').send('x'),
    );
    const own = await app.inject('/own');
    expect(own.headers.etag).toBe('"kept-br"');
    for (const tag of ['"kept-br"', 'W/"kept-br"']) {
      const again = await app.inject({ url: '/own', headers: { 'if-none-match': tag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers).toMatchObject({ etag: '"kept-br"', vary: 'accept-encoding', 'content-encoding': 'br' });
    }
    expect((await app.inject({ url: '/own', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
    await app.close();
  });

  it('tags every other answer from its body, and answers 304 for that tag, HEAD too', async () => {
    const app = Fastify();
    await app.register(etags);
    app.get('/tagged', async () => 'tagged');
    for (const method of ['GET', 'HEAD'] as const) {
      const tagged = await app.inject({ method, url: '/tagged' });
      expect(tagged.headers.etag).toMatch(/^"[^"]+"$/);
      const again = await app.inject({ method, url: '/tagged', headers: { 'if-none-match': tagged.headers.etag! } });
      expect(again.statusCode).toBe(304);
    }
    await app.close();
  });
});
