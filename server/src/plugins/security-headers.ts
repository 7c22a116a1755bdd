import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { addHeaderLines } from '../lib/header-lines.ts';

/**
 * Helmet's headers. Everything the API answers under them is data: JSON, XML, text and images. Its one
 * page, /docs, sets a CSP of its own (swagger-ui's `staticCSP`). Data loads nothing, so the CSP allows
 * no source of any kind, and it is framed by no one: OWASP's REST cheat sheet asks every API answer for
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY`. It was helmet's default page policy, which
 * allowed scripts and styles from the API's origin to documents that have none, in nearly a quarter of
 * the bytes of every answer's headers.
 *
 * Helmet's answer never depends on the request with these options, so its headers are taken once and
 * handed to every answer as they are (`lib/header-lines.ts`). @fastify/helmet instead builds a new
 * helmet (and parses the CSP again) on every request, which cost the cached list path over a third of
 * its speed.
 */
export const securityHeaders = fp(async (app) => {
  const headers = helmetHeaders({
    // Images and JSON are read by the site and the dashboard from their own origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    // What frame-ancestors 'none' says, for browsers that only know this header.
    xFrameOptions: { action: 'deny' },
  });
  const lines = Object.entries(headers).flat();
  app.addHook('onRequest', (_request, reply, done) => {
    addHeaderLines(reply, lines);
    done();
  });
});

/** The headers helmet sets with `options`, read off a response that only records them. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error as Error;
  });
  if (Object.keys(headers).length === 0) throw new Error('helmet set no headers: its middleware has changed');
  return headers;
}
