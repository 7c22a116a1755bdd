import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What search reads of a product and a news item (docs/search.md), written once: the tables' stored
 * generated columns (schema.ts) are computed from these on every write, and indexed. Each is immutable SQL,
 * as a generated column's must be. The full-text vector reads all the words, the title's vector only the
 * title; the names feed the lexicon a typo is corrected against.
 */

type Columns<K extends string> = Record<K, PgColumn>;
type ProductColumns = Columns<
  'title' | 'category' | 'desc' | 'endUse' | 'composition' | 'feature' | 'certifications' | 'fibres' | 'specs'
>;

/** Words joined into one text, a JSON list's items included (their brackets and quotes count for nothing). */
const joined = (parts: SQL[]) => sql.join(parts, sql` || ' ' || `);

/** Hyphens, slashes and dots taken out as well, so 'oekotex' finds 'OEKO-TEX' and '301' finds '30/1'. */
const squashed = (text: SQL) => sql`regexp_replace(${text}, '[-/.]', '', 'g')`;

/** A product's words: what a buyer might type, the specification's values and names included. */
export function productText(t: ProductColumns): SQL {
  const words = joined([productNames(t), sql`${t.desc}`, sql`${t.endUse}`, sql`${t.feature}::text`]);
  return sql`(${words})`;
}

/**
 * A product's names, the words a typo is corrected to: its title, category, composition, certifications,
 * fibres and specification values, with the title and certifications also squashed.
 */
export function productNames(t: ProductColumns): SQL {
  const words = joined([
    sql`${t.title}`,
    sql`${t.category}`,
    sql`${t.composition}::text`,
    sql`${t.certifications}::text`,
    sql`jsonb_path_query_array(${t.fibres}, '$[*].fibre')::text`,
    sql`jsonb_path_query_array(${t.specs}, '$[*].value')::text`,
  ]);
  return sql`(${words} || ' ' || ${squashed(sql`${t.title} || ' ' || ${t.certifications}::text`)})`;
}

/** A news item's words. */
export function newsText(t: Columns<'title' | 'content'>): SQL {
  return sql`(${t.title} || ' ' || ${t.content} || ' ' || ${squashed(sql`${t.title}`)})`;
}

/** A news item's names: its title, as typed and squashed. */
export function newsNames(t: Columns<'title'>): SQL {
  return sql`(${t.title} || ' ' || ${squashed(sql`${t.title}`)})`;
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
