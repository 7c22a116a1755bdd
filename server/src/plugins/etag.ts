import etag from '@fastify/etag';
import fp from 'fastify-plugin';

/** ETag on every answer, and 304 to a matching If-None-Match: lists that did not change cost no bytes. */
export const etags = fp(async (app) => {
  await app.register(etag);
});
