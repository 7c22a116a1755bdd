import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT } from '@texbridge/shared/constants';
import { errorBody, pageQuery } from '@texbridge/shared/schemas/common';
import { cachedBody, type CachedBody } from '../../platform/read-cache.ts';
import { answerCached } from './cached-answer.ts';
import type { ResourceParts } from './parts.ts';

type ListParams = Record<string, unknown> & { page?: number; limit?: number };

/**
 * The list at each of its paths, with its filter and fields: the whole list, or with `page` or `limit` one
 * page and X-Total-Count. A public list is cached until the next write, under the ETag kept with it.
 */
export function withList(parts: ResourceParts) {
  const { app, contract, store, filter, cached, tags } = parts;
  const { name, list } = contract;
  const query = list.filter ? pageQuery.extend(list.filter.shape) : pageQuery;

  // Declared once, not as a named closure in the handler: tsx (esbuild's keepNames) would name it anew on every request.
  async function loadList(params: ListParams): Promise<CachedBody> {
    const where = filter.whereOf(params);
    if (params.page === undefined && params.limit === undefined) {
      return cachedBody(JSON.stringify(await store.list({ where, fields: list.fields })));
    }
    const limit = params.limit ?? DEFAULT_PAGE_LIMIT;
    const page = { limit, offset: ((params.page ?? 1) - 1) * limit };
    const [items, total] = await Promise.all([store.list({ where, page, fields: list.fields }), store.count(where)]);
    return cachedBody(JSON.stringify(items), total);
  }

  for (const url of list.paths) {
    app.get(
      url,
      {
        config: { access: list.access },
        schema: {
          tags,
          summary: `List ${name}, newest first`,
          description: 'Without page or limit the whole list is answered; with either, one page and X-Total-Count.',
          querystring: query,
          response: { 200: z.array(contract.record), 400: errorBody },
        },
      },
      (request, reply) => {
        const params = request.query as ListParams;
        return answerCached(reply, parts, `list:${JSON.stringify(params)}`, () => loadList(params), cached);
      },
    );
  }
}
