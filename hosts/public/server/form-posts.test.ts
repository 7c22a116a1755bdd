// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SentEnquiry } from '@texbridge/shared/format/sent-enquiry';
import type { RefusedEnquiryPost } from '@texbridge/shared/resources/enquiry-form';
import { createRenderServer, type Render, type RenderResult } from './app.ts';

// The render server as server/main.ts builds it (createRenderServer, where form-posts.ts is registered),
// with a stub render and a stand-in API over real HTTP.

const SITE = 'https://texbridge.example';
const TOKEN = 'render-token-render-token-render';

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'form-posts-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><title>TexBridge</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

interface Received {
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A stand-in for the API's POST /enquiries with its rules in small: a missing '@' is a 400 naming the
 * field, and `limit` enquiries a window per caller, then a 429. The caller is the visitor the render
 * token vouches for, or the connection (as server/src/platform/plugins/rate-limit.ts counts; its own tests hold
 * the real API to that).
 */
async function fakeApi(limit = 100) {
  const received: Received[] = [];
  const counted = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as { user_email?: string };
      received.push({ headers: request.headers, body });
      const answer = (status: number, payload: object, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(payload));
      };
      const visitor = request.headers['x-visitor-address'];
      const caller =
        request.headers['x-render-token'] === TOKEN && typeof visitor === 'string'
          ? visitor
          : request.socket.remoteAddress!;
      counted.set(caller, (counted.get(caller) ?? 0) + 1);
      if (counted.get(caller)! > limit) {
        return answer(
          429,
          { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 10 minutes' },
          { 'retry-after': '600' },
        );
      }
      if (!body.user_email?.includes('@')) {
        return answer(400, { statusCode: 400, error: 'Bad Request', message: 'user_email must be an e-mail address' });
      }
      // As the API with e-mail on: a receipt follows.
      answer(201, { acknowledged: true, insertedId: 'e1', receipt: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const page = (title: string): RenderResult => ({
  status: 200,
  head: `<title>${title} | TexBridge</title>`,
  html: `<main><h1>${title}</h1></main>`,
  state: '<script>window.__state = {}</script>',
});

/** A render that shows the refused post it was given, if any. */
const render = vi.fn<Render>(async (url, _config, options) => {
  const enquiry = (options as { enquiry?: RefusedEnquiryPost } | undefined)?.enquiry;
  return page(enquiry ? `${url} refused ${enquiry.form} ${enquiry.failure.status} ${enquiry.failure.message}` : url);
});

async function start(
  apiUrl: string,
  siteUrl: string | null = SITE,
  extra: { rendersPerMinute?: number; trustProxy?: string } = {},
) {
  render.mockClear();
  const options = {
    distDir,
    render,
    // Pages read no query parameters here (server/app.ts keys its page cache by what they read).
    pageSearch: () => '',
    config: { siteName: 'TexBridge', apiUrl, ...(siteUrl && { siteUrl }) },
    apiToken: TOKEN,
    ...extra,
  };
  const app = await createRenderServer(options);
  closers.push(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: SITE }) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  return {
    base,
    post,
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers }),
  };
}

const typed = {
  enquiry_form: 'footer',
  user_name: 'Rafiq Islam',
  user_email: ' rafiq@denim.example ',
  user_phone: '',
  message: 'Price for 12 oz denim, please.',
};

describe('a form sent without JavaScript', () => {
  it('is forwarded to the API as the form sends it, then answered with a 303 to the thank-you page', async () => {
    const api = await fakeApi();
    const { post, get } = await start(api.url);
    const response = await post('/products/42?page=2', typed);

    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = response.headers.get('location')!;
    expect(location).toBe('/message-sent?from=%2Fproducts%2F42%3Fpage%3D2');
    expect(api.received).toHaveLength(1);
    // The e-mail trimmed and the blank phone left out, as lib/check-enquiry.ts sends them.
    expect(api.received[0]!.body).toEqual({
      user_name: 'Rafiq Islam',
      user_email: 'rafiq@denim.example',
      message: 'Price for 12 oz denim, please.',
    });
    expect(api.received[0]!.headers['content-type']).toBe('application/json');

    // What was sent goes to the thank-you page in this browser's cookie, and to that page alone.
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      /^texbridge-sent-message=[\w-]+; Path=\/message-sent; Max-Age=900; HttpOnly; SameSite=Lax; Secure$/,
    );
    const thanks = await get(location, { cookie: cookie.split(';')[0]! });
    expect(thanks.status).toBe(200);
    expect(thanks.headers.get('cache-control')).toBe('no-store');
    // A page of the site (the site's /message-sent route, in the template), never a bare message page.
    expect(await thanks.text()).toContain(
      '<div id="root"><main><h1>/message-sent?from=%2Fproducts%2F42%3Fpage%3D2</h1>',
    );
    const options = render.mock.calls.at(-1)![2] as { sent?: { enquiry?: SentEnquiry } };
    expect(options.sent?.enquiry).toEqual({
      name: 'Rafiq Islam',
      email: 'rafiq@denim.example',
      message: 'Price for 12 oz denim, please.',
      receipt: true,
    });
  });

  it('from a Chinese page, lands on the Chinese thank-you page, which gets the summary and leads back', async () => {
    const api = await fakeApi();
    const { post, get } = await start(api.url);
    const response = await post('/zh/contact', typed);
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toBe('/zh/message-sent?from=%2Fzh%2Fcontact');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/; Path=\/zh\/message-sent;/);
    const thanks = await get(location, { cookie: cookie.split(';')[0]! });
    expect(thanks.status).toBe(200);
    expect(render.mock.calls.at(-1)![0]).toBe('/zh/message-sent?from=%2Fzh%2Fcontact');
    const options = render.mock.calls.at(-1)![2] as { sent?: { enquiry?: SentEnquiry } };
    expect(options.sent?.enquiry).toMatchObject({ email: 'rafiq@denim.example' });
  });

