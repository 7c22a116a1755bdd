import { readdirSync } from 'node:fs';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema.ts';
import type { TestServer } from './test-server.ts';

/** Every table of the schema, by name. */
export const TABLES = {
  sliders: schema.sliders,
  aboutSections: schema.aboutSections,
  news: schema.news,
  contacts: schema.contacts,
  products: schema.products,
  privacySections: schema.privacySections,
  reviews: schema.reviews,
  users: schema.users,
  enquiries: schema.enquiries,
  meta: schema.meta,
} satisfies Record<string, PgTable>;

/** Every row of every table in a stable order, plus the uploaded files: "nothing changed" is equality of two. */
export async function snapshot(server: TestServer) {
  const state: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows: unknown[] = await server.database.db.select().from(table as PgTable);
    state[name] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  state.files = readdirSync(server.config.uploadDir).sort();
  return state;
}
