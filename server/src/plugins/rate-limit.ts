import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LruMap } from 'toad-cache';
import { renderServerCheck, vouchedVisitor } from '../auth/render-token.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/errors.ts';
import { addHeaderLines } from '../lib/header-lines.ts';
import { UPLOADS_PREFIX } from './uploaded-files.ts';

const WINDOW_MS = 60_000;
const FILE_RATE_FACTOR = 10;
/** Addresses counted at once, as the plugin's store keeps: the least recently seen are forgotten. */
const ADDRESSES = 5000;

/**
 * RATE_LIMIT_MAX requests a minute per client address (TRUST_PROXY decides what that address is).
 * A page shows dozens of images, so uploaded files get a limit and a counter of their own, ten times
 * the API's: generous for visitors, still a ceiling for a scraper. Routes may set stricter limits.
 *
 * The per-address limit is counted here, without a promise: @fastify/rate-limit checks a request
 * through a chain of them (an async hook, an awaited key, an awaited store), which cost the cached list
 * path more than everything else the API does on it (`bench/api-lists.ts`). The counting is the
 * plugin's in-memory store's (a window per address from its first request, 5,000 addresses in an LRU),
 * with its headers and its 429. The plugin still runs the limits a route sets itself (POST /enquiries).
 */
export const rateLimits = fp<{ config: Config }>(async (app, { config }) => {
  // The public site's render server asks for every visitor's pages from one address; its own page
  // cache is what bounds it, and a crawl must not turn the whole site's pages into 429s.
  const isRenderServer = renderServerCheck(config.renderToken);
  const apiLimit = perAddressLimit(config.rateLimitMax, isRenderServer);
  const filesLimit = perAddressLimit(config.rateLimitMax * FILE_RATE_FACTOR, isRenderServer);

  // A hook of each route, after its access check (a caller turned away is not counted), as the plugin's.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== undefined) return;
    const limit = route.url.startsWith(UPLOADS_PREFIX) ? filesLimit : apiLimit;
    // A GET's HEAD twin is built from the GET's options, which already hold the hook.
    const hooks = [route.onRequest ?? []].flat();
    if (!hooks.includes(limit)) route.onRequest = [...hooks, limit];
  });

  // A route's own limit (POST /enquiries) holds the visitor a render server posts for to it, and lets
  // the render server's own requests past.
  const visitor = vouchedVisitor(isRenderServer);
  await app.register(rateLimit, {
    global: false,
    // Without a token there is no one to let past, and no check for the plugin to await.
    ...(config.renderToken
      ? { allowList: (request: FastifyRequest) => isRenderServer(request) && visitor(request) === undefined }
      : {}),
    keyGenerator: (request) => clientKey(visitor(request) ?? request.ip),
  });
});

interface Window {
  startMs: number;
  count: number;
}

/** `max` requests a minute from each client address; `exempt` requests are not counted. */
function perAddressLimit(max: number, exempt: (request: FastifyRequest) => boolean): onRequestHookHandler {
  const windows = new LruMap<Window>(ADDRESSES);
  const limit = String(max);
  return (request, reply, done) => {
    if (exempt(request)) return done();
    const key = clientKey(request.ip);
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.startMs + WINDOW_MS <= now) {
      window = { startMs: now, count: 0 };
      windows.set(key, window);
    }
    window.count++;
    const resetSeconds = Math.ceil((window.startMs + WINDOW_MS - now) / 1000);
    addHeaderLines(reply, [
      'x-ratelimit-limit',
      limit,
      'x-ratelimit-remaining',
      String(Math.max(0, max - window.count)),
      'x-ratelimit-reset',
      String(resetSeconds),
    ]);
    if (window.count <= max) return done();
    reply.header('retry-after', resetSeconds);
    done(new HttpError(429, `Rate limit exceeded, retry in ${resetSeconds} second${resetSeconds === 1 ? '' : 's'}`));
  };
}

/**
 * The plugin's own normalisation (an IPv6 address's /64, a mapped IPv4 address as IPv4), without its
 * IPv6 pattern match on every IPv4 address: an address without a colon is not IPv6, and the plugin
 * would lower-case it and nothing else.
 */
export const clientKey = (ip: string | undefined) =>
  ip === undefined ? GONE : ip.includes(':') ? normalizeIP(ip) : ip.toLowerCase();

/**
 * The key of requests whose client hung up before their limit was counted (while their token was
 * checked): the address went with the socket. They share one counter, so that hanging up neither
 * escapes the limit nor turns into a 500.
 */
const GONE = 'client-gone';
