import etag from '@fastify/etag';
import fp from 'fastify-plugin';

/**
 * ETag on every answer, and 304 to a matching If-None-Match (the tag in either of its weak and strong
 * forms): lists that did not change cost no bytes. From @fastify/etag, registered as its README shows. The
 * cached reads set their own tag (made once, when the body is kept, and marked per compressed copy), which
 * the plugin keeps, as its README says of a tag set by hand, and answers 304 for.
 */
export const etags = fp(async (app) => {
  await app.register(etag);
});
