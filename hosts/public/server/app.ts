import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';
import type { Locale } from '@texbridge/shared/locales/locales';
import { RENDER_SERVER_PHRASES } from '@texbridge/shared/locales/phrases';
import { wordsOf } from '@texbridge/shared/locales/words';
import { localePath, splitLocale } from '@texbridge/shared/locales/paths';
import { specSheetReads } from '@texbridge/shared/resources/public-reads';
import { ApiUnavailableError, createApiFetch } from './api-fetch.ts';
import { followChanges } from './change-feed.ts';
import { formPosts } from './form-posts.ts';
import { quoteBasket } from './quote-basket.ts';
import { createPageCache, PageDeadlineError, RenderRefusedError, type PageCacheOptions } from './page-cache.ts';
import { createRenderLimit, type RenderAllowance } from './render-limit.ts';
import { securityHeaders } from './security-headers.ts';
import { createTemplate, messagePage, type BuildManifest, type RenderResult } from './template.ts';

export type { RenderResult } from './template.ts';
/** src/entry-server.tsx's render; `fetch` is how it reaches the API. */
export type Render = (
  url: string,
  config: RuntimeConfig,
  options?: { fetch?: typeof globalThis.fetch },
) => Promise<RenderResult>;

/** src/entry-server.tsx's pageSearch: the part of a page's query string that page reads. */
export type PageSearch = (pathname: string, search: URLSearchParams) => string;

