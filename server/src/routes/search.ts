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
import { newsText, productText, vectorOf } from '../db/search-document.ts';

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
 * docs/search.md: products and news by PostgreSQL's full-text search (ranked, the title weighing most) and
 * pg_trgm's word similarity (a typo, a spacing variant or part of a word), best match first; the same SQL on
 * PGlite and PostgreSQL, answered from the tables' search indexes.
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
          'q is 1 to 200 characters. Matches whole words (stemmed: "knitting" finds "knit"), and by trigram similarity a typo ("poplinn"), a spacing variant ("oekotex") or part of a word. A query of punctuation alone matches nothing.',
        querystring: searchQuery,
        response: { 200: searchResult, 400: errorBody },
      },
    },
    async (request, reply) => {
      const { q, page = 1, limit = DEFAULT_PAGE_LIMIT } = request.query;
      reply.header('cache-control', 'no-cache');
      const words = searchWords(q);
      if (words.length === 0) return { total: 0, items: [] };
      const asked = words.join(' ');
      const query = sql`websearch_to_tsquery('english', ${asked})`;
      const productVector = vectorOf(products.title, productText(products));
      const newsVector = vectorOf(news.title, newsText(news));
      const result = await database.db.execute(sql`
        select *, count(*) over () as total from (
          select 'product' as type, ${products._id} as id, ${products.title} as title, ${products.desc} as body,
            ${products.category} as category, ${products.productImage} as image, ${products.seq} as seq,
            ts_rank(${productVector}, ${query}) * 2 + word_similarity(${asked}, ${productText(products)}) as score
          from ${products}
          where ${productVector} @@ ${query} or ${asked} <% ${productText(products)}
          union all
          select 'news', ${news._id}, ${news.title}, ${news.content}, null, ${news.newsImage}, ${news.seq},
            ts_rank(${newsVector}, ${query}) * 2 + word_similarity(${asked}, ${newsText(news)})
          from ${news}
          where ${newsVector} @@ ${query} or ${asked} <% ${newsText(news)}
        ) as matches
        order by score desc, seq desc
        limit ${limit} offset ${(page - 1) * limit}`);
      const rows = (result as unknown as { rows: Row[] }).rows;
      return {
        total: rows.length > 0 ? Number(rows[0]!.total) : await countOnly(),
        items: rows.map((row): SearchHit => ({
          type: row.type,
          _id: row.id,
          title: row.title,
          snippet: snippetOf(row.body, words),
          ...(row.category && { category: row.category }),
          image: row.image,
        })),
      };

      /** A page past the last has no rows to carry the total: it is counted on its own. */
      async function countOnly() {
        if (page === 1) return 0;
        const counted = await database.db.execute(sql`
          select (select count(*) from ${products} where ${productVector} @@ ${query} or ${asked} <% ${productText(products)})
            + (select count(*) from ${news} where ${newsVector} @@ ${query} or ${asked} <% ${newsText(news)}) as total`);
        return Number((counted as unknown as { rows: { total: string | number }[] }).rows[0]?.total ?? 0);
      }
    },
  );
}
