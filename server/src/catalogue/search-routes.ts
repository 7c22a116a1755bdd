import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_PAGE_LIMIT } from '@texbridge/shared/constants';
import { searchWords, snippetOf } from '@texbridge/shared/format/search-words';
import { searchReads } from '@texbridge/shared/resources/public-reads';
import { searchQuery, searchResult, type SearchHit } from '@texbridge/shared/resources/search';
import { errorBody } from '@texbridge/shared/schemas/common';
import type { AppContext } from '../app-context.ts';
import { news, products, searchWords as lexicon } from '../platform/database/schema.ts';
import type { Db } from '../platform/database/client.ts';
import { anyPrefixQuery, prefixQuery } from '../platform/database/search-document.ts';

/** What search reads of each kind it finds, in the order a tier lists them: products, then news. */
const KINDS = [
  {
    type: 'product',
    table: products,
    body: products.desc,
    category: sql`${products.category}`,
    image: products.productImage,
    facts: sql`${products.moq} as moq, ${products.origin} as origin, ${products.certifications} as certifications`,
  },
  {
    type: 'news',
    table: news,
    body: news.content,
    category: sql`null`,
    image: news.newsImage,
    facts: sql`null::jsonb as moq, null::text as origin, null::jsonb as certifications`,
  },
] as const;

