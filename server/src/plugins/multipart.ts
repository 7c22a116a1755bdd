import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { UPLOAD_LIMITS } from '../lib/images.ts';

/** Multipart bodies for POST /uploads (registered by that route alone): one file, capped at the upload limit. */
export const multipartBodies = fp(async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.bytes, files: 1, fields: 5 } });
});
