import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CallContract, ResourceContract } from '@texbridge/shared/resources/define';
import type { AppContext } from '../app-context.ts';
import { createStore, type ResourceTable } from '../platform/database/store.ts';
import { callRoute, keysOf, notFound } from '../platform/contract-routes.ts';

/**
 * GET of one staff-only record by id (an RFQ, an enquiry), at the contract's call: the row as the store reads
 * it (a NULL is an absent field; times are Dates, which the answer's JSON writes as ISO strings), with the
 * columns the record names, never kept by a browser or a shared cache.
 */
export function registerAdminDetail(
  fastify: FastifyInstance,
  { database }: Pick<AppContext, 'database'>,
  contract: ResourceContract,
  table: ResourceTable,
  call: CallContract,
) {
  const store = createStore<Record<string, unknown>>(database.db, table, { expose: keysOf(contract.record) });
  fastify.withTypeProvider<ZodTypeProvider>().route({
    ...callRoute(contract, call),
    handler: async (request, reply) => {
      const { id } = request.params as { id: string };
      const row = await store.get(id);
      if (!row) throw notFound(contract, id);
      reply.header('cache-control', 'private, no-store');
      return row;
    },
  });
}
