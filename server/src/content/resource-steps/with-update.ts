import { editingQuery } from '@texbridge/shared/locales/locale-query';
import { isRevised } from '@texbridge/shared/resources/history';
import { idParams, updateResult } from '@texbridge/shared/schemas/common';
import { failures, notFound } from '../../platform/contract-routes.ts';
import { besideEdit, whoOf } from '../../history/history.ts';
import { sentTranslation, translationBody, writeTranslation } from './translated-edit.ts';
import type { ResourceParts } from './parts.ts';

/** What the OpenAPI document says of a translated resource's edit. */
const EDITING_DESCRIPTION =
  'With locale other than the default, the body carries that language’s words of the localized fields only (a group’s and a row’s localized parts), merged into the record’s translations; an empty one clears it. Any other field is refused by name.';

/**
 * The edit (PUT or PATCH, as the contract says), for the roles the contract names: its revision and the log's line are parts of
 * its own statement (docs/history.md). `options.update`: an edit that is more than setting the fields sent.
 * A translated resource's edit with `?locale=` writes that locale's words (translated-edit.ts).
 */
export function withUpdate(parts: ResourceParts) {
  const { app, contract, store, cache, keepHistory, options, announce, tags, translated } = parts;
  const { name, update } = contract;
  if (!update) return;
  const revised = keepHistory && isRevised(name);
  app.route({
    method: update.method,
    url: update.path,
    config: { access: update.access },
    ...(translated ? { preValidation: translationBody(translated) } : {}),
    schema: {
      tags,
      summary: `Change a ${contract.noun}`,
      ...(translated ? { description: EDITING_DESCRIPTION, querystring: editingQuery } : {}),
      params: idParams,
      body: update.body,
      response: { 200: updateResult, ...failures },
    },
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const body = request.body as Record<string, unknown>;
      const translation = sentTranslation(request);
      const result = translation
        ? await writeTranslation(parts, request, id, translation)
        : options.update
          ? await options.update(request, id, body)
          : await store.update(id, body, undefined, {
              ...announce(),
              beside: keepHistory
                ? besideEdit(whoOf(request), { resource: name, action: 'update', revised })
                : undefined,
            });
      if (result.matchedCount === 0) throw notFound(contract, id);
      if (result.modifiedCount > 0) cache.drop(name);
      return { acknowledged: true as const, ...result };
    },
  });
}
