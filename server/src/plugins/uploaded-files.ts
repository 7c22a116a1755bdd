import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { mkdirSync } from 'node:fs';
import type { Config } from '../config.ts';
import { STORED_FILE_NAME } from '../lib/images.ts';

/** GET /uploads/<name>: the images POST /uploads stored, cached for good. */
export const uploadedFiles = fp<{ config: Config }>(async (app, { config }) => {
  mkdirSync(config.uploadDir, { recursive: true });
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
});
