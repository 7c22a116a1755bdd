import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { hasTranslations, type Translations } from '@texbridge/shared/locales/translations';
import { newId } from './ids.ts';

export type ResourceTable = PgTable & { seq: PgColumn; _id: PgColumn; updatedAt: PgColumn };

const HIDDEN = new Set(['seq', 'createdAt', 'updatedAt', 'searchNames', 'searchVector', 'searchTitle', 'translations']);

/** A null column is an absent field in the API, as it was in the old document store. */
function withoutNulls<Row extends Record<string, unknown>>(row: Record<string, unknown>): Row {
  for (const key of Object.keys(row)) if (row[key] === null) delete row[key];
  return row as Row;
}

/**
 * A record as its history keeps it (docs/history.md): as the API answers it, with its other locales'
 * `translations` when it has any (docs/adding-a-language.md), so that a record never translated keeps the shape
 * it had before there were locales.
 */
function asKept<Row extends Record<string, unknown>>(row: Row): Row {
  if ('translations' in row && !hasTranslations(row.translations as Translations)) delete row.translations;
  return row;
}

/** What a read also takes: `translations`, the record's other locales, for a read in one of them. */
interface ReadOptions {
  translations?: boolean;
}

/** Options of a write. */
export interface WriteOptions {
  /**
   * A statement to run in the write's own transaction when it changes something (the read cache's
   * NOTIFY): it takes effect exactly when the write commits, and if it fails the write is not saved.
   */
  alsoRun?: SQL | undefined;
  /** What else the write records in its own transaction when it changes something: a revision, a log entry. */
  also?: ((tx: Db, id: string) => Promise<void>) | undefined;
  /**
   * What an edit writes beside it in the same statement (a revision, a log line: history/history.ts): the
   * edited row is the CTE `edited` (`record_id`), `record` is the record as the API answers it after the
   * edit, and `beside` adds the statement's other parts. One round trip, atomic without a transaction of
   * its own.
   */
  beside?: ((edited: SQL, record: Record<string, unknown>) => SQL) | undefined;
}

export interface Page {
  offset: number;
  limit: number;
}

/**
 * Create, read, update and delete on one resource table, in the contract's shapes: string `_id`,
 * newest first, Mongo-style counts. Every resource of docs/spec.md §7 uses this one store.
 */
