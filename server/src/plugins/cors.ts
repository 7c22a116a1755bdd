import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { addHeaderLines } from '../lib/header-lines.ts';

const EXPOSED_HEADERS = 'X-Total-Count, ETag';

/**
 * The site's and the dashboard's origins (CORS_ORIGINS) may call the API and read its paging header.
 *
 * @fastify/cors answers preflights (OPTIONS), in a context of its own: its hook then runs for them
 * only. Every other request gets the same three headers it gave them, from one hook that does no more
 * than look up the Origin: the plugin merged its options into a new object, read the route's options
 * (a new object too) and joined the exposed headers anew on every request, on the API's hottest path.
 */
export const corsPolicy = fp<{ config: Config }>(async (app, { config }) => {
  const anyOrigin = config.corsOrigins.includes('*');
  const allowed = new Set(config.corsOrigins);

  // The answer depends on the Origin: caches must keep one per origin (the plugin's Vary).
  const withoutOrigin = ['vary', 'Origin', 'access-control-expose-headers', EXPOSED_HEADERS];
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS') {
      const origin = request.headers.origin;
      addHeaderLines(
        reply,
        origin && (anyOrigin || allowed.has(origin))
          ? ['vary', 'Origin', 'access-control-allow-origin', origin, 'access-control-expose-headers', EXPOSED_HEADERS]
          : withoutOrigin,
      );
    }
    done();
  });

  await app.register(async (preflights) => {
    await preflights.register(cors, {
      origin: anyOrigin ? true : config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    });
  });
});
