import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { readCap, type Cap } from '@texbridge/shared/resources/facet-caps';
import { byCount, facetMatch, type FacetCount, type FacetMatch, type Facets } from '@texbridge/shared/resources/facets';
import type { Fields } from '@texbridge/shared/resources/fields';
import type { Db } from '../platform/database/client.ts';

/**
 * A list's facets in SQL (docs/search.md): each as its declared field's kind says (shared/src/resources/
 * facets.ts). The JSON ones use `@>`, which a GIN index on the column could serve when a catalogue grows.
 */

type Columns = Record<string, PgColumn>;

/** The condition that keeps the rows `match` keeps at `value`; at several values, those any of them keeps. */
function condition(columns: Columns, match: FacetMatch, value: unknown): SQL {
  if (Array.isArray(value)) return or(...value.map((one: unknown) => condition(columns, match, one)))!;
  const column = columns[match.field];
  if (!column) throw new Error(`no column for the facet field ${match.field}`);
  switch (match.kind) {
    case 'equals':
      return eq(column, value);
    case 'lists':
      return sql`${column} @> ${JSON.stringify([value])}::jsonb`;
    case 'row':
      return sql`${column} @> ${JSON.stringify([{ [match.part]: value }])}::jsonb`;
    case 'at-most':
      return sql`(${column} ->> ${match.part})::numeric <= ${Number(value)}`;
    case 'at-most-of-kind': {
      // The amount in its kind's base unit; NULL, so kept by no cap, for a unit of another kind.
      const cap = value as Cap;
      const ofKind = Object.entries(match.measures).filter(([, measure]) => measure.kind === cap.kind);
      const size = sql.join(
        ofKind.map(([unit, measure]) => sql`when ${unit} then ${measure.base}::numeric`),
        sql` `,
      );
      return sql`(case ${column} ->> ${match.unit} ${size} end) * (${column} ->> ${match.part})::numeric <= ${cap.base}`;
    }
  }
}

/** How many rows each cap of a range keeps under `filter`, in one pass: `[{ value: '1t', count }]`. */
async function capCounts(
  db: Db,
  table: PgTable,
  columns: Columns,
  match: Extract<FacetMatch, { kind: 'at-most-of-kind' }>,
  filter: SQL | undefined,
): Promise<FacetCount[]> {
  if (match.caps.length === 0) return [];
  const counted = match.caps.map(
    (cap, n) =>
      sql`count(*) filter (where ${condition(columns, match, readCap(cap, match.measures, match.max))})::int as ${sql.identifier(`cap${n}`)}`,
  );
  const result = await db.execute(sql`
    select ${sql.join(counted, sql`, `)} from ${table} ${filter ? sql`where ${filter}` : sql``}`);
  const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
  return match.caps.map((value, n) => ({ value, count: Number(row?.[`cap${n}`] ?? 0) }));
}

export interface FacetFilter {
  /** The conditions of the facets `params` sets, all of them or all but one. */
  where(params: Record<string, unknown>, except?: string): SQL | undefined;
  /** The counts of each facet's values under the other facets' filters: `{ [countedAs]: [{ value, count }] }`. */
  counts(db: Db, table: PgTable, params: Record<string, unknown>): Promise<Record<string, FacetCount[]>>;
}

export function facetFilter(fields: Fields, facets: Facets, columns: Columns): FacetFilter {
  const matches = Object.entries(facets).map(([name, facet]) => ({
    name,
    countedAs: facet.countedAs ?? name,
    match: facetMatch(fields, name, facet),
  }));

  const where = (params: Record<string, unknown>, except?: string) => {
    const conditions = matches
      .filter(({ name }) => name !== except && params[name] !== undefined)
      .map(({ name, match }) => condition(columns, match, params[name]));
    return conditions.length > 0 ? and(...conditions) : undefined;
  };

  /** The values a row has for `match`, one SQL row each, as `value`. */
  const valuesOf = (match: FacetMatch): { from: SQL; value: SQL } | undefined => {
    const column = columns[match.field]!;
    switch (match.kind) {
      case 'equals':
        return { from: sql``, value: sql`${column}` };
      case 'lists':
        return {
          from: sql`cross join lateral jsonb_array_elements_text(${column}) as facet(value)`,
          value: sql`facet.value`,
        };
      case 'row':
        return {
          from: sql`cross join lateral (select distinct entry ->> ${match.part} as value from jsonb_array_elements(${column}) as entry) as facet`,
          value: sql`facet.value`,
        };
      case 'at-most':
      case 'at-most-of-kind':
        return undefined;
    }
  };

  return {
    where,
    async counts(db, table, params) {
      const answer: Record<string, FacetCount[]> = {};
      for (const { name, countedAs, match } of matches) {
        const filter = where(params, name);
        if (match.kind === 'at-most-of-kind') {
          answer[countedAs] = await capCounts(db, table, columns, match, filter);
          continue;
        }
        const values = valuesOf(match);
        if (!values) continue;
        const result = await db.execute(sql`
          select ${values.value} as value, count(*)::int as count
          from ${table} ${values.from}
          where ${values.value} is not null ${filter ? sql`and ${filter}` : sql``}
          group by 1`);
        answer[countedAs] = (result as unknown as { rows: FacetCount[] }).rows
          .map(({ value, count }) => ({ value, count: Number(count) }))
          .sort(byCount);
      }
      return answer;
    },
  };
}
