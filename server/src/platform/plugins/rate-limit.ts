import rateLimit, { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { renderServerCheck, vouchedVisitor } from '../render-token.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';

const FILE_RATE_FACTOR = 10;
/** Appended to a client's key on uploaded files: their counter is not the API's. */
const FILES = ':files';

/**
 * RATE_LIMIT_MAX requests a minute per client address (TRUST_PROXY decides what that address is), from
 * @fastify/rate-limit on every route. A page shows dozens of images, so uploaded files get a limit and a
 * counter of their own, ten times the API's: generous for visitors, still a ceiling for a scraper.
 * Routes may set stricter limits (POST /enquiries), which the plugin counts apart.
 *
 * The plugin's hook is the last of each route's onRequest hooks: the access check runs before it, so a
 * caller turned away is not counted. Its store is the plugin's in-memory one (a window per address from
 * its first request, 5,000 addresses in an LRU), or with REDIS_URL Redis's, which every instance shares
 * (rate-limit-store.ts). A route's own limit counts in a child of the same store.
 */
export const rateLimits = fp<{
  config: Config;
  store?: RateLimitPluginOptions['store'];
  /** Where uploaded files are served (media/uploaded-files.ts), counted FILE_RATE_FACTOR times more. */
  filesPrefix: string;
}>(async (app, { config, store, filesPrefix }) => {
  // The public site's render server asks for every visitor's pages from one address; its own page
  // cache is what bounds it, and a crawl must not turn the whole site's pages into 429s. A route's own
  // limit (POST /enquiries) holds the visitor it posts for (X-Visitor-Address) instead, and lets the
  // render server's own requests past.
  const isRenderServer = renderServerCheck(config.renderToken);
  const visitor = vouchedVisitor(isRenderServer);
  const key = limitKey(config);
  const isFile = (request: FastifyRequest) => request.routeOptions.url?.startsWith(filesPrefix) === true;

  await app.register(rateLimit, {
    max: (request) => (isFile(request) ? config.rateLimitMax * FILE_RATE_FACTOR : config.rateLimitMax),
    timeWindow: 60_000,
    ...(store ? { store } : {}),
    // Without a token there is no one to let past.
    ...(config.renderToken
      ? {
          allowList: (request: FastifyRequest) =>
            isRenderServer(request) &&
            (request.routeOptions.config.rateLimit === undefined || visitor(request) === undefined),
        }
      : {}),
    keyGenerator: (request) => key(request) + (isFile(request) ? FILES : ''),
    errorResponseBuilder: (_request, { statusCode, ttl }) => exceeded(statusCode, ttl),
  });
});

const exceeded = (statusCode: number, ttl: number) => {
  const seconds = Math.ceil(ttl / 1000);
  return new HttpError(statusCode, `Rate limit exceeded, retry in ${seconds} second${seconds === 1 ? '' : 's'}`);
};

/**
 * A second limit on one route, counted in its onRequest hook: every attempt, before its body is read. A
 * route's own `config.rateLimit` replaces the API's limit and may count late (POST /rfqs counts after
 * validation, so a buyer who mistypes is not locked out), which leaves a client free to make the API read
 * body after body; this coarser count bounds that. It has a counter of its own (a child of the plugin's
 * store) and the API's key and allowList. Built with `createRateLimit`, not `rateLimit()`: the plugin's
 * hooks share one "already counted" mark per request, which would make the route's own limit skip it.
 */
export function attemptLimit(app: FastifyInstance, options: { max: number; timeWindow: string }) {
  return refusedPast(app.createRateLimit(options), (ttl) => exceeded(429, ttl));
}

/**
 * A limit on one costly step of a route, counted only when the step runs (drawing a spec sheet that is
 * kept nowhere): per client, as the API's limit, with a counter of its own under `name`. Children made by
 * `createRateLimit` share one Redis prefix, so the name keeps this count apart from every other.
 * Past `max`, a 429 that says `refusal(seconds)`, and Retry-After.
 */
export function stepLimit(
  app: FastifyInstance,
  config: Config,
  {
    name,
    max,
    timeWindow,
    refusal,
  }: { name: string; max: number; timeWindow: number; refusal: (seconds: number) => string },
) {
  const key = limitKey(config);
  const count = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${key(request)}:${name}` });
  return refusedPast(count, (ttl) => new HttpError(429, refusal(Math.ceil(ttl / 1000))));
}

/** Counts the request; past the limit, Retry-After and the refusal. The render server's pass holds here too. */
function refusedPast(count: ReturnType<FastifyInstance['createRateLimit']>, refusal: (ttl: number) => HttpError) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await count(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', limit.ttlInSeconds);
    throw refusal(limit.ttl);
  };
}

/** Whom a request counts for: the visitor the render server vouches for (X-Visitor-Address), else its client. */
function limitKey(config: Config) {
  const visitor = vouchedVisitor(renderServerCheck(config.renderToken));
  return (request: FastifyRequest) => clientKey(visitor(request) ?? request.ip);
}

/** The plugin's own key of an address: an IPv6 client counted by its /64, a mapped IPv4 address as IPv4. */
export const clientKey = (ip: string | undefined) => (ip === undefined ? GONE : normalizeIP(ip));

/**
 * The key of requests whose client hung up before their limit was counted (while their token was
 * checked): the address went with the socket. They share one counter, so that hanging up neither
 * escapes the limit nor turns into a 500.
 */
const GONE = 'client-gone';
