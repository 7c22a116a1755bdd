import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';
import { followChanges } from './change-feed.ts';
import { formPosts } from './form-posts.ts';
import { createPageCache, type PageCacheOptions } from './page-cache.ts';
import { createTemplate, messagePage, type BuildManifest, type RenderResult } from './template.ts';

export type { RenderResult } from './template.ts';
/** src/entry-server.tsx's render; `fetch` is how it reaches the API. */
export type Render = (
  url: string,
  config: RuntimeConfig,
  options?: { fetch?: typeof globalThis.fetch },
) => Promise<RenderResult>;

export interface RenderServerOptions {
  /** The client build: index.html, assets/, and the public files. */
  distDir: string;
  /** src/entry-server.tsx's render, from the SSR bundle (a stub in tests). */
  render: Render;
  config: RuntimeConfig;
  /** What /runtime-config.json answers: the same config, as the browser reads it. */
  clientConfig?: unknown;
  /** Seconds a client should wait when the catalogue is unavailable. */
  retryAfter?: number;
  cache?: Pick<PageCacheOptions, 'freshMs' | 'staleMs' | 'maxEntries' | 'now'>;
  /**
   * The API's change stream (its GET /changes): every page is dropped the moment content changes.
   * Without it, pages are as fresh as the cache's lifetime allows.
   */
  changeFeed?: string | undefined;
  /**
   * The API's RENDER_TOKEN, sent with every fetch of a render: this server asks for every visitor's
   * pages from one address, and the API's per-address rate limit would turn a crawl into error pages.
   */
  apiToken?: string | undefined;
  logger?: FastifyServerOptions['logger'];
}

/** The render function throws this (by name) when the API cannot be reached. */
export const isApiUnavailable = (error: unknown) =>
  error instanceof Error && (error.name === 'ApiUnavailableError' || error.constructor.name === 'ApiUnavailableError');

/** Pages for the client-rendered parts: the dashboard and its sign-in. */
const isShell = (path: string) => /^\/(login|admin)(\/|$)/.test(path);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings a page is kept in, best first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number] | 'identity';

/** A rendered page as it is sent: encoded once per render, not once per request. */
interface EncodedPage extends Record<Encoding, Buffer> {
  status: number;
}

async function encodePage(status: number, html: string): Promise<EncodedPage> {
  const identity = Buffer.from(html);
  const [br, gzip] = await Promise.all([
    // Quality 5: a few milliseconds per render of a 100 kB page, most of the size gone.
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipped(identity, { level: 6 }),
  ]);
  return { status, identity, br, gzip };
}

/** The best encoding the request accepts (`Accept-Encoding`, `q=0` excluded). */
function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) accepted.add(name!.trim());
  }
  return ENCODINGS.find((encoding) => accepted.has(encoding)) ?? 'identity';
}

/** The client build's manifest, when the build wrote one (the production build does; dev mode has none). */
function readManifest(distDir: string): BuildManifest {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BuildManifest) : {};
}

/** The header the API reads RENDER_TOKEN from (server/src/plugins/rate-limit.ts). */
const RENDER_TOKEN_HEADER = 'x-render-token';

/** Written by the API; search engines expect them on the site's own origin. */
const PROXIED = new Set(['/sitemap.xml', '/robots.txt']);

/**
 * The public site's server: hashed assets with long caching, every other GET rendered by `render`
 * into the client's index.html through an in-process page cache, /login and /admin as the client
 * shell, and the API's sitemap and robots.txt.
 */
