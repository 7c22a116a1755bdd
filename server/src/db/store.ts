import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { newId } from './ids.ts';

type ResourceTable = PgTable & { seq: PgColumn; _id: PgColumn; updatedAt: PgColumn };

const HIDDEN = new Set(['seq', 'createdAt', 'updatedAt']);

/** A null column is an absent field in the API, as it was in the old document store. */
function withoutNulls<Row extends Record<string, unknown>>(row: Record<string, unknown>): Row {
  for (const key of Object.keys(row)) if (row[key] === null) delete row[key];
  return row as Row;
}

export interface Page {
  offset: number;
  limit: number;
}

/**
 * Create, read, update and delete on one resource table, in the contract's shapes: string `_id`,
 * newest first, Mongo-style counts. Every resource of SPEC.md §7 uses this one store.
 */
export function createStore<Row extends Record<string, unknown>>(
  db: Db,
  table: ResourceTable,
  options: { expose?: readonly string[] } = {},
) {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([key]) => !HIDDEN.has(key) || options.expose?.includes(key)),
  ) as Record<string, PgColumn>;

  const select = (picked?: readonly string[]) =>
    db.select(picked ? Object.fromEntries(picked.map((key) => [key, columns[key]!])) : columns).from(table as PgTable);

  return {
    async list(options: { where?: SQL | undefined; page?: Page; fields?: readonly string[] } = {}): Promise<Row[]> {
      const query = select(options.fields).where(options.where).orderBy(desc(table.seq)).$dynamic();
      if (options.page) query.limit(options.page.limit).offset(options.page.offset);
      return (await query).map((row) => withoutNulls<Row>(row));
    },

    async count(where?: SQL): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(table as PgTable)
        .where(where);
      return row?.total ?? 0;
    },

    async get(id: string): Promise<Row | undefined> {
      const [row] = await select().where(eq(table._id, id)).limit(1);
      return row ? withoutNulls<Row>(row) : undefined;
    },

    async insert(values: Record<string, unknown>): Promise<string> {
      const _id = newId();
      await db.insert(table).values({ ...values, _id } as never);
      return _id;
    },

    /** Mongo's reading: matched when the record exists, modified only when a value really changed. */
    async update(id: string, patch: Record<string, unknown>, where?: SQL) {
      const [current] = await select()
        .where(and(eq(table._id, id), where))
        .limit(1);
      if (!current) return { matchedCount: 0, modifiedCount: 0 };
      const changed = Object.entries(patch).some(
        ([key, value]) => value !== undefined && !isDeepStrictEqual(current[key], value),
      );
      if (!changed) return { matchedCount: 1, modifiedCount: 0 };
      await db
        .update(table)
        .set({ ...patch, updatedAt: new Date() } as never)
        .where(eq(table._id, id));
      return { matchedCount: 1, modifiedCount: 1 };
    },

    async remove(id: string): Promise<number> {
      const deleted = await db.delete(table).where(eq(table._id, id)).returning({ _id: table._id });
      return deleted.length;
    },
  };
}

export type Store<Row extends Record<string, unknown>> = ReturnType<typeof createStore<Row>>;
