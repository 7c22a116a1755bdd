import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_PAGE_LIMIT } from '@texbridge/shared/constants';
import { searchWords, snippetOf } from '@texbridge/shared/format/search-words';
import { searchReads } from '@texbridge/shared/resources/public-reads';
import { searchQuery, searchResult, type SearchHit } from '@texbridge/shared/resources/search';
import { errorBody } from '@texbridge/shared/schemas/common';
import type { AppContext } from '../app-context.ts';
import { news, products } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { hasWords } from '../db/search-document.ts';

/** How a search matches: by its words (full-text search), or by trigram similarity when they find nothing. */
type How = 'words' | 'trigrams';
type Searched = typeof products | typeof news;

/** One page of the matches of `words`, best first, and how many there are in all. */
async function matches(db: Db, words: readonly string[], page: number, limit: number, how: How) {
  const asked = words.join(' ');
  const prefixes = sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(' & ')})`;
  const test = (table: Searched) =>
    how === 'words' ? hasWords(table.searchVector, words) : sql`${table.searchNames} %> ${asked}`;
  const score = (table: Searched) =>
    how === 'words'
      ? sql`ts_rank(${table.searchVector}, ${prefixes})`
      : sql`word_similarity(${asked}, ${table.searchNames})`;
  const result = await db.execute(sql`
    select *, count(*) over () as total from (
      select 'product' as type, ${products._id} as id, ${products.title} as title, ${products.desc} as body,
        ${products.category} as category, ${products.productImage} as image, ${products.seq} as seq,
        ${score(products)} as score
      from ${products} where ${test(products)}
      union all
      select 'news', ${news._id}, ${news.title}, ${news.content}, null, ${news.newsImage}, ${news.seq}, ${score(news)}
      from ${news} where ${test(news)}
    ) as matches
    order by score desc, seq desc
    limit ${limit} offset ${(page - 1) * limit}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  if (rows.length > 0 || page === 1) return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
  // A page past the last has no rows to carry the total: it is counted on its own.
  const counted = await db.execute(sql`
    select (select count(*) from ${products} where ${test(products)})
      + (select count(*) from ${news} where ${test(news)}) as total`);
  return { rows, total: Number((counted as unknown as { rows: { total: string | number }[] }).rows[0]?.total ?? 0) };
}

interface Row {
  type: 'product' | 'news';
  id: string;
  title: string;
  body: string;
  category: SearchHit['category'] | null;
  image: string;
  total: string | number;
}

/**
 * docs/search.md: products and news by PostgreSQL's full-text search (every word as a stemmed prefix,
 * ranked, the title weighing most), or, when that finds nothing, by pg_trgm's word similarity over their
 * names (a typo), best match first; the same SQL on PGlite and PostgreSQL, over the tables' stored and
 * indexed search columns.
 */
export async function searchRoutes(fastify: FastifyInstance, { database }: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    searchReads.path,
    {
      config: { access: 'public' },
      schema: {
        tags: [searchReads.name],
        summary: 'Products and news by what they say, best match first',
        description:
          'q is 1 to 200 characters. Matches every word, stemmed and as a prefix ("knitting" finds "knit", "mercer" finds "mercerised"), ranked by full-text search; when that finds nothing, by trigram similarity, so a typo ("poplinn") still finds something. A query of punctuation alone matches nothing.',
        querystring: searchQuery,
        response: { 200: searchResult, 400: errorBody },
      },
    },
    async (request, reply) => {
      const { q, page = 1, limit = DEFAULT_PAGE_LIMIT } = request.query;
      reply.header('cache-control', 'no-cache');
      const words = searchWords(q);
      if (words.length === 0) return { total: 0, items: [] };
      const found = await matches(database.db, words, page, limit, 'words');
      // Nothing by its words: a typo or a spacing variant, found by trigram similarity instead.
      const { rows, total } = found.total > 0 ? found : await matches(database.db, words, page, limit, 'trigrams');
      return {
        total,
        items: rows.map((row): SearchHit => ({
          type: row.type,
          _id: row.id,
          title: row.title,
          snippet: snippetOf(row.body, words),
          ...(row.category && { category: row.category }),
          image: row.image,
        })),
      };
    },
  );
}