export interface RenderServerOptions {
  /** The client build: index.html, assets/, and the public files. */
  distDir: string;
  /** src/entry-server.tsx's render, from the SSR bundle (a stub in tests). */
  render: Render;
  /**
   * src/entry-server.tsx's pageSearch: pages are cached and rendered by path and what it keeps.
   * Without it (a test's stub render), by the whole query string.
   */
  pageSearch?: PageSearch;
  config: RuntimeConfig;
  /** What /runtime-config.json answers: the same config, as the browser reads it. */
  clientConfig?: unknown;
  /** Seconds a client should wait when the catalogue is unavailable. */
  retryAfter?: number;
  cache?: Pick<
    PageCacheOptions,
    'freshMs' | 'staleMs' | 'notFoundMs' | 'standInMs' | 'deadlineMs' | 'maxEntries' | 'maxNotFound' | 'now'
  >;
  /** How long one call to the API may take before the render gives up on it (a frozen API). */
  apiDeadlineMs?: number;
  /** Renders of pages not cached that one client address may start per minute. */
  rendersPerMinute?: number;
  /** Where every render server counts those renders together (REDIS_URL); unset, each counts alone. */
  redisUrl?: string | undefined;
  /** Whom to believe about the client's address in X-Forwarded-For (Fastify's trustProxy; the API's TRUST_PROXY). */
  trustProxy?: FastifyServerOptions['trustProxy'];
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

/** A page's one address: no trailing slash, but for a home page (`/`, `/zh/`), which is nothing but one. */
function onePageAddress(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  const { locale, path: rest } = splitLocale(trimmed || '/');
  return rest === '/' ? localePath(locale, '/') : trimmed;
}

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

/** Written by the API; search engines expect them on the site's own origin. */
const PROXIED = new Set(['/sitemap.xml', '/robots.txt']);
/**
 * A product's spec sheet (docs/spec-sheet.md): drawn by the API, served here too, so that the product
 * page's link stays on the site's origin. Only an id as the API makes them is passed on.
 */
const SHEET = new RegExp(`^${specSheetReads.path.replaceAll('.', '\\.').replace(':id', '([^/]*)')}$`);
const SHEET_ID = /^[\w-]{1,128}$/;
/** The API's headers a proxied file keeps. */
const PROXIED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-disposition'];

/** A file of the API's as it is passed on. */
interface ProxiedFile {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The public site's server: hashed assets with long caching, every other GET rendered by `render`
 * into the client's index.html through an in-process page cache, /login and /admin as the client
 * shell, and the API's sitemap and robots.txt.
 */
export async function createRenderServer({
  distDir,
  render,
  pageSearch = (_pathname, search) => (search.size > 0 ? `?${search}` : ''),
  config,
  clientConfig = config,
  retryAfter = 10,
  cache: cacheOptions,
  changeFeed,
  apiToken,
  // A page answers within 5 s: each API call gets 3 s, the whole render 4.5 s.
  apiDeadlineMs = 3000,
  rendersPerMinute = 120,
  redisUrl,
  trustProxy = false,
  logger = false,
}: RenderServerOptions) {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const template = createTemplate(indexHtml, readManifest(distDir));
  // Top-level files of the build (favicon, runtime-config.json…), read once: everything else is a page.
  const publicFiles = new Set(
    readdirSync(distDir)
      .filter((name) => name !== 'index.html' && statSync(join(distDir, name)).isFile())
      .map((name) => `/${name}`),
  );
  // The render server's own pages, in each language: a path's prefix says which (docs/adding-a-language.md).
  const ownPages = new Map<Locale, Promise<{ unavailable: string; failed: string; tooMany: string }>>();
  const pagesFor = (url: string) => {
    const { locale } = splitLocale(url.split('?')[0]!);
    let made = ownPages.get(locale);
    if (!made) {
      made = wordsOf(locale).then(({ word }) => {
        const page = (heading: string, text: string) => messagePage(config.siteName, word(heading), word(text), locale);
        const said = RENDER_SERVER_PHRASES;
        return {
          unavailable: page(said.unavailableTitle, said.unavailableText),
          failed: page(said.failedTitle, said.failedText),
          tooMany: page(said.tooManyTitle, said.tooManyText),
        };
      });
      ownPages.set(locale, made);
    }
    return made;
  };

  const app = Fastify({ logger, trustProxy });
  const headers = securityHeaders(config, indexHtml);
  app.addHook('onRequest', async (_request, reply) => void reply.headers(headers));

  const api = createApiFetch({ token: apiToken, deadlineMs: apiDeadlineMs });
  const renderLimit = await createRenderLimit(app, rendersPerMinute, redisUrl);

  const pages = createPageCache({
    deadlineMs: apiDeadlineMs * 1.5,
    ...cacheOptions,
    render: async (url) => {
      // Whatever the app made of a failed call (an error screen, a section saying "could not load"),
      // the page lacks its data: it is not a good page, and is neither cached nor served as one.
      const { result, failure } = await api.track(() => render(url, config, { fetch: api.fetch }));
      if (failure) throw new ApiUnavailableError(`${url}: ${failure}`);
      return encodePage(result.status, template.page(result));
    },
    isUnavailable: isApiUnavailable,
    onBackgroundError: (error, url) => logError(error, url),
  });

  // sitemap.xml, robots.txt and the spec sheets, with the token (this server asks for every visitor),
  // kept a moment so that asking again and again costs the API nothing; a hundred sheets are a few MB.
  const files = createPageCache<ProxiedFile>({
    freshMs: 10_000,
    staleMs: 0,
    maxEntries: 100,
    render: async (path) => {
      const response = await api.fetch(`${config.apiUrl}${path}`);
      if (response.status === 429 || response.status >= 500) {
        throw new ApiUnavailableError(`the API answered ${response.status} to ${path}`);
      }
      const kept = PROXIED_HEADERS.flatMap((name) => {
        const value = response.headers.get(name);
        return value ? [[name, value] as const] : [];
      });
      return {
        status: response.status,
        headers: Object.fromEntries(kept),
        body: Buffer.from(await response.arrayBuffer()),
      };
    },
    isUnavailable: () => true,
  });

  if (changeFeed) {
    const stop = followChanges({
      url: changeFeed,
      token: apiToken,
      onChange: () => {
        pages.purge();
        files.purge();
      },
      // No page, not even one standing in for an unavailable API, may show what was deleted.
      onDelete: () => {
        pages.drop();
        files.drop();
      },
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

  // The quotation basket without JavaScript, kept in a cookie (quote-basket.ts).
  quoteBasket(app);
  // The enquiry forms without JavaScript: plain posts to a page, forwarded to the API (form-posts.ts).
  await app.register(formPosts, {
    config,
    render,
    apiFetch: api.fetch,
    page: (result) => template.page(result),
    renderLimit,
  });

  app.get('/*', async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const query = queryAt < 0 ? '' : request.url.slice(queryAt + 1);
    // One leading slash: `//host/path` is a path here, not another origin for the render's URL or a
    // redirect. A backslash is written %5C: URL parsers read `/\` as `//`, a URL without a host.
    const path = (queryAt < 0 ? request.url : request.url.slice(0, queryAt))
      .replace(/^\/{2,}/, '/')
      .replaceAll('\\', '%5C');
    if (path === '/runtime-config.json') {
      return reply.header('cache-control', 'no-store').type('application/json').send(JSON.stringify(clientConfig));
    }
    if (publicFiles.has(path)) return reply.header('cache-control', 'no-cache').sendFile(path.slice(1));
    if (PROXIED.has(path)) return proxy(path, request, reply);
    const sheet = SHEET.exec(path);
    if (sheet) return SHEET_ID.test(sheet[1]!) ? proxy(path, request, reply) : reply.callNotFound();
    if (isShell(path)) return html(reply, 200, template.shell);
    // One address per page: `/about/` is `/about`, and a language's home is its prefix with a slash, `/zh/`
    // (docs/adding-a-language.md), as `/` is the default's.
    const address = onePageAddress(path);
    if (address !== path) return reply.redirect(address + (query ? `?${query}` : ''), 308);
    /** Asked only when this request would start a render: cached pages cost a client nothing. */
    let allowance: RenderAllowance | undefined;
    try {
      // Keyed and rendered by what the page reads: `?utm_source=…`, `?r=<random>` render nothing new.
      const key = path + pageSearch(path, new URLSearchParams(query));
      const { page, cache, error } = await pages.get(key, {
        mayRender: async () => (allowance = await renderLimit(request)).allowed,
      });
      if (cache === 'stale-if-error') logError(error, request.url, 'served the last good page');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return html(reply.header('x-cache', cache).header('vary', 'accept-encoding'), page.status, page[encoding]);
    } catch (error) {
      if (error instanceof RenderRefusedError) {
        const { tooMany } = await pagesFor(path);
        return html(reply.header('retry-after', String(allowance?.retryAfterSeconds ?? 60)), 429, tooMany, 'no-store');
      }
      logError(error, request.url);
      if (isApiUnavailable(error) || error instanceof PageDeadlineError) {
        return html(
          reply.header('retry-after', String(retryAfter)),
          503,
          (await pagesFor(path)).unavailable,
          'no-store',
        );
      }
      return html(reply, 500, (await pagesFor(path)).failed, 'no-store');
    }
  });

  /** A file of the API's; one not kept counts as a render of the client's, as a page would. */
  async function proxy(path: string, request: FastifyRequest, reply: FastifyReply) {
    let allowance: RenderAllowance | undefined;
    try {
      const { page: file } = await files.get(path, {
        mayRender: async () => (allowance = await renderLimit(request)).allowed,
      });
      const etag = file.headers.etag;
      const known = request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag);
      if (file.status === 200 && etag && known) return reply.code(304).headers(file.headers).send();
      return reply.code(file.status).headers(file.headers).send(file.body);
    } catch (error) {
      if (error instanceof RenderRefusedError) {
        const { tooMany } = await pagesFor(path);
        return html(reply.header('retry-after', String(allowance?.retryAfterSeconds ?? 60)), 429, tooMany, 'no-store');
      }
      logError(error, path);
      return reply
        .code(502)
        .header('retry-after', String(retryAfter))
        .type('text/plain')
        .send('The API is unavailable.');
    }
  }

  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not found'));
  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    // A malformed request keeps its 4xx; anything else is ours.
    if (error.statusCode && error.statusCode < 500)
      return reply.code(error.statusCode).type('text/plain').send('Bad request');
    logError(error, request.url);
    return html(reply, 500, (await pagesFor(request.url)).failed, 'no-store');
  });

  return app;
}
