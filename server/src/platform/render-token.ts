import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { RENDER_TOKEN_HEADER, VISITOR_ADDRESS_HEADER } from '@texbridge/shared/api/render-server';

/**
 * Whether a request carries the render server's token, compared in constant time (as digests, so
 * lengths do not differ). Without a configured token nobody is the render server.
 */
export function renderServerCheck(token: string | undefined): (request: FastifyRequest) => boolean {
  if (!token) return () => false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(token);
  return (request) => {
    const sent = request.headers[RENDER_TOKEN_HEADER];
    return typeof sent === 'string' && timingSafeEqual(digest(sent), expected);
  };
}

/**
 * The visitor's address a render server vouches for (its token and one IP address in the header);
 * undefined for everyone else, whose header is not believed.
 */
export function vouchedVisitor(
  isRenderServer: (request: FastifyRequest) => boolean,
): (request: FastifyRequest) => string | undefined {
  return (request) => {
    const address = request.headers[VISITOR_ADDRESS_HEADER];
    return typeof address === 'string' && isIP(address) !== 0 && isRenderServer(request) ? address : undefined;
  };
}
