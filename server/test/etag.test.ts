import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { etags, notModified } from '../src/platform/plugins/etag.ts';

/** The onSend hooks each route ends up with, after every onRoute hook registered before this one. */
async function routesWithEtags() {
  const app = Fastify();
  await app.register(etags);
  const onSend = new Map<string, unknown[]>();
  app.addHook('onRoute', (route) => {
    onSend.set(`${route.method} ${route.url}`, [route.onSend ?? []].flat());
  });
  app.get('/own', { config: { etag: 'own' } }, async () => 'own');
  app.get('/tagged', async () => 'tagged');
  await app.ready();
  return { app, onSend };
}

describe('the ETag plugin', () => {
  it('runs no hook on a route that answers If-None-Match itself (the cached reads), and @fastify/etag’s on the rest', async () => {
    const { app, onSend } = await routesWithEtags();
    expect(onSend.get('GET /own')).toEqual([]);
    const [hook] = onSend.get('GET /tagged')!;
    expect(hook).toBeTypeOf('function');
    // The HEAD twin keeps the plugin's hook first, before Fastify's own that drops the body.
    expect(onSend.get('HEAD /tagged')?.[0]).toBe(hook);
    expect(onSend.get('HEAD /tagged')).toHaveLength(2);

    const own = await app.inject('/own');
    expect(own.headers.etag).toBeUndefined();
    const tagged = await app.inject('/tagged');
    expect(tagged.headers.etag).toMatch(/^"[^"]+"$/);
    const again = await app.inject({ url: '/tagged', headers: { 'if-none-match': tagged.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    await app.close();
  });

  it('matches If-None-Match as @fastify/etag does: the same tag, weak or strong', () => {
    expect(notModified('"abc"', '"abc"')).toBe(true);
    expect(notModified('W/"abc"', '"abc"')).toBe(true);
    expect(notModified('"abc"', 'W/"abc"')).toBe(true);
    expect(notModified('"abd"', '"abc"')).toBe(false);
    expect(notModified(undefined, '"abc"')).toBe(false);
    expect(notModified('', '"abc"')).toBe(false);
  });
});
