// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRenderServer, type Render, type RenderResult } from './app.ts';

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
async function start(render: Render, options: { apiUrl?: string; changeFeed?: string; apiToken?: string } = {}) {
  const clock = { now: 1_000_000 };
  const app = await createRenderServer({
    distDir,
    render,
    config: { ...config, apiUrl: options.apiUrl ?? config.apiUrl },
    cache: { now: () => clock.now },
    changeFeed: options.changeFeed,
    apiToken: options.apiToken,
  });
  servers.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const get = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init);
  return { get, raw: (path: string, headers: Record<string, string>) => rawGet(port, path, headers), clock };
}

/** A GET whose body stays as sent (fetch would decode it): the encoding is what is under test. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
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
    expect(render).toHaveBeenCalledWith('/products?page=2', expect.objectContaining({ siteName: 'TexBridge' }));
  });

  it('renders a path with doubled leading slashes as that path', async () => {
    const render = vi.fn<Render>(async () => page('About'));
    const { get } = await start(render);
    await get('//evil.example/about');
    expect(render).toHaveBeenCalledWith('/evil.example/about', expect.anything());
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
    const { get } = await start(render);
    const responses = Promise.all([get('/'), get('/'), get('/')]);
    await vi.waitFor(() => expect(render).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    expect((await responses).map((response) => response.status)).toEqual([200, 200, 200]);
    expect(render).toHaveBeenCalledTimes(1);
  });
});

/** The API's GET /changes as a test drives it: real HTTP, events sent when the test says so. */
async function startChangeStream() {
  const streams = new Set<ServerResponse>();
  let opened = 0;
  const api = createServer((request, response) => {
    if (request.url !== '/changes') return void response.writeHead(404).end();
    opened++;
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
