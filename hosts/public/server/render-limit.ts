import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redisOrLocalCounters } from '@texbridge/shared/limits/redis-or-local-store';

/** Whether a request may start a render, and when to ask again if not. */
export interface RenderAllowance {
  allowed: boolean;
  retryAfterSeconds: number;
}

export type RenderLimit = (request: FastifyRequest) => Promise<RenderAllowance>;

/** The render limit's keys in Redis, apart from the API's rate limits when both count in one Redis. */
export const RENDER_LIMIT_NAMESPACE = 'texbridge-render-limit-';

/**
 * How many renders each client address may start a minute: a render calls the API about six times,
 * with the token that lets it past the API's own limit. Pages already cached cost nothing and are not
 * counted, so the check is asked only before a render, through @fastify/rate-limit's `createRateLimit`
 * (an IPv6 address counted by its /64, the address as TRUST_PROXY makes it).
 *
 * Counted where the API counts its rate limits (docs/scaling.md): with REDIS_URL in Redis, so that every
 * render server counts one address together; without it, or while Redis is out of reach or not
 * answering, in this process's store of recent addresses, and the render goes ahead.
 */
export async function createRenderLimit(
  app: FastifyInstance,
  max: number,
  redisUrl: string | undefined,
): Promise<RenderLimit> {
  const counters = redisOrLocalCounters(redisUrl, app.log, {
    counts: 'Render limit',
    sharedBy: 'every render server',
    nameSpace: RENDER_LIMIT_NAMESPACE,
  });
  app.addHook('onClose', counters.close);
  // Not a visitor's first renders counted apart while Redis is still connecting.
  await counters.connected();
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: '1 minute',
    ...(counters.store ? { store: counters.store } : {}),
  });
  const check = app.createRateLimit();
  return async (request) => {
    const limit = await check(request);
    if (limit.isAllowed) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: !limit.isExceeded, retryAfterSeconds: Math.max(1, limit.ttlInSeconds) };
  };
}
