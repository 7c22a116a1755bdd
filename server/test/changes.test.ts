import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { expectSecurityHeaders } from './helpers/security-headers.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** GET /changes: the event stream the public site's render server drops its pages on. */
let server: TestServer;
let admin: Account;

beforeAll(async () => {
  admin = await createAccount('changes-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
});
afterAll(() => server?.close());

/** Reads server-sent events off a real HTTP stream, one `{ event, data }` at a time. */
async function openStream() {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/changes`, { signal: controller.signal });
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
  it('opens without a token as an event stream and says it is ready', async () => {
    const stream = await openStream();
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      // The API's headers, as on every other answer (a hijacked reply once went without them).
      expectSecurityHeaders(stream.response.headers);
      expect(stream.response.headers.get('vary')).toBe('Origin');
      expect(stream.response.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
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

  it('ends open streams when the API closes, so shutting down does not hang', async () => {
    const own = await startTestServer({ ADMIN_EMAILS: admin.email });
    const response = await fetch(`${own.url}/changes`);
    const reader = response.body!.getReader();
    await reader.read();
    await own.close();
    for (;;) if ((await reader.read()).done) break;
  });
});
