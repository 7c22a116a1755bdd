import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_PAGE_LIMIT } from '@texbridge/shared/constants';
import { isHan, searchWords, snippetOf } from '@texbridge/shared/format/search-words';
import { DEFAULT_LOCALE, isLocale, unknownLocaleMessage, type Locale } from '@texbridge/shared/locales/locales';
import { inLocale, type Translations } from '@texbridge/shared/locales/translations';
import { newsFields } from '@texbridge/shared/resources/news';
import { productFields } from '@texbridge/shared/resources/product-fields';
import { searchReads } from '@texbridge/shared/resources/public-reads';
import { searchQuery, searchResult, type SearchHit } from '@texbridge/shared/resources/search';
import { errorBody } from '@texbridge/shared/schemas/common';
import type { AppContext } from '../app-context.ts';
import { news, products, searchWords as lexicon } from '../platform/database/schema.ts';
import type { Db } from '../platform/database/client.ts';
import { HttpError } from '../platform/errors.ts';
import { anyPrefixQuery, prefixQuery } from '../platform/database/search-document.ts';

/** What search reads of each kind it finds, in the order a tier lists them: products, then news. */
const KINDS = [
  {
    type: 'product',
    table: products,
    fields: productFields,
    body: { name: 'desc', column: products.desc },
    category: sql`${products.category}`,
    image: products.productImage,
    facts: sql`${products.moq} as moq, ${products.origin} as origin, ${products.certifications} as certifications`,
  },
  {
    type: 'news',
    table: news,
    fields: newsFields,
    body: { name: 'content', column: news.content },
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
  translations: Translations;
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
    sql`${type} as type, ${table.seq} as seq, ${table._id} as id, ${table.title} as title, ${body.column} as body, ${table.translations} as translations, ${category} as category, ${image} as image, ${facts}`;
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
    select type, id, title, body, translations, category, image, moq, origin, certifications from (${sql.join(tiers, sql` union all `)}) as matches
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

/** Whether a word may be a typo of a name: letters only, and not Chinese, which pg_trgm reads no trigrams of. */
const correctable = (word: string) => /^\p{L}+$/u.test(word) && !isHan(word);

/**
 * `words` with each word of letters replaced by the word of the searched names it is most like, by trigram
 * similarity over the lexicon (pg_trgm's `%`, at its default threshold of 0.3): 'poplinn' becomes 'poplin'.
 * A word like none stays as it is, and so do words with digits and Chinese words.
 */
async function correctionOf(db: Db, words: readonly string[]): Promise<string[]> {
  if (!words.some(correctable)) return [...words];
  const closest = (word: string): SQL =>
    correctable(word)
      ? sql`coalesce((select ${lexicon.word} from ${lexicon} where ${lexicon.word} % ${word} order by ${lexicon.word} <-> ${word}, ${lexicon.word} limit 1), ${word})`
      : sql`${word}`;
  const [row] = rowsOf<{ words: string[] }>(
    await db.execute(sql`select array[${sql.join(words.map(closest), sql`, `)}]::text[] as words`),
  );
  return row?.words ?? [...words];
}

/**
 * A match's title and body as a reader of `locale` reads them: each translated, or in English where it is not
 * (or where what the translations column holds is not text).
 */
function inLocaleOf(row: Row, locale: Locale) {
  if (locale === DEFAULT_LOCALE) return { title: row.title, body: row.body };
  const { fields, body } = KINDS.find((kind) => kind.type === row.type)!;
  const read = inLocale({ title: row.title, [body.name]: row.body }, row.translations, fields, locale);
  const text = (value: unknown, own: string) => (typeof value === 'string' ? value : own);
  return { title: text(read.title, row.title), body: text(read[body.name], row.body) };
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
        description: `q is 1 to 200 characters. Matches every word, stemmed and as a prefix ("knitting" finds "knit", "mercer" finds "mercerised"): the matches whose title has every word first, then the others (among the newest ${RANKED_WINDOW} of them, those whose title has some of the words first), each newest first. When nothing matches, each word is corrected to the closest word of the catalogue's names, so a typo ("poplinn") still finds something, and \`corrected\` says what was searched instead. At most ${searchReads.matchesMax} matches are counted and listed; past that, \`capped\` is true. Chinese words are matched by each pair of neighbouring characters ("棉纱" finds "精梳棉纱"), a word of one character wherever the text has it; words of every language are searched whatever the locale. A query of punctuation alone matches nothing. locale answers each match's title and snippet in that language, falling back to English per field.`,
        querystring: searchQuery,
        response: { 200: searchResult, 400: errorBody },
      },
    },
    async (request, reply) => {
      const { q, page = 1, limit = DEFAULT_PAGE_LIMIT, locale = DEFAULT_LOCALE } = request.query;
      if (!isLocale(locale)) throw new HttpError(400, unknownLocaleMessage(locale));
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
        items: found.rows.map((row): SearchHit => {
          const { title, body } = inLocaleOf(row, locale);
          return {
            type: row.type,
            _id: row.id,
            title,
            snippet: snippetOf(body, words),
            ...(row.category && { category: row.category }),
            image: row.image,
            ...(row.moq && { moq: row.moq }),
            ...(row.origin && { origin: row.origin }),
            ...(row.certifications?.length && { certifications: row.certifications }),
          };
        }),
        ...(found.capped && { capped: true as const }),
        ...(corrected !== undefined && found.total > 0 && { corrected }),
      };
    },
  );
}
