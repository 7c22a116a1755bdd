import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What search reads of a product and a news item (docs/search.md), written once: the tables' indexes
 * (schema.ts) are built on these expressions, and the search query (routes/search.ts) uses the same ones,
 * so PostgreSQL answers from the indexes. Each is immutable SQL, as an index expression must be.
 */

type Columns<K extends string> = Record<K, PgColumn>;

/** Words joined into one text, a JSON list's items included (their brackets and quotes count for nothing). */
const joined = (parts: SQL[]) => sql.join(parts, sql` || ' ' || `);

/** Hyphens, slashes and dots taken out as well, so 'oekotex' finds 'OEKO-TEX' and '301' finds '30/1'. */
const squashed = (text: SQL) => sql`regexp_replace(${text}, '[-/.]', '', 'g')`;

/** A product's words: what a buyer might type, the specification's values and names included. */
export function productText(
  t: Columns<
    'title' | 'category' | 'desc' | 'endUse' | 'composition' | 'feature' | 'certifications' | 'fibres' | 'specs'
  >,
): SQL {
  const words = joined([
    sql`${t.title}`,
    sql`${t.category}`,
    sql`${t.desc}`,
    sql`${t.endUse}`,
    sql`${t.composition}::text`,
    sql`${t.feature}::text`,
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

/** The full-text vector: the title weighs most (A), the rest after it (B). */
export const vectorOf = (title: PgColumn, text: SQL): SQL =>
  sql`(setweight(to_tsvector('english'::regconfig, ${title}), 'A') || setweight(to_tsvector('english'::regconfig, ${text}), 'B'))`;
