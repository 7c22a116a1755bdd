import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from './database/client.ts';
import type { LimitsState } from './plugins/rate-limit-store.ts';
import type { ReadCache } from './read-cache.ts';
import type { Refusals } from './refusals.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-errors.ts';

/** What /healthz reports on: the app's context has these among the rest. */
interface Health {
  database: Database;
  cache: ReadCache;
  limitsState: () => LimitsState;
  refusals: Refusals;
}

export async function healthRoutes(app: FastifyInstance, { database, cache, limitsState, refusals }: Health) {
  app.get(
    '/healthz',
    {
      // Not rate-limited: a load balancer polls it from one address, and a 429 would take a healthy
      // instance out of rotation.
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness, database reachability and whether the read cache is live',
        description:
          '200 `{ status: "ok", database, cache }` when the database answers; 503 with `status: "unavailable"` when it does not. `cache` is `live` when reads are served from memory and `reading-through` while the API cannot hear other instances’ writes (every read goes to the database). `limits` is `redis` when the rate limits are counted in Redis, shared by every instance, `local` without REDIS_URL, `local-redis-unreachable` while Redis is out of reach and each instance counts alone, and `local-redis-not-answering` while Redis is connected but leaves commands unanswered (each instance counts alone until a probe is answered). `refusals` counts the calls this instance refused since it started: 401 (no or a bad sign-in) and 403 (a role the call does not admit).',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return reply.code(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: DATABASE_UNAVAILABLE_MESSAGE,
          status: 'unavailable',
          database: database.kind,
          cache: cache.state,
          limits: limitsState(),
          refusals: refusals.snapshot(),
        });
      }
      return {
        status: 'ok',
        database: database.kind,
        cache: cache.state,
        limits: limitsState(),
        refusals: refusals.snapshot(),
      };
    },
  );
}
