// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@texbridge/shared/api/api-client';
import { pageSearch } from '../src/config/page-search.ts';
import { createRenderServer, type Render, type RenderResult, type RenderServerOptions } from './app.ts';

/** The shape of the client build's index.html (vite puts the module script in <head>). */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>TexBridge</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-XyZ789.css">
  </head>
  <body>
    <noscript>This site needs JavaScript to show the catalogue.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

class ApiUnavailableError extends Error {
  override name = 'ApiUnavailableError';
}

const config = { siteName: 'TexBridge', apiUrl: 'http://127.0.0.1:1' };
const page = (title: string, status = 200): RenderResult => ({
  status,
  head: `<title>${title} | TexBridge</title><meta property="og:title" content="${title}" />`,
  html: `<main><h1>${title}</h1></main>`,
  state: `<script>window.__state = ${JSON.stringify({ title })}</script>`,
});

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'render-server-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const servers: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A render server on a free port, with a stub render and a clock the test moves. */
async function start(
  render: Render,
  options: Partial<Pick<RenderServerOptions, 'changeFeed' | 'apiToken' | 'trustProxy' | 'rendersPerMinute'>> & {
    apiUrl?: string;
    cache?: RenderServerOptions['cache'];
    /** Called on each request once the server's hooks have run, as its route's handler starts. */
    onHandler?: () => void;
  } = {},
) {
  const clock = { now: 1_000_000 };
  const app = await createRenderServer({
    distDir,
    render,
    pageSearch,
    config: { ...config, apiUrl: options.apiUrl ?? config.apiUrl },
    ...options,
    cache: { now: () => clock.now, ...options.cache },
  });
  servers.push(app);
  if (options.onHandler) app.addHook('preHandler', async () => options.onHandler?.());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const get = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init);
  return { get, raw: (path: string, headers: Record<string, string>) => rawGet(port, path, headers), clock };
}

