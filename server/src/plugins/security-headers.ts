import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Helmet's headers, with a CSP for what the API serves itself: JSON, images and the /docs page. */
export const securityHeaders = fp(async (app) => {
  await app.register(helmet, {
    // Images and JSON are read by the site and the dashboard from their own origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
  });
});