export function createStore<Row extends Record<string, unknown>>(
  db: Db,
  table: ResourceTable,
  options: { expose?: readonly string[] } = {},
) {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = Object.fromEntries(
    Object.entries(all).filter(([key]) => !HIDDEN.has(key) || options.expose?.includes(key)),
  ) as Record<string, PgColumn>;
  // The record's other locales, where its table keeps them: read for a locale's read, an edit and its history.
  const withTranslations = all.translations ? { ...columns, translations: all.translations } : columns;
  const readColumns = (read: ReadOptions = {}) => (read.translations ? withTranslations : columns);

  const select = (picked: readonly string[] | undefined, read: ReadOptions) => {
    const chosen = readColumns(read);
    const fields = picked ? Object.fromEntries(picked.map((key) => [key, chosen[key]!])) : chosen;
    if (picked && read.translations && all.translations) fields.translations = all.translations;
    return db.select(fields).from(table as PgTable);
  };

  /**
   * Runs `write` (which answers whether it changed anything), in a transaction with `alsoRun` and `also`
   * when there are any, or when it reads before it writes (`locked`).
   */
  const inTransaction = async (
    options: WriteOptions,
    id: string,
    write: (tx: Db) => Promise<boolean>,
    locked = false,
  ) => {
    const { alsoRun, also } = options;
    if (!alsoRun && !also && !locked) return void (await write(db));
    await db.transaction(async (tx) => {
      if (!(await write(tx as unknown as Db))) return;
      if (alsoRun) await tx.execute(alsoRun);
      await also?.(tx as unknown as Db, id);
    });
  };

  /** One record; `via` reads it inside a write's transaction. */
  const get = async (id: string, via: Db = db, read: ReadOptions = {}): Promise<Row | undefined> => {
    const [row] = await via
      .select(readColumns(read))
      .from(table as PgTable)
      .where(eq(table._id, id))
      .limit(1);
    return row ? withoutNulls<Row>(row) : undefined;
  };

  return {
    async list(
      options: { where?: SQL | undefined; page?: Page; fields?: readonly string[] } & ReadOptions = {},
    ): Promise<Row[]> {
      const query = select(options.fields, options).where(options.where).orderBy(desc(table.seq)).$dynamic();
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

    get,

    /** One record as its history keeps it (`asKept`): a revision's data. */
    async kept(id: string, via: Db = db): Promise<Row | undefined> {
      const row = await get(id, via, { translations: true });
      return row ? asKept(row) : undefined;
    },

    async insert(values: Record<string, unknown>, options: WriteOptions = {}): Promise<string> {
      const _id = newId();
      await inTransaction(options, _id, async (tx) => {
        await tx.insert(table).values({ ...values, _id } as never);
        return true;
      });
      return _id;
    },

    /**
     * Mongo's reading: matched when the record exists, modified only when a value really changed. `patch` may
     * be made from the record as it is (its `translations` too): it is then read locked, so that no other
     * write comes between the read and the edit.
     */
    async update(
      id: string,
      patch: Record<string, unknown> | ((current: Record<string, unknown>) => Record<string, unknown>),
      where?: SQL,
      options: WriteOptions = {},
    ) {
      let result = { matchedCount: 0, modifiedCount: 0 };
      const fromCurrent = typeof patch === 'function';
      await inTransaction(
        options,
        id,
        async (tx) => {
          // Again when another write changed the row between this read and the edit (see below).
          for (;;) {
            const reading = tx
              .select({ current: withTranslations, version: sql<string>`xmin::text` })
              .from(table as PgTable)
              .where(and(eq(table._id, id), where))
              .limit(1)
              .$dynamic();
            const [found] = await (fromCurrent ? reading.for('update') : reading);
            if (!found) {
              result = { matchedCount: 0, modifiedCount: 0 };
              return false;
            }
            const { current, version } = found;
            const changes = fromCurrent ? patch(current) : patch;
            const changed = Object.entries(changes).some(
              ([key, value]) => value !== undefined && !isDeepStrictEqual(current[key], value),
            );
            result = { matchedCount: 1, modifiedCount: changed ? 1 : 0 };
            if (!changed) return false;
            const set: Record<string, unknown> = { ...changes, updatedAt: new Date() };
            if (!options.beside) {
              await tx
                .update(table)
                .set(set as never)
                .where(eq(table._id, id));
              return true;
            }
            // The record as a read after the edit answers it: the row read above with the patch over it.
            // Building it in SQL (a JSON object of every column) was planned on every edit and cost it as
            // much as the rest of its history. The edit goes through only on the row version that was read
            // (xmin), so that a write in between cannot leave a revision that misses it.
            const record: Record<string, unknown> = { ...current };
            for (const [key, value] of Object.entries(set))
              if (value !== undefined && key in withTranslations) record[key] = value;
            const update = tx
              .update(table)
              .set(set as never)
              .where(and(eq(table._id, id), sql`xmin = ${version}::xid`))
              .returning({ id: table._id });
            const updated = sql`${sql.identifier('updated')}`;
            const edited = sql`${sql.identifier('edited')}`;
            const written = await tx.execute(
              sql`with ${updated} as (${update.getSQL()}), ${edited} as (select ${updated}.id as record_id from ${updated}) ${options.beside(edited, asKept(withoutNulls(record)))}`,
            );
            if ((written as unknown as { rows: unknown[] }).rows.length > 0) return true;
          }
        },
        fromCurrent,
      );
      return result;
    },

    async remove(id: string, options: WriteOptions = {}): Promise<number> {
      let deletedCount = 0;
      await inTransaction(options, id, async (tx) => {
        const deleted = await tx.delete(table).where(eq(table._id, id)).returning({ _id: table._id });
        deletedCount = deleted.length;
        return deletedCount > 0;
      });
      return deletedCount;
    },
  };
}

export type Store<Row extends Record<string, unknown>> = ReturnType<typeof createStore<Row>>;
