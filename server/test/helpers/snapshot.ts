import { readdirSync } from 'node:fs';
import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/platform/database/schema.ts';
import type { TestServer } from './test-server.ts';

/** Every table schema.ts exports, by its export name: a table added there is snapshotted without an edit here. */
export const TABLES: Readonly<Record<string, PgTable>> = Object.fromEntries(
  Object.entries(schema as Record<string, unknown>).filter((entry): entry is [string, PgTable] =>
    is(entry[1], PgTable),
  ),
);

/** Every row of every table in a stable order, plus the uploaded files: "nothing changed" is equality of two. */
export async function snapshot(server: TestServer) {
  const state: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows: unknown[] = await server.database.db.select().from(table);
    // Each row written as JSON once, not once per comparison of the sort.
    const keyed = rows.map((row) => [JSON.stringify(row), row] as const);
    keyed.sort(([a], [b]) => a.localeCompare(b));
    state[name] = keyed.map(([, row]) => row);
  }
  state.files = readdirSync(server.config.uploadDir).sort();
  return state;
}

/** One digest per table, of all its rows (every column, generated ones too) as PostgreSQL writes them out. */
const DIGESTS: SQL = sql.join(
  Object.entries(TABLES).map(
    ([name, table]) =>
      sql`(select md5(coalesce(string_agg(t::text, E'\n' order by t::text collate "C"), '')) from ${sql.identifier(getTableName(table))} t) as ${sql.identifier(name)}`,
  ),
  sql`, `,
);

/**
 * What snapshot() tells apart, in one query and no rows sent: a digest of each table's rows, and the uploaded
 * files. Two are equal exactly when nothing changed; a differing key names what did. For a check after every
 * call, where reading every row each time costs more than the call itself.
 */
export async function fingerprint(server: TestServer): Promise<Record<string, string>> {
  const result = await server.database.db.execute(sql`select ${DIGESTS}`);
  const [digests] = (result as unknown as { rows: Record<string, string>[] }).rows;
  return { ...digests, files: readdirSync(server.config.uploadDir).sort().join('\n') };
}
