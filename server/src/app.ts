import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { mkdirSync } from 'node:fs';
import type { AppContext } from './app-context.ts';
import { accessControl } from './auth/access.ts';
import { createTokenVerifier, type TokenVerifier } from './auth/token-verifier.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createUsers } from './db/users.ts';
import { frameworkErrorHandler, registerErrorHandlers } from './lib/errors.ts';
import { STORED_FILE_NAME, UPLOAD_LIMITS } from './lib/images.ts';
import { ReadCache } from './lib/read-cache.ts';
import { aboutRoutes } from './routes/about.ts';
import { contactRoutes } from './routes/contacts.ts';
import { enquiryRoutes } from './routes/enquiries.ts';
import { healthRoutes } from './routes/health.ts';
import { newsRoutes } from './routes/news.ts';
import { privacyRoutes } from './routes/privacy.ts';
import { productRoutes } from './routes/products.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { seoRoutes } from './routes/seo.ts';
import { sliderRoutes } from './routes/sliders.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { userRoutes } from './routes/users.ts';

const FILE_RATE_FACTOR = 10;

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replaces the Firebase verifier; tests of the server itself never need it, other tools might. */
  verifier?: TokenVerifier;
  /** false serves every read from the database: the benchmark's baseline. */
  readCache?: boolean;
}

/** Assembles the API on an open database. The caller owns the database and closes it after the app. */
export async function buildApp({
  config,
  database,
  verifier,
  readCache = true,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // A hop count as proxy-addr's trust function: the n nearest addresses are proxies.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // E-mails in /admin/{email} may be 320 characters long.
    routerOptions: { maxParamLength: 320 },
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; rows are already in shape, and cached bodies are strings.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandlers(app);

  const cache = new ReadCache(readCache);
  if (database.pool) {
    await cache.connect(database.pool, (error) =>
      app.log.warn(`Cache invalidation channel lost (${error.message}); reading through until it is back.`),
    );
  }
  const tokenVerifier = verifier ?? createTokenVerifier(config);
  const users = createUsers(database.db, {
    adminEmails: config.adminEmails,
    requireVerifiedForGrant: !config.authEmulatorHost,
  });
  const context: AppContext = { config, database, users, cache };
  app.addHook('onClose', async () => {
    await cache.close();
    await tokenVerifier.close();
  });

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
  await app.register(cors, {
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: ['X-Total-Count', 'ETag'],
    maxAge: 600,
  });
  // A page shows dozens of images, so uploaded files get a limit and a counter of their own, ten times
  // the API's: generous for visitors, still a ceiling for a scraper.
  const isFile = (request: FastifyRequest) => request.url.startsWith('/uploads/');
  await app.register(rateLimit, {
    max: (request) => (isFile(request) ? config.rateLimitMax * FILE_RATE_FACTOR : config.rateLimitMax),
    keyGenerator: (request) => `${isFile(request) ? 'files:' : ''}${normalizeIP(request.ip)}`,
    timeWindow: '1 minute',
  });
  await app.register(etag);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.bytes, files: 1, fields: 5 } });

  mkdirSync(config.uploadDir, { recursive: true });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TexBridge API',
        version: '1.0.0',
        description:
          'Every call of the catalogue site and its dashboard. Admin routes need a Firebase ID token of an admin.',
      },
      components: {
        securitySchemes: { firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  await app.register(accessControl, { verifier: tokenVerifier, users });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/uploads/',
    // Names are content hashes: a file at a name never changes.
    immutable: true,
    maxAge: '365d',
    index: false,
    list: false,
    // Only names the upload pipeline writes: no dotfiles or anything else an operator left there.
    allowedPath: (pathName) => STORED_FILE_NAME.test(pathName.replace(/^\//, '')),
  });

  for (const routes of [
    healthRoutes,
    sliderRoutes,
    aboutRoutes,
    newsRoutes,
    contactRoutes,
    productRoutes,
    privacyRoutes,
    reviewRoutes,
    userRoutes,
    enquiryRoutes,
    uploadRoutes,
    seoRoutes,
  ]) {
    routes(app, context);
  }
  return app;
}
