import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mkdirSync } from 'node:fs';
import type { Config } from '../platform/config.ts';
import { backfillVariants, ensureVariantFile, isStoredFileName } from './image-variants.ts';
import { CACHED_FOR_GOOD, type FileStore } from './storage/file-store.ts';

/** Where uploaded files are served; the rate limit and the access rule know its routes by it. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * GET /uploads/<name>: the images POST /uploads stored and their narrower copies, cached for good, from
 * whichever store keeps them (docs/scaling.md). Uploads stored before copies existed get theirs in the
 * background once the API is up; a copy asked for before that pass reaches it is made on the spot, so no
 * srcset candidate is ever a 404.
 */
export const uploadedFiles = fp<{ config: Config; files: FileStore }>(async (app, { config, files }) => {
  // In a context of its own: the hook runs for /uploads/ only, not on every API request.
  await app.register(async (scope) => {
    if (files.kind === 'local') {
      scope.addHook('onRequest', async (request) => {
        await ensureCopy(files, request.url.slice(UPLOADS_PREFIX.length).split('?')[0]!, request.log);
      });
      await serveFromDisk(scope, config.uploadDir);
    } else serveFromStore(scope, files);
  });

  const stop = new AbortController();
  let backfill: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    // Not awaited: the API answers while older uploads get their copies.
    backfill = backfillVariants(files, {
      signal: stop.signal,
      onError: (name, error) => app.log.warn(`Could not make the copies of /uploads/${name}: ${error.message}`),
    })
      .then((written) => {
        if (written > 0) app.log.info(`Made ${written} missing image copies.`);
      })
      .catch((error: Error) => app.log.warn(`Could not look for uploads without copies: ${error.message}`));
  });
  app.addHook('onClose', async () => {
    stop.abort();
    await backfill;
  });
});

/** Makes a narrower copy that is asked for and missing; a failure leaves the request to answer 404. */
const ensureCopy = (files: FileStore, name: string, log: FastifyBaseLogger) =>
  ensureVariantFile(files, name).catch((error: Error) => log.warn(`Could not make ${name}: ${error.message}`));

/** STORAGE=local: @fastify/static over UPLOAD_DIR (ranges, ETag and Last-Modified as it does them). */
async function serveFromDisk(scope: FastifyInstance, dir: string) {
  mkdirSync(dir, { recursive: true });
  await scope.register(fastifyStatic, {
    root: dir,
    prefix: UPLOADS_PREFIX,
    immutable: true,
    maxAge: '365d',
    index: false,
    list: false,
    // Only names the upload pipeline writes: no dotfiles or anything else an operator left there.
    allowedPath: (pathName) => isStoredFileName(pathName.replace(/^\//, '')),
  });
}

/**
 * STORAGE=s3: the object's bytes through the API (its ETag from @fastify/etag), or with S3_PUBLIC_URL a
 * permanent redirect to the bucket or CDN, so that records keep their `/uploads/…` paths on either store.
 */
function serveFromStore(scope: FastifyInstance, files: FileStore) {
  scope.get<{ Params: { name: string } }>(`${UPLOADS_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params;
    if (!isStoredFileName(name)) return reply.callNotFound();
    const direct = files.publicUrl(name);
    if (direct) {
      await ensureCopy(files, name, request.log);
      return reply.header('cache-control', CACHED_FOR_GOOD).redirect(direct, 301);
    }
    // One request to the store for what is there; a missing copy costs a second.
    let bytes = await files.get(name);
    if (!bytes) {
      await ensureCopy(files, name, request.log);
      bytes = await files.get(name);
    }
    if (!bytes) return reply.callNotFound();
    return reply.header('content-type', 'image/webp').header('cache-control', CACHED_FOR_GOOD).send(bytes);
  });
}
