import { readdirSync } from 'node:fs';
import { is } from 'drizzle-orm';
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
    state[name] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  state.files = readdirSync(server.config.uploadDir).sort();
  return state;
}
