import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/**
 * The site's and the dashboard's origins (CORS_ORIGINS) may call the API and read its paging header
 * and ETag, from @fastify/cors on every request (preflights included).
 */
export const corsPolicy = fp<{ config: Config }>(async (app, { config }) => {
  await app.register(cors, {
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: ['X-Total-Count', 'ETag'],
    maxAge: 600,
  });
});