  it('keeps line breaks as the JavaScript form sends them: a plain post writes them CRLF', async () => {
    const api = await fakeApi();
    const { post } = await start(api.url);
    expect((await post('/contact', { ...typed, message: 'Line one\r\nLine two\rLine three' })).status).toBe(303);
    expect(api.received[0]!.body).toMatchObject({ message: 'Line one\nLine two\nLine three' });
  });

  it('is refused by the API: the page comes back holding the post, with its status, and is not cached', async () => {
    const api = await fakeApi();
    const { post, get } = await start(api.url);
    const response = await post('/contact', { ...typed, enquiry_form: 'contact', user_email: 'rafiq.example' });

    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(
      '<h1>/contact refused contact 400 user_email must be an e-mail address</h1>',
    );
    expect(render).toHaveBeenCalledWith(
      '/contact',
      expect.objectContaining({ apiUrl: api.url }),
      expect.objectContaining({
        enquiry: {
          form: 'contact',
          values: { user_name: 'Rafiq Islam', user_email: 'rafiq.example', user_phone: '', message: typed.message },
          failure: { status: 400, message: 'user_email must be an e-mail address' },
        },
      }),
    );
    // The page's own render, as every render, reaches the API with the token.
    const { fetch: renderFetch } = render.mock.calls[0]![2] as { fetch?: typeof fetch };
    expect(renderFetch).toBeTypeOf('function');
    // The next visitor's GET of the page is the plain page.
    expect(await (await get('/contact')).text()).toContain('<h1>/contact</h1>');
  });

  it("is posted with the render token for the visitor's address, so each visitor has their own enquiry limit", async () => {
    const api = await fakeApi(2);
    // Behind the site's nginx, as deployed: its X-Forwarded-For names the visitor.
    const { post } = await start(api.url, SITE, { trustProxy: '127.0.0.1' });
    const from = (visitor: string) => ({ origin: SITE, 'x-forwarded-for': visitor });
    expect((await post('/', typed, from('203.0.113.1'))).status).toBe(303);
    expect((await post('/', typed, from('203.0.113.1'))).status).toBe(303);
    const limited = await post('/', typed, from('203.0.113.1'));

    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
    expect(await limited.text()).toContain('refused footer 429 Rate limit exceeded');
    // Another visitor is not held to the first one's allowance.
    expect((await post('/', typed, from('203.0.113.2'))).status).toBe(303);
    for (const { headers } of api.received) expect(headers['x-render-token']).toBe(TOKEN);
    expect(api.received.map(({ headers }) => headers['x-visitor-address'])).toEqual([
      '203.0.113.1',
      '203.0.113.1',
      '203.0.113.1',
      '203.0.113.2',
    ]);
  });

