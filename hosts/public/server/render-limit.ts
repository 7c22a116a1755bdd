import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Whether a request may start a render, and when to ask again if not. */
export interface RenderAllowance {
  allowed: boolean;
  retryAfterSeconds: number;
}

export type RenderLimit = (request: FastifyRequest) => Promise<RenderAllowance>;

/**
 * How many renders each client address may start a minute: a render calls the API about six times,
 * with the token that lets it past the API's own limit. Pages already cached cost nothing and are not
 * counted, so the check is asked only before a render, through @fastify/rate-limit's `createRateLimit`
 * (its in-memory store of recent addresses, an IPv6 address counted by its /64, the address as
 * TRUST_PROXY makes it).
 */
export async function createRenderLimit(app: FastifyInstance, max: number): Promise<RenderLimit> {
  await app.register(rateLimit, { global: false, max, timeWindow: '1 minute' });
  const check = app.createRateLimit();
  return async (request) => {
    const limit = await check(request);
    if (limit.isAllowed) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: !limit.isExceeded, retryAfterSeconds: Math.max(1, limit.ttlInSeconds) };
  };
}
