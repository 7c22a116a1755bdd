import { createHash, timingSafeEqual } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

const FILE_RATE_FACTOR = 10;

/**
 * RATE_LIMIT_MAX requests a minute per client address (TRUST_PROXY decides what that address is).
 * A page shows dozens of images, so uploaded files get a limit and a counter of their own, ten times
 * the API's: generous for visitors, still a ceiling for a scraper. Routes may set stricter limits.
 */
export const rateLimits = fp<{ config: Config }>(async (app, { config }) => {
  const isFile = (request: FastifyRequest) => request.url.startsWith('/uploads/');
  const isRenderServer = renderServerCheck(config.renderToken);
  await app.register(rateLimit, {
    // The public site's render server asks for every visitor's pages from one address; its own page
    // cache is what bounds it, and a crawl must not turn the whole site's pages into 429s. Without a
    // token there is no one to let past, and no check to await on every request.
    ...(config.renderToken ? { allowList: (request: FastifyRequest) => isRenderServer(request) } : {}),
    max: (request) => (isFile(request) ? config.rateLimitMax * FILE_RATE_FACTOR : config.rateLimitMax),
    keyGenerator: (request) => `${isFile(request) ? 'files:' : ''}${clientKey(request.ip)}`,
    timeWindow: '1 minute',
  });
});

/**
 * The plugin's own normalisation (an IPv6 address's /64, a mapped IPv4 address as IPv4), without its
 * IPv6 pattern match on every IPv4 address: an address without a colon is not IPv6, and the plugin
 * would lower-case it and nothing else.
 */
export const clientKey = (ip: string) => (ip.includes(':') ? normalizeIP(ip) : ip.toLowerCase());

/** Whether a request carries the render server's token (compared in constant time, as digests). */
function renderServerCheck(token: string | undefined): (request: FastifyRequest) => boolean {
  if (!token) return () => false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(token);
  return (request) => {
    const sent = request.headers[RENDER_TOKEN_HEADER];
    return typeof sent === 'string' && timingSafeEqual(digest(sent), expected);
  };
}

/** The header the render server sends RENDER_TOKEN in. */
export const RENDER_TOKEN_HEADER = 'x-render-token';