interface Row {
  type: 'product' | 'news';
  id: string;
  title: string;
  body: string;
  category: SearchHit['category'] | null;
  image: string;
  moq: SearchHit['moq'] | null;
  origin: string | null;
  certifications: string[] | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * How many of the newest matches whose title lacks a word are ordered by how many of the words their title
 * has: a bounded window, so the cost stays a page's worth of rows times a constant (docs/search.md).
 */
const RANKED_WINDOW = 200;

/**
 * The `limit` matches after the first `offset`, best first: the rows whose title has every word, then
 * the others, those among the newest `RANKED_WINDOW` of them whose title has some of the words first
 * ("Ne 30/1" lists a yarn so named before a lint whose description names the count), each newest first.
 * Each kind and tier reads only its first rows, so a word that a fifth of the catalogue has costs a
 * page's worth of rows, not a fifth of the catalogue; ranking every match by `ts_rank` did.
 */
async function pageOf(db: Db, words: readonly string[], offset: number, limit: number) {
  const query = prefixQuery(words);
  const enough = offset + limit;
  // With one word, a title has it or not: the others are not ranked.
  const ranked = words.length > 1;
  const window = ranked ? Math.max(enough, RANKED_WINDOW) : enough;
  const titled = (kind: (typeof KINDS)[number]) => sql.identifier(`${kind.type}_titled`);
  const columns = ({ type, table, body, category, image, facts }: (typeof KINDS)[number]) =>
    sql`${type} as type, ${table.seq} as seq, ${table._id} as id, ${table.title} as title, ${body} as body, ${category} as category, ${image} as image, ${facts}`;
  const firstTier = KINDS.map(
    (kind) =>
      sql`${titled(kind)} as (select ${columns(kind)} from ${kind.table} where ${kind.table.searchTitle} @@ ${query} order by ${kind.table.seq} desc limit ${enough})`,
  );
  // The second tier leaves out the first's rows; when the first filled its `enough`, the page lies within it.
  const tiers = KINDS.flatMap((kind, order) => {
    const some = ranked ? sql`${kind.table.searchTitle} @@ ${anyPrefixQuery(words)}` : sql`false`;
    return [
      sql`select 1 as tier, ${order} as kind, false as partly, * from ${titled(kind)}`,
      sql`(select * from (select 2 as tier, ${order} as kind, ${some} as partly, ${columns(kind)} from ${kind.table}
        where ${kind.table.searchVector} @@ ${query} and ${kind.table.seq} <> all(array(select seq from ${titled(kind)}))
        order by ${kind.table.seq} desc limit ${window}) as newest order by partly desc, seq desc limit ${enough})`,
    ];
  });
  const result = await db.execute(sql`
    with ${sql.join(firstTier, sql`, `)}
    select type, id, title, body, category, image, moq, origin, certifications from (${sql.join(tiers, sql` union all `)}) as matches
    order by tier, kind, partly desc, seq desc limit ${limit} offset ${offset}`);
  return rowsOf<Row>(result);
}

/** How many rows match, counted no further than one past `searchReads.matchesMax`. */
async function countOf(db: Db, words: readonly string[]) {
  const query = prefixQuery(words);
  const counts = KINDS.map(
    ({ table }) =>
      sql`(select count(*) from (select 1 from ${table} where ${table.searchVector} @@ ${query} limit ${searchReads.matchesMax + 1}) as found)`,
  );
  const [row] = rowsOf<{ total: string | number }>(
    await db.execute(sql`select ${sql.join(counts, sql` + `)} as total`),
  );
  return Number(row?.total ?? 0);
}

/**
 * `words` with each word of letters replaced by the word of the searched names it is most like, by trigram
 * similarity over the lexicon (pg_trgm's `%`, at its default threshold of 0.3): 'poplinn' becomes 'poplin'.
 * A word like none stays as it is, and so do words with digits.
 */
async function correctionOf(db: Db, words: readonly string[]): Promise<string[]> {
  const closest = (word: string): SQL =>
    /^\p{L}+$/u.test(word)
      ? sql`coalesce((select ${lexicon.word} from ${lexicon} where ${lexicon.word} % ${word} order by ${lexicon.word} <-> ${word}, ${lexicon.word} limit 1), ${word})`
      : sql`${word}`;
  const [row] = rowsOf<{ words: string[] }>(
    await db.execute(sql`select array[${sql.join(words.map(closest), sql`, `)}]::text[] as words`),
  );
  return row?.words ?? [...words];
}

/** One page of the matches of `words`, and how many there are, up to `searchReads.matchesMax`. */
async function matches(db: Db, words: readonly string[], page: number, limit: number) {
  const found = await countOf(db, words);
  const total = Math.min(found, searchReads.matchesMax);
  const offset = (page - 1) * limit;
  const rows = found === 0 || offset >= total ? [] : await pageOf(db, words, offset, Math.min(limit, total - offset));
  return { total, capped: found > total, rows };
}

/**
 * docs/search.md: products and news by PostgreSQL's full-text search (every word as a stemmed prefix), the
 * rows whose title has them all first, then newest first; when nothing matches, the same again with each
 * word corrected to the closest word of the catalogue's names (a typo). The same SQL on PGlite and
 * PostgreSQL, over the tables' stored and indexed search columns.
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
        description: `q is 1 to 200 characters. Matches every word, stemmed and as a prefix ("knitting" finds "knit", "mercer" finds "mercerised"): the matches whose title has every word first, then the others (among the newest ${RANKED_WINDOW} of them, those whose title has some of the words first), each newest first. When nothing matches, each word is corrected to the closest word of the catalogue's names, so a typo ("poplinn") still finds something, and \`corrected\` says what was searched instead. At most ${searchReads.matchesMax} matches are counted and listed; past that, \`capped\` is true. A query of punctuation alone matches nothing.`,
        querystring: searchQuery,
        response: { 200: searchResult, 400: errorBody },
      },
    },
    async (request, reply) => {
      const { q, page = 1, limit = DEFAULT_PAGE_LIMIT } = request.query;
      reply.header('cache-control', 'no-cache');
      let words: readonly string[] = searchWords(q);
      if (words.length === 0) return { total: 0, items: [] };
      let found = await matches(database.db, words, page, limit);
      let corrected: string | undefined;
      if (found.total === 0) {
        const instead = await correctionOf(database.db, words);
        if (instead.join(' ') !== words.join(' ')) {
          words = instead;
          corrected = instead.join(' ');
          found = await matches(database.db, words, page, limit);
        }
      }
      return {
        total: found.total,
        items: found.rows.map((row): SearchHit => ({
          type: row.type,
          _id: row.id,
          title: row.title,
          snippet: snippetOf(row.body, words),
          ...(row.category && { category: row.category }),
          image: row.image,
          ...(row.moq && { moq: row.moq }),
          ...(row.origin && { origin: row.origin }),
          ...(row.certifications?.length && { certifications: row.certifications }),
        })),
        ...(found.capped && { capped: true as const }),
        ...(corrected !== undefined && found.total > 0 && { corrected }),
      };
    },
  );
}
