import { readingQuery } from '@texbridge/shared/locales/locale-query';
import { errorBody, idParams } from '@texbridge/shared/schemas/common';
import { notFound } from '../../platform/contract-routes.ts';
import { cachedBody } from '../../platform/read-cache.ts';
import { answerCached } from './cached-answer.ts';
import {
  answeredRecord,
  checkReading,
  contentLanguage,
  READING_DESCRIPTION,
  readIn,
  readingKey,
  readingOf,
  readsAsStored,
} from './locale-reads.ts';
import type { ResourceParts } from './parts.ts';

/**
 * One record by id, where the contract has a detail path, in the `locale` asked for where the resource is
 * translated (docs/adding-a-language.md): cached until the next write, per locale; an unknown id is a 404.
 */
export function withDetail(parts: ResourceParts) {
  const { app, contract, store, tags, translated } = parts;
  const { detail } = contract;
  if (!detail) return;
  app.get(
    detail.path,
    {
      config: { access: 'public' },
      ...(translated ? { preValidation: checkReading } : {}),
      schema: {
        tags,
        summary: `One ${contract.noun}`,
        ...(translated ? { description: READING_DESCRIPTION, querystring: readingQuery } : {}),
        params: idParams,
        response: { 200: translated ? answeredRecord(contract, translated) : contract.record, 404: errorBody },
      },
    },
    (request, reply) => {
      const { id } = request.params;
      const query = (request.query ?? {}) as { locale?: string; fallback?: string };
      const reading = readingOf(query);
      const inLocale = translated && !readsAsStored(reading);
      if (translated) contentLanguage(reply, query);
      return answerCached(reply, parts, `id:${id}${readingKey(reading)}`, async () => {
        const row = await store.get(id, undefined, { translations: Boolean(inLocale) });
        if (!row) throw notFound(contract, id);
        return cachedBody(
          JSON.stringify(inLocale ? readIn(row, translated, reading) : row),
          undefined,
          readingKey(reading),
        );
      });
    },
  );
}
