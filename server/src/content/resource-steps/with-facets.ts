import { z } from 'zod';
import { facetCount } from '@texbridge/shared/resources/facets';
import { facetsPathOf } from '@texbridge/shared/resources/public-reads';
import { errorBody } from '@texbridge/shared/schemas/common';
import type { ResourceParts } from './parts.ts';

/** A list with facets (products) counts them at `{path}/facets` (catalogue/facets.ts). */
export function withFacets({ app, contract, database, table, filter, cached, tags }: ResourceParts) {
  const { facets } = filter;
  if (!facets) return;
  const { name, list } = contract;
  app.get(
    facetsPathOf(contract),
    {
      config: { access: list.access },
      schema: {
        tags,
        summary: `How many ${name} have each value of each filter`,
        description:
          'Takes the list’s filters; each filter’s values are counted under the other filters, most first. A range (moqMax) is not counted.',
        querystring: list.filter!,
        response: { 200: z.record(z.string(), z.array(facetCount)), 400: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cached ? 'no-cache' : 'private, no-store');
      return facets.counts(database.db, table, request.query as Record<string, unknown>);
    },
  );
}
