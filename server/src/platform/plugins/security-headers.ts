import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet's headers, from @fastify/helmet. Everything the API answers under them is data: JSON, XML,
 * text and images. Its one page, /docs, sets a CSP of its own (swagger-ui's `staticCSP`), which
 * replaces this one on its answers. Data loads nothing, so the CSP allows no source of any kind, and it
 * is framed by no one: OWASP's REST cheat sheet asks every API answer for `frame-ancestors 'none'` and
 * `X-Frame-Options: DENY`. Helmet's default page policy would allow scripts and styles from the API's
 * origin to documents that have none, in nearly a quarter of the bytes of every answer's headers.
 */
export const securityHeaders = fp(async (app) => {
  await app.register(helmet, {
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
});
