import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/database/client.ts';

/** The rows of a raw statement, from either driver (both answer `{ rows }`). */
export async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: Row[] }).rows;
}

/** The sequences of the public schema, by name (the `seq` columns' and rfq_reference_seq). */
export async function sequenceNames(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname = 'public' order by c.relname collate "C"`,
  );
  return rows.map((row) => row.name);
}

/** The created_at (the journal's `when`) of the last migration applied, or undefined when none was. */
export async function lastAppliedMigration(db: Db): Promise<number | undefined> {
  const [row] = await rowsOf<{ when: string | null }>(
    db,
    sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`,
  );
  return row?.when ? Number(row.when) : undefined;
}
