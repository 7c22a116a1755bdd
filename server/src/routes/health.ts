import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';

export function healthRoutes(app: FastifyInstance, { database }: AppContext) {
  app.get(
    '/healthz',
    { config: { access: 'public' }, schema: { tags: ['health'], summary: 'Liveness and database reachability' } },
    async (_request, reply) => {
      await database.db.execute(sql`select 1`);
      reply.header('cache-control', 'no-store');
      return { status: 'ok', database: database.kind };
    },
  );
}
