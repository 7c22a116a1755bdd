import { isRevised } from '@texbridge/shared/resources/history';
import { idParams, updateResult } from '@texbridge/shared/schemas/common';
import { failures, notFound } from '../../platform/contract-routes.ts';
import { besideEdit, whoOf } from '../../history/history.ts';
import type { ResourceParts } from './parts.ts';

/**
 * The edit (PUT or PATCH, as the contract says), staff only: its revision and the log's line are parts of
 * its own statement (docs/history.md). `options.update`: an edit that is more than setting the fields sent.
 */
export function withUpdate({ app, contract, store, cache, keepHistory, options, announce, tags }: ResourceParts) {
  const { name, update } = contract;
  if (!update) return;
  const revised = keepHistory && isRevised(name);
  app.route({
    method: update.method,
    url: update.path,
    config: { access: 'admin' },
    schema: {
      tags,
      summary: `Change a ${contract.noun}`,
      params: idParams,
      body: update.body,
      response: { 200: updateResult, ...failures },
    },
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const body = request.body as Record<string, unknown>;
      const result = options.update
        ? await options.update(request, id, body)
        : await store.update(id, body, undefined, {
            ...announce(),
            beside: keepHistory ? besideEdit(whoOf(request), { resource: name, action: 'update', revised }) : undefined,
          });
      if (result.matchedCount === 0) throw notFound(contract, id);
      if (result.modifiedCount > 0) cache.drop(name);
      return { acknowledged: true as const, ...result };
    },
  });
}
