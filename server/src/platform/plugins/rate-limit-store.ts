import type { FastifyBaseLogger } from 'fastify';
import { redisOrLocalCounters } from '@texbridge/shared/limits/redis-or-local-store';

export type { LimitsState } from '@texbridge/shared/limits/redis-or-local-store';

/**
 * The rate limits' counters (docs/scaling.md): with REDIS_URL in Redis, shared by every API instance,
 * and in this process without it or while Redis is out of reach or not answering.
 */
export const rateLimitCounters = (redisUrl: string | undefined, log: FastifyBaseLogger) =>
  redisOrLocalCounters(redisUrl, log, { counts: 'Rate limits', sharedBy: 'every API instance' });
