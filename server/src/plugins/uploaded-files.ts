import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { mkdirSync } from 'node:fs';
import type { Config } from '../config.ts';
import { backfillVariants, ensureVariantFile, isStoredFileName } from '../lib/image-variants.ts';

/** Where uploaded files are served; the rate limit and the access rule know its routes by it. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * GET /uploads/<name>: the images POST /uploads stored and their narrower copies, cached for good.
 * Uploads stored before copies existed get theirs in the background once the API is up; a copy asked
 * for before that pass reaches it is made on the spot, so no srcset candidate is ever a 404.
 */
export const uploadedFiles = fp<{ config: Config }>(async (app, { config }) => {
  mkdirSync(config.uploadDir, { recursive: true });
  // In a context of its own: the hook runs for /uploads/ only, not on every API request.
  await app.register(async (files) => {
    files.addHook('onRequest', async (request) => {
      const name = request.url.slice(UPLOADS_PREFIX.length).split('?')[0]!;
      await ensureVariantFile(config.uploadDir, name).catch((error: Error) =>
        request.log.warn(`Could not make ${name}: ${error.message}`),
      );
    });

    await files.register(fastifyStatic, {
      root: config.uploadDir,
      prefix: UPLOADS_PREFIX,
      // Names are content hashes: a file at a name never changes.
      immutable: true,
      maxAge: '365d',
      index: false,
      list: false,
      // Only names the upload pipeline writes: no dotfiles or anything else an operator left there.
      allowedPath: (pathName) => isStoredFileName(pathName.replace(/^\//, '')),
    });
  });

  const stop = new AbortController();
  let backfill: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    // Not awaited: the API answers while older uploads get their copies.
    backfill = backfillVariants(config.uploadDir, {
      signal: stop.signal,
      onError: (name, error) => app.log.warn(`Could not make the copies of /uploads/${name}: ${error.message}`),
    }).then((written) => {
      if (written > 0) app.log.info(`Made ${written} missing image copies in ${config.uploadDir}.`);
    });
  });
  app.addHook('onClose', async () => {
    stop.abort();
    await backfill;
  });
});