export async function createRenderServer({
  distDir,
  render,
  config,
  clientConfig = config,
  retryAfter = 10,
  cache: cacheOptions,
  changeFeed,
  apiToken,
  logger = false,
}: RenderServerOptions) {
  const template = createTemplate(readFileSync(join(distDir, 'index.html'), 'utf8'), readManifest(distDir));
  // Top-level files of the build (favicon, runtime-config.json…), read once: everything else is a page.
  const publicFiles = new Set(
    readdirSync(distDir)
      .filter((name) => name !== 'index.html' && statSync(join(distDir, name)).isFile())
      .map((name) => `/${name}`),
  );
  const unavailable = messagePage(
    config.siteName,
    'The catalogue is briefly unavailable',
    'We cannot reach the catalogue right now. Please try again in a moment.',
  );
  const failed = messagePage(config.siteName, 'Something went wrong', 'Please try again in a moment.');

  const app = Fastify({ logger });
  const apiFetch: typeof fetch | undefined =
    apiToken === undefined
      ? undefined
      : (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set(RENDER_TOKEN_HEADER, apiToken);
          return fetch(input, { ...init, headers });
        };

  const pages = createPageCache({
    ...cacheOptions,
    render: async (url) => {
      const result = await (apiFetch ? render(url, config, { fetch: apiFetch }) : render(url, config));
      return encodePage(result.status, template.page(result));
    },
    isUnavailable: isApiUnavailable,
    onBackgroundError: (error, url) => logError(error, url),
  });

  if (changeFeed) {
    const stop = followChanges({
      url: changeFeed,
      onChange: () => pages.purge(),
      onLost: (reason) =>
        app.log.warn(`The API's change stream is down (${reason}); pages stay fresh by the cache's second alone.`),
    });
    app.addHook('onClose', async () => stop());
  }

  function logError(error: unknown, url: string, what = 'render failed') {
    // The message and where, not the stack: a logged error must stay one readable line.
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    app.log.error({ url }, `${what}: ${message}`);
  }

  const html = (reply: FastifyReply, status: number, body: string | Buffer, cacheControl = 'no-cache') =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', cacheControl).send(body);

  // sendFile for the public files; the assets are served under their own prefix.
  await app.register(fastifyStatic, { root: distDir, serve: false, index: false, cacheControl: false });
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    // Their names change with their content: a year, never revalidated.
    immutable: true,
    maxAge: '365d',
  });

  // The enquiry forms without JavaScript: plain posts to a page, forwarded to the API (form-posts.ts).
  await app.register(formPosts, { config, render, apiFetch, page: (result) => template.page(result) });

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path === '/runtime-config.json') {
      return reply.header('cache-control', 'no-store').type('application/json').send(JSON.stringify(clientConfig));
    }
    if (publicFiles.has(path)) return reply.header('cache-control', 'no-cache').sendFile(path.slice(1));
    if (PROXIED.has(path)) return proxy(path, reply);
    if (isShell(path)) return html(reply, 200, template.shell);
    try {
      // One leading slash: `//host/path` is a path here, not another origin for the render's URL.
      const { page, cache, error } = await pages.get(request.url.replace(/^\/{2,}/, '/'));
      if (cache === 'stale-if-error') logError(error, request.url, 'served the last good page');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return html(reply.header('x-cache', cache).header('vary', 'accept-encoding'), page.status, page[encoding]);
    } catch (error) {
      logError(error, request.url);
      if (isApiUnavailable(error)) {
        return html(reply.header('retry-after', String(retryAfter)), 503, unavailable, 'no-store');
      }
      return html(reply, 500, failed, 'no-store');
    }
  });

  async function proxy(path: string, reply: FastifyReply) {
    try {
      const response = await fetch(`${config.apiUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
      for (const name of ['content-type', 'cache-control', 'etag', 'last-modified']) {
        const value = response.headers.get(name);
        if (value) reply.header(name, value);
      }
      return reply.code(response.status).send(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      logError(error, path);
      return reply
        .code(502)
        .header('retry-after', String(retryAfter))
        .type('text/plain')
        .send('The API is unavailable.');
    }
  }

  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not found'));
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    // A malformed request keeps its 4xx; anything else is ours.
    if (error.statusCode && error.statusCode < 500)
      return reply.code(error.statusCode).type('text/plain').send('Bad request');
    logError(error, request.url);
    return html(reply, 500, failed, 'no-store');
  });

  return app;
}
