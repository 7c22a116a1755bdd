import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT } from '@texbridge/shared/constants';
import { and } from 'drizzle-orm';
import { readingQuery, untranslatedQuery } from '@texbridge/shared/locales/locale-query';
import type { TranslatedLocale } from '@texbridge/shared/locales/locales';
import { errorBody, pageQuery } from '@texbridge/shared/schemas/common';
import { cachedBody, type CachedBody } from '../../platform/read-cache.ts';
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
  type Reading,
} from './locale-reads.ts';
import type { ResourceParts } from './parts.ts';
import { untranslatedWhere } from './untranslated.ts';

type ListParams = Record<string, unknown> & {
  page?: number;
  limit?: number;
  locale?: string;
  fallback?: string;
  untranslated?: TranslatedLocale;
};

/**
 * The list at each of its paths, with its filter and fields: the whole list, or with `page` or `limit` one
 * page and X-Total-Count; a translated resource's in the `locale` asked for, and with `untranslated` only its
 * records not completely translated into that locale (docs/adding-a-language.md). A public list is cached until
 * the next write, under the ETag kept with it, per locale.
 */
export function withList(parts: ResourceParts) {
  const { app, contract, store, filter, cached, tags, translated } = parts;
  const { name, list } = contract;
  const filtered = list.filter ? pageQuery.extend(list.filter.shape) : pageQuery;
  const query = translated ? filtered.extend({ ...readingQuery.shape, ...untranslatedQuery.shape }) : filtered;
  const description = 'Without page or limit the whole list is answered; with either, one page and X-Total-Count.';

  // Declared once, not as a named closure in the handler: tsx (esbuild's keepNames) would name it anew on every request.
  async function loadList(params: ListParams, reading: Reading): Promise<CachedBody> {
    const where =
      translated && params.untranslated
        ? and(filter.whereOf(params), untranslatedWhere(translated, parts.columns, params.untranslated))
        : filter.whereOf(params);
    const inLocale = translated && !readsAsStored(reading);
    const read = { fields: list.fields, translations: Boolean(inLocale) };
    const answer = (rows: Record<string, unknown>[]) =>
      JSON.stringify(inLocale ? rows.map((row) => readIn(row, translated, reading)) : rows);
    if (params.page === undefined && params.limit === undefined) {
      return cachedBody(answer(await store.list({ where, ...read })), undefined, readingKey(reading));
    }
    const limit = params.limit ?? DEFAULT_PAGE_LIMIT;
    const page = { limit, offset: ((params.page ?? 1) - 1) * limit };
    const [items, total] = await Promise.all([store.list({ where, page, ...read }), store.count(where)]);
    return cachedBody(answer(items), total, readingKey(reading));
  }

  for (const url of list.paths) {
    app.get(
      url,
      {
        config: { access: list.access },
        ...(translated ? { preValidation: checkReading } : {}),
        schema: {
          tags,
          summary: `List ${name}, newest first`,
          description: translated ? `${description} ${READING_DESCRIPTION}` : description,
          querystring: query,
          response: {
            200: z.array(translated ? answeredRecord(contract, translated) : contract.record),
            400: errorBody,
          },
        },
      },
      (request, reply) => {
        const { locale, fallback, ...params } = request.query as ListParams;
        const reading = readingOf({ locale, fallback });
        if (translated) contentLanguage(reply, { locale });
        const key = `list:${JSON.stringify(params)}${readingKey(reading)}`;
        return answerCached(reply, parts, key, () => loadList(params, reading), cached);
      },
    );
  }
}
