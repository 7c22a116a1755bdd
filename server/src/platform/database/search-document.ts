import { is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
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
  const parts = Object.entries(fields).flatMap(([name, field]): Part[] => {
    if (field.kind === 'rows')
      return Object.entries(field.fields).flatMap(([partName, part]) => {
        if (!('search' in part) || !part.search) return [];
        const path = sql.raw(`'$[*].${partName}'`);
        return [
          {
            search: part.search,
            words: sql`jsonb_path_query_array(${columnOf(table, name)}, ${path})::text`,
            read: 'rows',
          },
        ];
      });
    if (field.kind === 'group' && Object.values(field.fields).some((part) => 'search' in part && part.search))
      throw new Error(`search reads no group's parts (${name})`);
    if (!('search' in field) || !field.search) return [];
    const column = columnOf(table, name);
    return field.kind === 'list' || field.kind === 'multiselect'
      ? [{ search: field.search, words: sql`${column}::text`, read: 'list' }]
      : [{ search: field.search, words: sql`${column}`, read: 'column' }];
  });
  return parts.sort((a, b) => READ_ORDER.indexOf(a.read) - READ_ORDER.indexOf(b.read));
}

/**
 * A table's search document from its fields' declarations: `names`, the words a typo is corrected to, and
 * `text`, every searched word, which the full-text vector reads.
 */
export function searchDocument(fields: Fields, table: object, layout: Layout = 'names first') {
  const parts = partsOf(fields, table);
  const words = (keep: (part: Part) => boolean) => parts.filter(keep).map((part) => part.words);
  const names = words((part) => inNames(part.search));
  const others = words((part) => !inNames(part.search));
  const toSquash = words((part) => isSquashed(part.search));
  const squashedWords = toSquash.length > 0 ? [squashed(joined(toSquash))] : [];
  const text =
    layout === 'names first'
      ? joined([sql`(${joined([...names, ...squashedWords])})`, ...others])
      : joined([...names, ...others, ...squashedWords]);
  return { names: sql`(${joined([...names, ...squashedWords])})`, text: sql`(${text})` };
}

/**
 * Whether a row's stored vector has every one of `words` as a stemmed prefix: 'mercer' finds 'mercerised',
 * 'twil' 'twill'. Words are letters and digits only (searchWords), so they carry no tsquery syntax.
 */
export const hasWords = (vector: PgColumn, words: readonly string[]): SQL =>
  words.length === 0 ? sql`false` : sql`${vector} @@ ${prefixQuery(words)}`;

/** The full-text query that asks for every one of `words` as a stemmed prefix. */
export const prefixQuery = (words: readonly string[]): SQL =>
  sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(' & ')})`;

/** The full-text query that asks for any of `words` as a stemmed prefix: a title with some of them is listed sooner. */
export const anyPrefixQuery = (words: readonly string[]): SQL =>
  sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(' | ')})`;

/** A full-text vector of `text`, with English stems: 'knitting' is stored as 'knit'. */
export const vectorOf = (text: SQL): SQL => sql`to_tsvector('english'::regconfig, ${text})`;

/** The title's own vector, squashed words too: a search ranks the rows whose title has all its words first. */
export const titleVectorOf = (title: PgColumn): SQL => vectorOf(sql`${title} || ' ' || ${squashed(sql`${title}`)}`);
