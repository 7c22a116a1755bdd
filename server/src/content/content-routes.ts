import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { contentTables } from '../platform/database/content-tables.ts';
import { registerResource } from './resource.ts';

/** The site's content: each resource's routes from its contract in shared, stored in its table. */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const [contract, table] of contentTables) registerResource(app, ctx, contract, table);
}