/** A GET whose body stays as sent (fetch would decode it): the encoding is what is under test. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('rendered pages', () => {
  it('places head, html and state in the template and replaces its default title', async () => {
    const { get } = await start(async () => page('Combed cotton'));
    const response = await get('/products/42');
    const body = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(body).not.toContain('<title>TexBridge</title>');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body).toMatch(/<title>Combed cotton \| TexBridge<\/title><meta property="og:title"[^>]*>\s*<\/head>/);
    expect(body).toContain('<div id="root"><main><h1>Combed cotton</h1></main></div>');
    // The state after the page's markup, not in the head in front of the stylesheet and preloads.
    expect(body).toMatch(/<\/div>\s*<script>window.__state = \{"title":"Combed cotton"\}<\/script><\/body>/);
    expect(body.indexOf('window.__state')).toBeGreaterThan(body.indexOf('<main>'));
  });

  it('passes the URL with its query and the config to render', async () => {
    const render = vi.fn<Render>(async () => page('Products'));
    const { get } = await start(render);
    await get('/products?page=2');
    expect(render).toHaveBeenCalledWith(
      '/products?page=2',
      expect.objectContaining({ siteName: 'TexBridge' }),
      expect.objectContaining({ fetch: expect.any(Function) }),
    );
  });

  it('renders a path with doubled leading slashes as that path', async () => {
    const render = vi.fn<Render>(async () => page('About'));
    const { get } = await start(render);
    await get('//evil.example/about');
    expect(render).toHaveBeenCalledWith('/evil.example/about', expect.anything(), expect.anything());
  });

  it('answers HEAD like GET, without a body', async () => {
    const { get } = await start(async () => page('Home'));
    const response = await get('/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it("answers the render's status: a 404 stays a 404", async () => {
    const { get } = await start(async (url) => (url === '/nope' ? page('Page Not Found', 404) : page('Home')));
    const response = await get('/nope');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Page Not Found</h1>');
    expect((await get('/')).status).toBe(200);
  });

  it('keeps $ patterns in content as written', async () => {
    const { get } = await start(async () => page("Price $& and $' and $1"));
    expect(await (await get('/')).text()).toContain("<h1>Price $& and $' and $1</h1>");
  });

  it('answers 500 with a readable page and no stack when render fails otherwise', async () => {
    const { get } = await start(async () => {
      throw new TypeError('boom at secret/path.ts:12');
    });
    const response = await get('/about');
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(body).toContain('Something went wrong');
    expect(body).not.toContain('boom');
  });

  it('answers 500 in Chinese on a Chinese page', async () => {
    const { get } = await start(async () => {
      throw new TypeError('boom');
    });
    const body = await (await get('/zh/about')).text();
    expect(body).toContain('<h1>出现了问题</h1>');
    expect(body).toContain('<title>出现了问题 | ');
  });
});

describe('compression', () => {
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body };

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['', 'identity'],
  ] as const)('Accept-Encoding %j gets the page as %s, the same page once decoded', async (accept, expected) => {
    const { raw } = await start(async () => page('Combed cotton '.repeat(200)));
    const plain = await raw('/about', {});
    const sent = await raw('/about', accept ? { 'accept-encoding': accept } : {});
    expect(sent.headers['content-encoding']).toBe(expected === 'identity' ? undefined : expected);
    expect(sent.headers.vary).toMatch(/accept-encoding/i);
    expect(decode[expected](sent.body).toString()).toBe(plain.body.toString());
    if (expected !== 'identity') expect(sent.body.length).toBeLessThan(plain.body.length / 5);
  });
});

describe('static files', () => {
  it('serves hashed assets with a year of immutable caching', async () => {
    const render = vi.fn<Render>(async () => page('Home'));
    const { get } = await start(render);
    const response = await get('/assets/index-AbC123.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/missing-000.js')).status).toBe(404);
    expect(render).not.toHaveBeenCalled();
  });

  it('serves the other build files without long caching, and the runtime config from the server', async () => {
    const { get } = await start(async () => page('Home'));
    const favicon = await get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('no-cache');
    const runtimeConfig = await get('/runtime-config.json');
    expect(runtimeConfig.headers.get('cache-control')).toBe('no-store');
    expect(await runtimeConfig.json()).toEqual(config);
  });
});

describe('/login and /admin', () => {
  it.each(['/login', '/admin', '/admin/products', '/admin/'])('%s is the client shell with noindex', async (path) => {
    const render = vi.fn<Render>(async () => page('Home'));
    const { get } = await start(render);
    const response = await get(path);
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain('<meta name="robots" content="noindex" />');
    expect(body).toContain('<title>TexBridge</title>');
    expect(body).toContain('<div id="root"></div>');
    expect(render).not.toHaveBeenCalled();
  });

  it('renders lookalike paths', async () => {
    const render = vi.fn<Render>(async () => page('Not found', 404));
    const { get } = await start(render);
    expect((await get('/administrator')).status).toBe(404);
    expect(render).toHaveBeenCalledOnce();
  });
});

describe('page cache', () => {
  it('renders a URL once within a second, and again after', async () => {
    let version = 0;
    const render = vi.fn<Render>(async () => page(`Version ${++version}`));
    const { get, clock } = await start(render);

    expect(await (await get('/')).text()).toContain('Version 1');
    clock.now += 900;
    const cached = await get('/');
    expect(await cached.text()).toContain('Version 1');
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect(render).toHaveBeenCalledTimes(1);

    // Another URL is another page.
    await get('/about');
    expect(render).toHaveBeenCalledTimes(2);

    clock.now += 2000;
    expect(await (await get('/')).text()).toContain('Version 3');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('serves a just-stale page once while rendering it again', async () => {
    let version = 0;
    const render = vi.fn<Render>(async () => page(`Version ${++version}`));
    const { get, clock } = await start(render);
    await get('/');
    clock.now += 1200;
    const stale = await get('/');
    expect(stale.headers.get('x-cache')).toBe('stale');
    expect(await stale.text()).toContain('Version 1');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    expect(await (await get('/')).text()).toContain('Version 2');
  });

  it('shares one render between concurrent requests for a URL', async () => {
    let finish!: () => void;
    const render = vi.fn<Render>(() => new Promise((resolve) => (finish = () => resolve(page('Home')))));
    let handled = 0;
    const { get } = await start(render, { onHandler: () => void handled++ });
    const responses = Promise.all([get('/'), get('/'), get('/')]);
    // All three in their handler, which asks the page cache without a pause: one turn of the event loop
    // later each has started the render or joined it.
    await vi.waitFor(() => expect(handled).toBe(3));
    await new Promise((resolve) => setImmediate(resolve));
    expect(render).toHaveBeenCalledOnce();
    finish();
    const answered = await responses;
    expect(answered.map((response) => response.status)).toEqual([200, 200, 200]);
    // Each waited for the render (none came after it, to find the page kept).
    expect(answered.map((response) => response.headers.get('x-cache'))).toEqual(['miss', 'miss', 'miss']);
    expect(render).toHaveBeenCalledTimes(1);
  });
});

/** The API's GET /changes as a test drives it: real HTTP, events sent when the test says so. */
async function startChangeStream() {
  const streams = new Set<ServerResponse>();
  const tokens: (string | undefined)[] = [];
  let opened = 0;
  const api = createServer((request, response) => {
    if (request.url !== '/changes') return void response.writeHead(404).end();
    opened++;
    tokens.push(request.headers['x-render-token'] as string | undefined);
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('event: ready\ndata: \n\n');
    streams.add(response);
    response.on('close', () => streams.delete(response));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  servers.push({ close: () => new Promise((resolve) => api.close(resolve)).then(() => api.closeAllConnections()) });
  const send = (text: string) => streams.forEach((stream) => stream.write(text));
  return {
    url: `http://127.0.0.1:${(api.address() as AddressInfo).port}/changes`,
    connected: () => vi.waitFor(() => expect(streams.size).toBe(1)),
    opened: () => opened,
    tokens: () => tokens,
    send,
    change: (resource: string) => send(`event: change\ndata: ${resource}\n\n`),
    heartbeat: () => send(': still here\n\n'),
    drop: () => streams.forEach((stream) => stream.destroy()),
  };
}

describe("the API's RENDER_TOKEN", () => {
  /** An API that records the token each request carried. */
  async function startApi() {
    const seen: (string | undefined)[] = [];
    const api = createServer((request, response) => {
      seen.push(request.headers['x-render-token'] as string | undefined);
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    servers.push({ close: () => new Promise((resolve) => api.close(resolve)) });
    return { url: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, seen };
  }
  /** A render that fetches from the API the way the real one does: through the fetch it is given. */
  const fetching =
    (apiUrl: string): Render =>
    async (_url, _config, options = {}) => {
      const doFetch = options.fetch ?? fetch;
      await doFetch(`${apiUrl}/products`, { headers: { accept: 'application/json' } });
      return page('Products');
    };

  it("goes with every fetch a render makes, beside the render's own headers", async () => {
    const api = await startApi();
    const token = 'c0ffee'.repeat(8);
    const { get } = await start(fetching(api.url), { apiToken: token });
    expect((await get('/products')).status).toBe(200);
    expect((await get('/about')).status).toBe(200);
    expect(api.seen).toEqual([token, token]);
  });

  it('is not sent when there is none', async () => {
    const api = await startApi();
    const { get } = await start(fetching(api.url));
    await get('/products');
    expect(api.seen).toEqual([undefined]);
  });
});

describe("the API's change stream", () => {
  it('drops every page the moment the API says content changed, not a second later', async () => {
    const changes = await startChangeStream();
    let version = 0;
    const render = vi.fn<Render>(async (url) => page(`${url} v${++version}`));
    // The clock never moves: only the change can make these pages render again.
    const { get } = await start(render, { changeFeed: changes.url });
    await changes.connected();
    await get('/');
    await get('/about');
    changes.heartbeat();
    expect((await get('/')).headers.get('x-cache')).toBe('hit');
    expect(render).toHaveBeenCalledTimes(2);

    changes.change('products');
    await vi.waitFor(async () => expect((await get('/')).headers.get('x-cache')).toBe('miss'));
    expect(await (await get('/about')).text()).toContain('/about v4');
  });

  it('does not keep a render begun before the change', async () => {
    const changes = await startChangeStream();
    let version = 0;
    let finish: (() => void) | undefined;
    const render = vi.fn<Render>(
      (url) =>
        new Promise((resolve) => {
          const result = page(`${url} v${++version}`);
          if (version === 1) finish = () => resolve(result);
          else resolve(result);
        }),
    );
    const { get } = await start(render, { changeFeed: changes.url });
    await changes.connected();
    const first = get('/');
    await vi.waitFor(() => expect(finish).toBeDefined());
    changes.change('news');
    // The change is heard while the first render is still under way.
    await vi.waitFor(async () => {
      expect(await (await get('/')).text()).toContain('/ v2');
    });
    finish!();
    expect(await (await first).text()).toContain('/ v1');
    expect(await (await get('/')).text()).toContain('/ v2');
  });

  it('opens the stream again when it is lost, and drops the pages then (changes may have been missed)', async () => {
    const changes = await startChangeStream();
    let version = 0;
    const render = vi.fn<Render>(async () => page(`v${++version}`));
    const { get } = await start(render, { changeFeed: changes.url });
    await changes.connected();
    await get('/');
    changes.drop();
    await vi.waitFor(() => expect(changes.opened()).toBe(2), { timeout: 5000 });
    await changes.connected();
    await vi.waitFor(async () => expect(await (await get('/')).text()).toContain('v2'));
  });
});

describe('when the API is unreachable', () => {
  it("serves that URL's last good page (stale-if-error)", async () => {
    let up = true;
    const render = vi.fn<Render>(async () => {
      if (!up) throw new ApiUnavailableError('fetch failed');
      return page('Combed cotton');
    });
    const { get, clock } = await start(render);
    await get('/products/42');
    up = false;
    clock.now += 60_000;
    const response = await get('/products/42');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('stale-if-error');
    expect(await response.text()).toContain('<h1>Combed cotton</h1>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('answers 503 with Retry-After and a readable page when there is no good page', async () => {
    const { get } = await start(async () => {
      throw new ApiUnavailableError('connect ECONNREFUSED 127.0.0.1:4000');
    });
    const response = await get('/products/42');
    const body = await response.text();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toContain('<h1>The catalogue is briefly unavailable</h1>');
    expect(body).toContain('<title>');
    expect(body).not.toContain('ECONNREFUSED');
    expect(body).not.toMatch(/\bat .*:\d+:\d+/);
    expect(body).toContain('<html lang="en">');
  });

  it('says its own pages in the language of the page asked for (docs/adding-a-language.md)', async () => {
    const { get } = await start(async () => {
      throw new ApiUnavailableError('connect ECONNREFUSED 127.0.0.1:4000');
    });
    const body = await (await get('/zh/products/42')).text();
    expect(body).toContain('<html lang="zh-CN">');
    expect(body).toContain('<h1>产品目录暂时无法访问</h1>');
    expect(body).toContain('<p>我们暂时无法连接产品目录，请稍后再试。</p>');
    expect(body).toContain('<a href="/zh/"');
    expect(body).not.toContain('briefly unavailable');
  });
});

describe('sitemap and robots.txt', () => {
  let api: Server;
  let apiUrl: string;
  beforeAll(async () => {
    api = createServer((request, response) => {
      if (request.url === '/sitemap.xml') {
        response.writeHead(200, { 'content-type': 'application/xml' }).end('<urlset/>');
      } else if (request.url === '/robots.txt') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *');
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => api.close(resolve)));

  it('proxies both to the API', async () => {
    const render = vi.fn<Render>(async () => page('Home'));
    const { get } = await start(render, { apiUrl });
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml');
    expect(await sitemap.text()).toBe('<urlset/>');
    expect(await (await get('/robots.txt')).text()).toBe('User-agent: *');
    expect(render).not.toHaveBeenCalled();
  });

  it('answers 502 when the API is down', async () => {
    const { get } = await start(async () => page('Home'));
    expect((await get('/sitemap.xml')).status).toBe(502);
  });
});

describe("a product's spec sheet (docs/spec-sheet.md)", () => {
  const ID = '65f1a2b3c4d5e6f708192a3b';
  const SHEET = `/products/${ID}/sheet.pdf`;
  const PDF = '%PDF-1.7 a tagged sheet';
  const headers = {
    'content-type': 'application/pdf',
    'content-disposition': 'inline; filename="Organic-Poplin.pdf"',
    'cache-control': 'no-cache',
    etag: '"sheet-1"',
    'last-modified': 'Tue, 01 Dec 2026 10:00:00 GMT',
  };
  /** The API's GET /products/{id}/sheet.pdf in small: one product has a sheet, any other id is a 404. */
  async function sheetApi() {
    const seen: { path: string; token: string | undefined }[] = [];
    const api = createServer((request, response) => {
      seen.push({ path: request.url!, token: request.headers['x-render-token'] as string | undefined });
      if (request.url === SHEET) response.writeHead(200, { ...headers, 'x-powered-by': 'the API' }).end(PDF);
      else response.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    servers.push({ close: () => new Promise((resolve) => (api.closeAllConnections(), api.close(resolve))) });
    return { url: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, seen };
  }

  it("is served at the site's own address, as the API sends it, with the render token", async () => {
    const api = await sheetApi();
    const render = vi.fn<Render>(async () => page('Home'));
    const { get } = await start(render, { apiUrl: api.url, apiToken: 'c0ffee'.repeat(8) });
    const sheet = await get(SHEET);
    expect(sheet.status).toBe(200);
    for (const [name, value] of Object.entries(headers)) expect(sheet.headers.get(name), name).toBe(value);
    expect(sheet.headers.get('x-powered-by')).toBeNull();
    expect(await sheet.text()).toBe(PDF);
    expect(api.seen).toEqual([{ path: SHEET, token: 'c0ffee'.repeat(8) }]);
    expect(render).not.toHaveBeenCalled();
  });

  it("answers a browser that has it already with 304, and passes on the API's 404 for an unknown product", async () => {
    const api = await sheetApi();
    const { get } = await start(async () => page('Home'), { apiUrl: api.url });
    const kept = await get(SHEET, { headers: { 'if-none-match': '"sheet-1"' } });
    expect(kept.status).toBe(304);
    expect(kept.headers.get('etag')).toBe('"sheet-1"');
    expect(await kept.text()).toBe('');
    const unknown = await get('/products/0123456789abcdef01234567/sheet.pdf');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ statusCode: 404 });
  });

  it('asks the API nothing for an id it never makes', async () => {
    const api = await sheetApi();
    const render = vi.fn<Render>(async () => page('Home'));
    const { raw } = await start(render, { apiUrl: api.url });
    // Sent as written: fetch would resolve the dot segments itself.
    for (const id of ['..', '%2E%2E', 'a%2Fb', 'a.b', 'x'.repeat(129)]) {
      expect((await raw(`/products/${id}/sheet.pdf`, {})).status, id).toBe(404);
    }
    expect(api.seen).toEqual([]);
    expect(render).not.toHaveBeenCalled();
  });

  it("counts a sheet not kept as one of the client's renders", async () => {
    const api = await sheetApi();
    const { get } = await start(async () => page('Home'), { apiUrl: api.url, rendersPerMinute: 2 });
    expect((await get(SHEET)).status).toBe(200);
    expect((await get('/products/0123456789abcdef01234567/sheet.pdf')).status).toBe(404);
    const refused = await get('/products/0123456789abcdef01234568/sheet.pdf');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get(SHEET)).status).toBe(200);
    expect(api.seen).toHaveLength(2);
  });

  it('answers 502 when the API is down', async () => {
    const { get } = await start(async () => page('Home'));
    expect((await get(SHEET)).status).toBe(502);
  });
});

/** An API stand-in: `answer` decides each request's status and body; `hang` accepts and never answers (SIGSTOP). */
async function startStandInApi(answer: (path: string) => { status: number; body?: string } | 'hang') {
  const seen: { path: string; token: string | undefined }[] = [];
  const api = createServer((request, response) => {
    seen.push({ path: request.url!, token: request.headers['x-render-token'] as string | undefined });
    const reply = answer(request.url!);
    if (reply === 'hang') return;
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body ?? '[]');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  servers.push({ close: () => new Promise((resolve) => (api.closeAllConnections(), api.close(resolve))) });
  return { url: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, seen };
}

/**
 * A render that reaches the API as src/entry-server.tsx does: through the shared API client and the
 * fetch it is given. Like the home page's sections, a failed call leaves a 200 page saying so.
 */
const renderFrom =
  (apiUrl: string): Render =>
  async (url, _config, options = {}) => {
    const client = createApiClient({ baseUrl: apiUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
    try {
      const products = await client.get<unknown[]>('/products');
      return page(`${url} with ${products.length} products`);
    } catch (error) {
      return page(`${url}: ${(error as Error).message} could not load`);
    }
  };

describe('trailing slashes', () => {
  it('redirects a page with one (308) to its canonical URL, the query kept', async () => {
    const render = vi.fn<Render>(async () => page('About'));
    const { get } = await start(render);
    for (const [path, location] of [
      ['/about/', '/about'],
      ['/products//?page=2', '/products?page=2'],
      ['//evil.example/', '/evil.example'],
    ]) {
      const response = await get(path!, { redirect: 'manual' });
      expect(response.status, path).toBe(308);
      expect(response.headers.get('location'), path).toBe(location);
    }
    expect((await get('/')).status).toBe(200);
    expect(render).toHaveBeenCalledOnce();
  });
});

describe('backslashes', () => {
  it.each(['/\\', '/\\?x', '/\\\\', '/about\\'])('%s is a page not found, not a 500', async (path) => {
    // Like the static handler: `new URL` reads `/\` as `//`, a URL without a host.
    const render = vi.fn<Render>(async (url) => {
      const { pathname } = new URL(url, 'http://localhost');
      return pathname === '/about' ? page('About') : page('Page Not Found', 404);
    });
    const { raw } = await start(render);
    const response = await raw(path, {});
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('<h1>Page Not Found</h1>');
  });
});

describe('a frozen API (accepts, never answers)', () => {
  it('answers a page never rendered within 5 s: a 503 with Retry-After', { timeout: 10_000 }, async () => {
    const api = await startStandInApi(() => 'hang');
    const { get } = await start(renderFrom(api.url));
    const started = Date.now();
    const response = await get('/products/42');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("answers within 5 s with the page's last good render", { timeout: 10_000 }, async () => {
    let frozen = false;
    const api = await startStandInApi(() => (frozen ? 'hang' : { status: 200, body: '[1,2]' }));
    const { get, clock } = await start(renderFrom(api.url));
    await get('/products/42');
    frozen = true;
    clock.now += 60_000;
    const started = Date.now();
    const response = await get('/products/42');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.headers.get('x-cache')).toBe('stale-if-error');
    expect(await response.text()).toContain('with 2 products');
  });

  it(
    'answers within 5 s even when each call ends within the deadline but the render does not',
    { timeout: 15_000 },
    async () => {
      let calls = 0;
      const api = await startStandInApi(() => 'hang');
      const slow: Render = async (_url, _config, options = {}) => {
        // Calls one after another, each given up on at its deadline: together longer than a visitor waits.
        for (let i = 0; i < 3; i++) await options.fetch!(`${api.url}/products`).catch(() => calls++);
        return page('Slow');
      };
      const { get } = await start(slow);
      const started = Date.now();
      expect((await get('/')).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(calls).toBeGreaterThan(0);
    },
  );
});

describe('query strings', () => {
  it('keys a page by the parameters it reads: utm_*, fbclid, gclid and unknown ones render nothing new', async () => {
    const render = vi.fn<Render>(async (url) => page(url));
    const { get } = await start(render);
    await get('/');
    for (const path of ['/?r=1', '/?r=2', '/?utm_source=mail&utm_medium=x', '/?fbclid=abc', '/?gclid=1']) {
      const response = await get(path);
      expect(response.headers.get('x-cache'), path).toBe('hit');
    }
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders a paged list with its page, and without anything else', async () => {
    const render = vi.fn<Render>(async (url) => page(url));
    const { get } = await start(render);
    await get('/products?utm_source=mail&page=2&r=7');
    await get('/products/yarn?page=3&fbclid=x');
    expect(render.mock.calls.map(([url]) => url)).toEqual(['/products?page=2', '/products/yarn?page=3']);
    expect((await get('/products?page=2&r=8')).headers.get('x-cache')).toBe('hit');
  });
});

describe('renders per client address', () => {
  const address = (n: number) => ({ headers: { 'x-forwarded-for': `203.0.113.${n}` } });

  it('refuses a client more renders than its share (429, Retry-After), still serving what is cached', async () => {
    const render = vi.fn<Render>(async (url) => page(url));
    const { get } = await start(render, { rendersPerMinute: 3 });
    for (const id of [1, 2, 3]) expect((await get(`/products/${id}`)).status).toBe(200);
    const refused = await get('/products/4');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await get('/products/1')).headers.get('x-cache')).toBe('hit');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('counts by X-Forwarded-For only from a trusted proxy (TRUST_PROXY)', async () => {
    const trusting = await start(async (url) => page(url), { rendersPerMinute: 1, trustProxy: '127.0.0.1' });
    expect((await trusting.get('/a', address(1))).status).toBe(200);
    expect((await trusting.get('/b', address(2))).status).toBe(200);
    expect((await trusting.get('/c', address(1))).status).toBe(429);

    const untrusting = await start(async (url) => page(url), { rendersPerMinute: 1 });
    expect((await untrusting.get('/a', address(1))).status).toBe(200);
    expect((await untrusting.get('/b', address(2))).status).toBe(429);
  });

  it('counts an IPv6 client by its /64, so that its next address is not a new share', async () => {
    const { get } = await start(async (url) => page(url), { rendersPerMinute: 1, trustProxy: '127.0.0.1' });
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    expect((await get('/a', from('2001:db8:0:1::1'))).status).toBe(200);
    expect((await get('/b', from('2001:db8:0:1::2'))).status).toBe(429);
    expect((await get('/c', from('2001:db8:0:2::1'))).status).toBe(200);
  });
});

describe('unknown ids', () => {
  it('are remembered as 404s for a while, apart from the pages they would otherwise push out', async () => {
    const render = vi.fn<Render>(async (url) => (url === '/' ? page('Home') : page('Page Not Found', 404)));
    const { get, clock } = await start(render, { cache: { maxEntries: 2 } });
    await get('/');
    for (let id = 0; id < 5; id++) expect((await get(`/products/unknown-${id}`)).status).toBe(404);
    clock.now += 30_000;
    const again = await get('/products/unknown-0');
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBe('hit');
    clock.now -= 30_000;
    expect((await get('/')).headers.get('x-cache')).toBe('hit');
    expect(render).toHaveBeenCalledTimes(6);
  });
});

describe('a page whose data failed', () => {
  it.each([429, 500, 503])('is never cached when the API answered %i: a 503, then the next render', async (status) => {
    let failing = true;
    const api = await startStandInApi(() =>
      failing ? { status, body: '{"message":"Rate limit exceeded"}' } : { status: 200 },
    );
    const { get } = await start(renderFrom(api.url));
    const first = await get('/');
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).not.toBeNull();
    expect(await first.text()).not.toContain('could not load');
    failing = false;
    const second = await get('/');
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('miss');
  });

  it('leaves the last good page standing in', async () => {
    let failing = false;
    const api = await startStandInApi(() => (failing ? { status: 429 } : { status: 200, body: '[1]' }));
    const { get, clock } = await start(renderFrom(api.url));
    await get('/');
    failing = true;
    clock.now += 5000;
    const response = await get('/');
    expect(response.headers.get('x-cache')).toBe('stale-if-error');
    expect(await response.text()).toContain('with 1 products');
  });
});

describe('stand-in pages', () => {
  it('have a maximum age: past it an unreachable API is a 503', async () => {
    let up = true;
    const render = vi.fn<Render>(async () => {
      if (!up) throw new ApiUnavailableError('fetch failed');
      return page('Combed cotton');
    });
    const { get, clock } = await start(render);
    await get('/products/42');
    up = false;
    clock.now += 60 * 60_000;
    expect((await get('/products/42')).status).toBe(503);
  });

  it('are dropped when the API announces a delete', async () => {
    const changes = await startChangeStream();
    let up = true;
    const render = vi.fn<Render>(async () => {
      if (!up) throw new ApiUnavailableError('fetch failed');
      return page('Deleted product');
    });
    const { get } = await start(render, { changeFeed: changes.url });
    await changes.connected();
    await get('/products/42');
    changes.send('event: delete\ndata: products\n\n');
    changes.change('products');
    up = false;
    await vi.waitFor(async () => expect((await get('/products/42')).status).toBe(503));
  });
});

describe("the API's RENDER_TOKEN beyond pages", () => {
  it('goes with the change stream', async () => {
    const changes = await startChangeStream();
    await start(async () => page('Home'), { changeFeed: changes.url, apiToken: 'c0ffee'.repeat(8) });
    await changes.connected();
    expect(changes.tokens()).toEqual(['c0ffee'.repeat(8)]);
  });

  it('goes with sitemap.xml and robots.txt, which are then kept a moment', async () => {
    const api = await startStandInApi(() => ({ status: 200, body: '<urlset/>' }));
    const { get } = await start(async () => page('Home'), { apiUrl: api.url, apiToken: 'c0ffee'.repeat(8) });
    for (let i = 0; i < 3; i++) expect((await get('/sitemap.xml')).status).toBe(200);
    await get('/robots.txt');
    expect(api.seen).toEqual([
      { path: '/sitemap.xml', token: 'c0ffee'.repeat(8) },
      { path: '/robots.txt', token: 'c0ffee'.repeat(8) },
    ]);
  });
});

describe('security headers', () => {
  it('go with pages, files and errors alike, as nginx sends them', async () => {
    const { get } = await start(async () => page('Home'), {});
    for (const path of ['/', '/favicon.svg', '/assets/index-AbC123.js', '/login', '/assets/missing.js']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});
