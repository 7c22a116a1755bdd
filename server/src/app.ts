import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { accessControl } from './auth/access.ts';
import { createTokenVerifier, type TokenVerifier } from './auth/token-verifier.ts';
import { createFirebaseAccounts, type FirebaseAccounts } from './auth/firebase-accounts.ts';
import { createRefusals } from './platform/refusals.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/database/client.ts';
import { createUsers } from './auth/users.ts';
import { frameworkErrorHandler, registerErrorHandlers } from './platform/errors.ts';
import { createNotifier } from './mail/notifications.ts';
import { ReadCache } from './platform/read-cache.ts';
import { openFileStore } from './media/storage/open.ts';
import { validatorWithEmptyQueryOnce } from './platform/validator-compiler.ts';
import { corsPolicy } from './platform/plugins/cors.ts';
import { apiDocs } from './platform/plugins/docs.ts';
import { etags } from './platform/plugins/etag.ts';
import { rateLimits } from './platform/plugins/rate-limit.ts';
import { rateLimitCounters } from './platform/plugins/rate-limit-store.ts';
import { securityHeaders } from './platform/plugins/security-headers.ts';
import { UPLOADS_PREFIX, uploadedFiles } from './media/uploaded-files.ts';
import { backupRoutes } from './backup/backup-routes.ts';
import { changeRoutes } from './content/changes-routes.ts';
import { contentRoutes } from './content/content-routes.ts';
import { enquiryRoutes } from './quotes/enquiry-routes.ts';
import { healthRoutes } from './platform/health-routes.ts';
import { historyRoutes } from './history/history-routes.ts';
import { searchRoutes } from './catalogue/search-routes.ts';
import { productFileRoutes } from './catalogue/product-files-routes.ts';
import { rfqRoutes } from './quotes/rfq-routes.ts';
import { seoRoutes } from './content/seo-routes.ts';
import { uploadRoutes } from './media/uploads-routes.ts';
import { userRoutes } from './auth/users-routes.ts';
import { roleRoutes } from './auth/role-routes.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replaces the Firebase verifier; tests of the server itself never need it, other tools might. */
  verifier?: TokenVerifier;
  /** Replaces firebase-admin's accounts API (an invitation's sign-in link), as `verifier` replaces its tokens. */
  accounts?: FirebaseAccounts;
  /** false serves every read from the database: the benchmark's baseline. */
  readCache?: boolean;
  /** false keeps no history (AppContext.keepHistory): the benchmark's baseline. */
  keepHistory?: boolean;
}

/** Assembles the API on an open database. The caller owns the database and closes it after the app. */
export async function buildApp({
  config,
  database,
  verifier,
  accounts: givenAccounts,
  readCache = true,
  keepHistory = true,
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
  app.setValidatorCompiler(validatorWithEmptyQueryOnce);
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
  const accounts = givenAccounts ?? createFirebaseAccounts(config);
  const refusals = createRefusals();
  const users = createUsers(database.db, {
    adminEmails: config.adminEmails,
    editorEmails: config.editorEmails,
    salesEmails: config.salesEmails,
    requireVerifiedForGrant: !config.authEmulatorHost,
  });
  const notifier = createNotifier(config, database, app.log);
  const limits = rateLimitCounters(config.redisUrl, app.log);
  const files = openFileStore(config);
  const context: AppContext = {
    config,
    database,
    users,
    cache,
    notifier,
    files,
    keepHistory,
    refusals,
    accounts,
    limitsState: limits.state,
  };
  app.addHook('onClose', async () => {
    await files.close();
    await limits.close();
    await notifier.close();
    await cache.close();
    await tokenVerifier.close();
    await accounts.close();
  });

  // Third-party plugins first (the docs before any route, to see them all), then the access rule,
  // then the routes, each module in its own encapsulated context.
  await app.register(securityHeaders);
  await app.register(corsPolicy, { config });
  // Not the first requests counted in this process alone while Redis is still connecting.
  await limits.connected();
  await app.register(rateLimits, { config, store: limits.store, filesPrefix: UPLOADS_PREFIX });
  await app.register(etags);
  await app.register(apiDocs);
  await app.register(accessControl, { verifier: tokenVerifier, users, refusals });
  await app.register(uploadedFiles, { config, files });

  for (const routes of [
    healthRoutes,
    changeRoutes,
    contentRoutes,
    searchRoutes,
    productFileRoutes,
    userRoutes,
    roleRoutes,
    enquiryRoutes,
    rfqRoutes,
    uploadRoutes,
    seoRoutes,
    historyRoutes,
    backupRoutes,
  ]) {
    await app.register(routes, context);
  }
  return app;
}
