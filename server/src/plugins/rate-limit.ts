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
  await app.register(rateLimit, {
    max: (request) => (isFile(request) ? config.rateLimitMax * FILE_RATE_FACTOR : config.rateLimitMax),
    keyGenerator: (request) => `${isFile(request) ? 'files:' : ''}${normalizeIP(request.ip)}`,
    timeWindow: '1 minute',
  });
});
