import { errorBody, idParams } from '@texbridge/shared/schemas/common';
import { notFound } from '../../platform/contract-routes.ts';
import { cachedBody } from '../../platform/read-cache.ts';
import { answerCached } from './cached-answer.ts';
import type { ResourceParts } from './parts.ts';

/** One record by id, where the contract has a detail path: cached until the next write; an unknown id is a 404. */
export function withDetail(parts: ResourceParts) {
  const { app, contract, store, tags } = parts;
  const { detail } = contract;
  if (!detail) return;
  app.get(
    detail.path,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: `One ${contract.noun}`,
        params: idParams,
        response: { 200: contract.record, 404: errorBody },
      },
    },
    (request, reply) => {
      const { id } = request.params;
      return answerCached(reply, parts, `id:${id}`, async () => {
        const row = await store.get(id);
        if (!row) throw notFound(contract, id);
        return cachedBody(JSON.stringify(row));
      });
    },
  );
}
