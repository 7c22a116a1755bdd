import { is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import { HAN_RANGES, hanPairs, isHan } from '@texbridge/shared/format/search-words';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@texbridge/shared/locales/locales';
import type { Fields, Search } from '@texbridge/shared/resources/fields';

/**
 * What search reads of a product and a news item (docs/search.md), from their fields' declarations (each
 * field's `search`): the tables' stored generated columns (schema/content.ts) are computed from this on every
 * write, and indexed. Each is immutable SQL, as a generated column's must be. The full-text vector reads all
 * the words, the title's vector only the title; the names feed the lexicon a typo is corrected against.
 */

/** A searched field's words as SQL, and how it is searched. */
interface Part {
  search: Search;
  words: SQL;
  /** How the words are read: a column's text, a JSON list's, or one part of each of its rows. */
  read: 'column' | 'list' | 'rows';
  /** A localized field's words in a translated locale, from the `translations` column ('' when it has none). */
  translated?: (locale: TranslatedLocale) => SQL;
}
const READ_ORDER: Part['read'][] = ['column', 'list', 'rows'];

/**
 * Where a vector's squashed words go: after the names, which come before the other words (products), or
 * after every word (news). Each is the expression its table's stored column was first generated with, kept
 * so that the column needs no migration.
 */
type Layout = 'names first' | 'squashed last';

/** Words joined into one text, a JSON list's items included (their brackets and quotes count for nothing). */
const joined = (parts: SQL[]) => sql.join(parts, sql` || ' ' || `);

/** Hyphens, slashes and dots taken out as well, so 'oekotex' finds 'OEKO-TEX' and '301' finds '30/1'. */
const squashed = (text: SQL) => sql`regexp_replace(${text}, '[-/.]', '', 'g')`;

/** A constant of a generated column's SQL: a bound parameter cannot be part of one. */
const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

const hexOf = (point: number, digits: number) => point.toString(16).padStart(digits, '0');

/** A regular expression's class of `ranges` of code points, as PostgreSQL reads it (`\uXXXX`, `\UXXXXXXXX`). */
const classOf = (ranges: readonly (readonly [number, number])[]) =>
  `[${ranges
    .flatMap((range) => range.map((point) => (point > 0xffff ? `\\U${hexOf(point, 8)}` : `\\u${hexOf(point, 4)}`)))
    .reduce((text, escape, at) => `${text}${at % 2 ? '-' : ''}${escape}`, '')}]`;

/** A run of Han ideographs, which Chinese text is searched by the pairs of (docs/search.md, "Chinese search"). */
const HAN_RUN = `${classOf(HAN_RANGES)}+`;

/**
 * What a translation's words are read without, as full-text search reads English: the ideographs (read as
 * pairs instead) and the punctuation Chinese writes with (general punctuation such as “ ”, CJK symbols and
 * punctuation such as 。and 、, full-width forms such as ，and ：). PostgreSQL's parser takes these for
 * letters under the C locale but not under others, so 'ne' in '棉纱，Ne 30' would be a word on one engine
 * and not the other.
 */
const NOT_LATIN = classOf([
  ...HAN_RANGES,
  [0x2000, 0x206f],
  [0x3000, 0x303f],
  [0xff01, 0xff0f],
  [0xff1a, 0xff20],
  [0xff3b, 0xff40],
  [0xff5b, 0xff65],
]);

/** The pairs of neighbouring ideographs of `text`, and each run's last one (migration 0014_chinese_search). */
const pairsOf = (text: SQL) => sql`search_pairs(${text}, ${literal(HAN_RUN)})`;

const inNames = (search: Search) => (typeof search === 'string' ? search : search.in) === 'name';
const isSquashed = (search: Search) => typeof search === 'object' && search.squashed;

function columnOf(table: object, name: string): PgColumn {
  const column: unknown = (table as Record<string, unknown>)[name];
  if (!is(column, PgColumn)) throw new Error(`search reads ${name}, which has no column`);
  return column;
}

/**
 * The searched fields' words: each column's text first, then each JSON list's, then each rows field's parts
 * (`$[*].part`), each in the declaration's order. The order matches no word differently; it is the one the
 * stored columns were first generated in, and another would be another expression, so a migration.
 */
function partsOf(fields: Fields, table: object): Part[] {
  /** A localized field's value in a translated locale, as JSON (`->`) or as text (`->>`). */
  const inTranslation = (locale: TranslatedLocale, name: string, as: '->' | '->>') =>
    sql`${columnOf(table, 'translations')} -> ${literal(locale)} ${sql.raw(as)} ${literal(name)}`;
  const isLocalized = (field: object) => 'localized' in field && field.localized === true;
  const parts = Object.entries(fields).flatMap(([name, field]): Part[] => {
    if (field.kind === 'rows')
      return Object.entries(field.fields).flatMap(([partName, part]): Part[] => {
        if (!('search' in part) || !part.search) return [];
        const path = sql.raw(`'$[*].${partName}'`);
        const rowsPart = (rows: SQL) => sql`jsonb_path_query_array(${rows}, ${path})::text`;
        return [
          {
            search: part.search,
            words: rowsPart(sql`${columnOf(table, name)}`),
            read: 'rows',
            ...(isLocalized(part) && {
              translated: (locale) => sql`coalesce(${rowsPart(inTranslation(locale, name, '->'))}, '')`,
            }),
          },
        ];
      });
    if (field.kind === 'group' && Object.values(field.fields).some((part) => 'search' in part && part.search))
      throw new Error(`search reads no group's parts (${name})`);
    if (!('search' in field) || !field.search) return [];
    const column = columnOf(table, name);
    const listed = field.kind === 'list' || field.kind === 'multiselect';
    return [
      {
        search: field.search,
        words: listed ? sql`${column}::text` : sql`${column}`,
        read: listed ? 'list' : 'column',
        ...(isLocalized(field) && {
          translated: (locale: TranslatedLocale) =>
            listed
              ? sql`coalesce((${inTranslation(locale, name, '->')})::text, '')`
              : sql`coalesce(${inTranslation(locale, name, '->>')}, '')`,
        }),
      },
    ];
  });
  return parts.sort((a, b) => READ_ORDER.indexOf(a.read) - READ_ORDER.indexOf(b.read));
}

/**
 * The words of every translated locale of the localized parts among `parts`, the squashed ones again squashed,
 * or undefined when none is localized.
 */
function translatedText(parts: Part[]): SQL | undefined {
  const inLocales = (keep: (part: Part) => boolean) =>
    TRANSLATED_LOCALES.flatMap((locale) => parts.filter(keep).flatMap((part) => part.translated?.(locale) ?? []));
  const words = inLocales(() => true);
  if (words.length === 0) return undefined;
  const toSquash = inLocales((part) => isSquashed(part.search));
  return joined([...words, ...(toSquash.length > 0 ? [squashed(joined(toSquash))] : [])]);
}

/**
 * The full-text vector of a row's words: `text`, the default locale's, with English stems, and its
 * translations' (`translated`) with the Latin words they hold ('Ne 30/1' in a Chinese title) read the same
 * way; then, from both, each pair of neighbouring Han ideographs and each run's last one, as they are
 * (docs/search.md, "Chinese search").
 */
const documentVector = (text: SQL, translated: SQL | undefined): SQL => {
  if (!translated) return sql`${vectorOf(text)} || ${pairsOf(text)}`;
  const latin = sql`regexp_replace(${translated}, ${literal(NOT_LATIN)}, ' ', 'g')`;
  return sql`${vectorOf(sql`${text} || ' ' || ${latin}`)} || ${pairsOf(sql`${text} || ' ' || ${translated}`)}`;
};

/**
 * A table's search document from its fields' declarations: `names`, the words a typo is corrected to,
 * `text`, every searched word of the default locale, and `vector`, the full-text vector of those and of
 * their translations into every translated locale (the localized fields' `translations`).
 */
export function searchDocument(fields: Fields, table: object, layout: Layout = 'names first') {
  const parts = partsOf(fields, table);
  const words = (keep: (part: Part) => boolean) => parts.filter(keep).map((part) => part.words);
  const names = words((part) => inNames(part.search));
  const others = words((part) => !inNames(part.search));
  const toSquash = words((part) => isSquashed(part.search));
  const squashedWords = toSquash.length > 0 ? [squashed(joined(toSquash))] : [];
  const text = sql`(${
    layout === 'names first'
      ? joined([sql`(${joined([...names, ...squashedWords])})`, ...others])
      : joined([...names, ...others, ...squashedWords])
  })`;
  return {
    names: sql`(${joined([...names, ...squashedWords])})`,
    text,
    vector: documentVector(text, translatedText(parts)),
  };
}

/**
 * Whether a row's stored vector has every one of `words` as a stemmed prefix: 'mercer' finds 'mercerised',
 * 'twil' 'twill'; a Chinese word, each of its pairs (prefixQuery). Words are letters and digits only
 * (searchWords), so they carry no tsquery syntax.
 */
export const hasWords = (vector: PgColumn, words: readonly string[]): SQL =>
  words.length === 0 ? sql`false` : sql`${vector} @@ ${prefixQuery(words)}`;

/**
 * A Chinese word as the vector holds it (docs/search.md, "Chinese search"): every pair of its neighbouring
 * ideographs, or, for a word of one, any pair that starts with it or a run that ends with it (a prefix).
 */
const pairsQuery = (word: string) =>
  [...word].length === 1
    ? `'${word}':*`
    : hanPairs(word)
        .map((pair) => `'${pair}'`)
        .join(' & ');

/**
 * The full-text query of `words`, each joined by `operator`: the English words with English stems, as
 * prefixes; the Chinese words by their pairs of ideographs, as the vector holds them, without stems.
 */
function queryOf(words: readonly string[], operator: '&' | '|'): SQL {
  const english = words.filter((word) => !isHan(word));
  const chinese = words.filter(isHan);
  const queries = [
    ...(english.length > 0
      ? [sql`to_tsquery('english', ${english.map((word) => `${word}:*`).join(` ${operator} `)})`]
      : []),
    ...(chinese.length > 0
      ? [sql`${chinese.map((word) => `(${pairsQuery(word)})`).join(` ${operator} `)}::tsquery`]
      : []),
  ];
  // In brackets: `@@` binds as tightly as `&&` and `||`, so `vector @@ a && b` would read `(vector @@ a) && b`.
  return sql`(${sql.join(queries, sql.raw(operator === '&' ? ' && ' : ' || '))})`;
}

/** The full-text query that asks for every one of `words` as a stemmed prefix. */
export const prefixQuery = (words: readonly string[]): SQL => queryOf(words, '&');

/** The full-text query that asks for any of `words` as a stemmed prefix: a title with some of them is listed sooner. */
export const anyPrefixQuery = (words: readonly string[]): SQL => queryOf(words, '|');

/** A full-text vector of `text`, with English stems: 'knitting' is stored as 'knit'. */
const vectorOf = (text: SQL): SQL => sql`to_tsvector('english'::regconfig, ${text})`;

/**
 * The title's own vector, squashed words too, in every locale: a search ranks the rows whose title has all its
 * words first. `title` names the field, which is both the column and its translations' key.
 */
export function titleVectorOf(fields: Fields, table: object, title = 'title'): SQL {
  const column = columnOf(table, title);
  const text = sql`${column} || ' ' || ${squashed(sql`${column}`)}`;
  return documentVector(text, translatedText(partsOf({ [title]: fields[title]! }, table)));
}
