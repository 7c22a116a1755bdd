import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_TOKEN_HEADER } from '@texbridge/shared/api/render-server';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { addProducts, rfqBody, startToken } from './helpers/rfqs.ts';
import { expectSecurityHeaders } from './helpers/security-headers.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** GET /changes: the event stream the public site's render server drops its pages on. */
let server: TestServer;
let admin: Account;
const RENDER_TOKEN = 'changes-render-token-0123456789';
const asRenderServer = { [RENDER_TOKEN_HEADER]: RENDER_TOKEN };

beforeAll(async () => {
  admin = await createAccount('changes-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email, RENDER_TOKEN });
});
afterAll(() => server?.close());

/** Reads server-sent events off a real HTTP stream, one `{ event, data }` at a time. */
async function openStream(headers: Record<string, string> = asRenderServer) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/changes`, { signal: controller.signal, headers });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function next(): Promise<{ event: string; data: string }> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        if (!lines.length) continue;
        const field = (name: string) =>
          lines
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim() ?? '';
        return { event: field('event'), data: field('data') };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  }
  return { response, next, close: () => controller.abort() };
}

describe('GET /changes', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', { [RENDER_TOKEN_HEADER]: 'someone-else-0123456789abcdef' }],
  ])('refuses a caller with %s: it would tell a stranger when content and enquiries change', async (_name, headers) => {
    const response = await fetch(`${server.url}/changes`, { headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/render server/) });
  });

  it("opens with the render server's token as an event stream and says it is ready", async () => {
    const stream = await openStream();
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      // The API's headers, as on every other answer (a hijacked reply once went without them).
      expectSecurityHeaders(stream.response.headers);
      expect(stream.response.headers.get('vary')).toBe('Origin');
      // The render server's token is exempt from the per-address limit, so no limit is announced.
      expect(stream.response.headers.get('x-ratelimit-limit')).toBeNull();
      expect(await stream.next()).toEqual({ event: 'ready', data: '' });
    } finally {
      stream.close();
    }
  });

  it('sends a change event, naming the resource, for each committed write and for nothing else', async () => {
    const stream = await openStream();
    /** The resources named until `resource` is (on PostgreSQL a write is heard twice: its own and its NOTIFY). */
    const namedUntil = async (resource: string) => {
      const named: string[] = [];
      while (named.at(-1) !== resource) {
        const { event, data } = await stream.next();
        expect(event).toBe('change');
        named.push(data);
      }
      return named;
    };
    try {
      await stream.next();
      const added = await server.request('POST', '/add-products', { token: admin.token, json: bodies.products() });
      expect(added.status).toBe(200);
      expect(await namedUntil('products')).toEqual(['products']);
      // Nothing to delete, so nothing changed and nothing is said.
      const removed = await server.request('DELETE', `/delete-news/${'f'.repeat(24)}`, { token: admin.token });
      expect(removed.status).toBe(404);
      const slide = await server.request('POST', '/add-sliders', { token: admin.token, json: bodies.sliders() });
      expect(slide.status).toBe(200);
      expect(await namedUntil('sliders')).not.toContain('news');
    } finally {
      stream.close();
    }
  });

  it('says which change was a delete, before its change event', async () => {
    const stream = await openStream();
    try {
      await stream.next();
      const added = await server.request('POST', '/add-news', { token: admin.token, json: bodies.news() });
      // On PostgreSQL a write is heard twice (its own and its NOTIFY): read up to the delete's events.
      const removed = await server.request('DELETE', `/delete-news/${added.body.insertedId}`, { token: admin.token });
      expect(removed.status).toBe(200);
      const events: string[] = [];
      while (events.at(-1) !== 'delete news') {
        const { event, data } = await stream.next();
        events.push(`${event} ${data}`);
      }
      expect(events.filter((event) => event !== 'change news')).toEqual(['delete news']);
      expect(await stream.next()).toEqual({ event: 'change', data: 'news' });
    } finally {
      stream.close();
    }
  });

  it('tells nothing of enquiries, RFQs or users, which no public page shows', async () => {
    const [product] = await addProducts(server, admin.token, 1);
    const rfq = rfqBody([product!], await startToken(server));
    const stream = await openStream();
    try {
      await stream.next();
      const enquiry = await server.request('POST', '/enquiries', { json: bodies.enquiries() });
      expect(enquiry.status).toBe(200);
      const sent = await server.request('POST', '/rfqs', { json: rfq });
      expect(sent.status).toBe(200);
      const asAdmin = { token: admin.token, json: { note: 'Asked the mill.' } };
      expect((await server.request('PATCH', `/rfqs/${sent.body.insertedId}`, asAdmin)).status).toBe(200);
      expect((await server.request('PATCH', `/enquiries/${enquiry.body.insertedId}`, asAdmin)).status).toBe(200);
      const slide = await server.request('POST', '/add-sliders', { token: admin.token, json: bodies.sliders() });
      expect(slide.status).toBe(200);
      // Events arrive in order: the first one heard after the requests is the slide's.
      expect(await stream.next()).toEqual({ event: 'change', data: 'sliders' });
    } finally {
      stream.close();
    }
  });

  it('holds one address to a few streams, so it cannot take every stream from a render server', async () => {
    const open = await Promise.all(Array.from({ length: 4 }, () => openStream()));
    try {
      const refused = await fetch(`${server.url}/changes`, { headers: asRenderServer });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      open.pop()!.close();
      // The closed stream's place is free again once the API has seen it close.
      await expect
        .poll(async () => {
          const again = await fetch(`${server.url}/changes`, { headers: asRenderServer });
          void again.body?.cancel();
          return again.status;
        })
        .toBe(200);
    } finally {
      open.forEach((stream) => stream.close());
    }
  });

  it('ends open streams when the API closes, so shutting down does not hang', async () => {
    const own = await startTestServer({ ADMIN_EMAILS: admin.email, RENDER_TOKEN });
    const response = await fetch(`${own.url}/changes`, { headers: asRenderServer });
    const reader = response.body!.getReader();
    await reader.read();
    await own.close();
    for (;;) if ((await reader.read()).done) break;
  });
});

describe('GET /render-token', () => {
  it('answers 204 to the token the API was started with, and 403 to any other or none', async () => {
    expect((await fetch(`${server.url}/render-token`, { headers: asRenderServer })).status).toBe(204);
    const wrong = await fetch(`${server.url}/render-token`, {
      headers: { [RENDER_TOKEN_HEADER]: 'someone-else-0123456789abcdef' },
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ message: expect.stringMatching(/RENDER_TOKEN/) });
    expect((await fetch(`${server.url}/render-token`)).status).toBe(403);
  });

  it('answers 403 to every token when the API has none', async () => {
    const own = await startTestServer({ ADMIN_EMAILS: admin.email });
    try {
      expect((await fetch(`${own.url}/render-token`, { headers: asRenderServer })).status).toBe(403);
    } finally {
      await own.close();
    }
  });
});