  it('names the connection as the visitor when no proxy in front is trusted', async () => {
    const api = await fakeApi();
    const { post } = await start(api.url);
    expect((await post('/', typed, { origin: SITE, 'x-forwarded-for': '203.0.113.9' })).status).toBe(303);
    expect(api.received[0]!.headers['x-visitor-address']).toBe('127.0.0.1');
  });

  it('reports an API it cannot reach as a 503, the page holding the post', async () => {
    const { post } = await start('http://127.0.0.1:1');
    const response = await post('/news', typed);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('<h1>/news refused footer 0 </h1>');
  });
});

describe('many posts from one address', () => {
  it("count against the render server's cap on renders: past it, a 429 that says to wait, and no API call", async () => {
    const api = await fakeApi();
    const { post } = await start(api.url, SITE, { rendersPerMinute: 2 });
    expect((await post('/', typed)).status).toBe(303);
    expect((await post('/', typed)).status).toBe(303);
    const capped = await post('/', typed);
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await capped.text()).toContain('Please wait a minute and send it again.');
    expect(api.received).toHaveLength(2);
  });
});

describe('a post from elsewhere', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another referer, no origin', { referer: 'https://evil.example/form' }],
    ['an opaque origin', { origin: 'null' }],
    ['neither', {}],
  ])('from %s is a 403 that says why, and reaches no API', async (_name, headers) => {
    const api = await fakeApi();
    const { post } = await start(api.url);
    const response = await post('/contact', typed, headers);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('It came from another site.');
    // A handler that went on after its answer would forward the refused post then, before a post sent
    // after that answer: the next post's own forward (answered before its 303) arrives alone.
    const next = await post('/contact', { ...typed, message: 'Sent after the refusal.' });
    expect(next.status).toBe(303);
    expect(api.received.map(({ body }) => body)).toEqual([
      expect.objectContaining({ message: 'Sent after the refusal.' }),
    ]);
  });

  it("is taken from the site's own pages by Referer when a browser sends no Origin", async () => {
    const api = await fakeApi();
    const { post } = await start(api.url);
    expect((await post('/contact', typed, { referer: `${SITE}/contact` })).status).toBe(303);
  });

  it('without SITE_URL, is taken from the host it was sent to', async () => {
    const api = await fakeApi();
    const { base, post } = await start(api.url, null);
    expect((await post('/contact', typed, { origin: base })).status).toBe(303);
    expect((await post('/contact', typed, { origin: 'http://evil.example' })).status).toBe(403);
  });

  it('without the form field is a 400, not an enquiry', async () => {
    const api = await fakeApi();
    const { post } = await start(api.url);
    const { enquiry_form: _form, ...fields } = typed;
    expect((await post('/contact', fields)).status).toBe(400);
    expect(api.received).toHaveLength(0);
  });
});

describe('the thank-you page', () => {
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', '/"><script>'])(
    'links back to local pages only: %s is the home page',
    async (from) => {
      const { get } = await start('http://127.0.0.1:1');
      expect((await get(`/message-sent?from=${encodeURIComponent(from)}`)).status).toBe(200);
      expect(render.mock.calls.at(-1)![0]).toBe('/message-sent?from=%2F');
    },
  );

  it('shows what was sent only to the browser that sent it: none without its cookie, none from a forged one', async () => {
    const { get } = await start('http://127.0.0.1:1');
    // Everything in its place but a receipt that is not a yes or no: a summary this server never writes.
    const forged = Buffer.from(JSON.stringify({ name: 'x', email: 'y', message: 'z', receipt: 'yes' }));
    for (const cookie of [
      '',
      'texbridge-sent-message=not-json',
      `texbridge-sent-message=${forged.toString('base64url')}`,
    ]) {
      expect((await get('/message-sent?from=%2Fabout', { cookie })).status).toBe(200);
      expect(render.mock.calls.at(-1)![2]).toMatchObject({ sent: { enquiry: undefined } });
    }
  });

  it('is still a page when the site cannot be rendered: the message was stored', async () => {
    const { get } = await start('http://127.0.0.1:1');
    render.mockRejectedValueOnce(new Error('the API is down'));
    const thanks = await get('/message-sent?from=%2Fabout');
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain('Thank you, your message was sent. We will reply soon.');
  });
});
