import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { COMPRESS_THRESHOLD, ENCODINGS, encodedBytes, JSON_TYPE, type CachedBody } from '../platform/read-cache.ts';

/**
 * A read's body, under the tag kept with it (@fastify/etag answers 304 for it when the caller holds it).
 * A public read of 1 kB and more goes in the compressed copy its client accepts, kept beside the cached
 * body, under a tag of its own (the body's, marked with the encoding), and says that it varies with
 * Accept-Encoding; its 304 carries the same headers. The reply once the body is sent, or its promise
 * while a copy is made. `cached`: a public read, which browsers revalidate; any other is private.
 */
export const sendJson = (
  reply: FastifyReply,
  body: CachedBody,
  cached: boolean,
): FastifyReply | Promise<FastifyReply> => {
  if (body.total !== undefined) reply.header('x-total-count', body.total);
  reply.header('cache-control', cached ? 'no-cache' : 'private, no-store').type(JSON_TYPE);
  if (body.staleForMs !== undefined) {
    // RFC 9111's Age, and the Warning that older caches and people reading headers understand.
    reply.header('age', Math.floor(body.staleForMs / 1000)).header('warning', '110 - "Response is Stale"');
  }
  if (!cached || body.bytes.length < COMPRESS_THRESHOLD) {
    return reply.header('etag', body.etag).send(body.bytes);
  }
  const accepted = reply.request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, [...ENCODINGS]) : null;
  const etag = encoding ? body.encodedEtag[encoding] : body.etag;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding').header('etag', etag);
  if (encoding) reply.header('content-encoding', encoding);
  if (!encoding) return reply.send(body.bytes);
  const bytes = encodedBytes(body, encoding);
  return Buffer.isBuffer(bytes) ? reply.send(bytes) : bytes.then((copy) => reply.send(copy));
};

/**
 * A handler's promise that resolves to the reply it sent, as Fastify asks of one that calls `reply.send`
 * itself; typed as the void the route's declared answers allow (the reply is not an answer body).
 */
export const sentWhenLoaded = (sent: Promise<FastifyReply>) => sent as unknown as Promise<void>;
