import { and, eq, getTableColumns, inArray, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { TRASH_DAYS, type TrashedResource } from '@texbridge/shared/resources/history';
import { titleOf } from '@texbridge/shared/format/record-title';
import type { Db } from '../platform/database/client.ts';
import { rfqAttachments, trash } from '../platform/database/schema.ts';
import type { ResourceTable } from '../platform/database/store.ts';
import type { Who } from './history.ts';

/** The columns a row is stored and inserted again by: all but those PostgreSQL computes (the search columns). */
function storedColumns(table: ResourceTable) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([, column]) => !(column as PgColumn).generated),
  ) as Record<string, PgColumn>;
}

/** A row as JSON gives it back (a timestamp is an ISO string) into the values its table takes. */
function rowValues(table: ResourceTable, stored: Record<string, unknown>) {
  const columns = storedColumns(table);
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (!(key in stored)) continue;
    const value = stored[key];
    values[key] = typeof value === 'string' && column.columnType === 'PgTimestamp' ? new Date(value) : value;
  }
  return values;
}

/**
 * Moves a record to the trash (docs/history.md): the whole row, as its table holds it, so that a restore
 * inserts it again as it was, `seq` included (its place in the lists). Answers the row, or undefined when
 * there is no such record.
 */
export async function moveToTrash(
  tx: Db,
  table: ResourceTable,
  resource: TrashedResource,
  id: string,
  who: Who,
): Promise<Record<string, unknown> | undefined> {
  const [stored] = (await tx.delete(table).where(eq(table._id, id)).returning(storedColumns(table))) as Record<
    string,
    unknown
  >[];
  if (!stored) return undefined;
  await tx
    .insert(trash)
    .values({
      resource,
      recordId: id,
      title: titleOf(stored),
      row: stored,
      deletedByUid: who.uid,
      deletedByEmail: who.email,
    })
    // A record deleted, brought back by a revision's restore as a new row, then deleted again: the later wins.
    .onConflictDoUpdate({
      target: [trash.resource, trash.recordId],
      set: {
        title: titleOf(stored),
        row: stored,
        deletedAt: new Date(),
        deletedByUid: who.uid,
        deletedByEmail: who.email,
      },
    });
  return stored;
}

/** A trashed record's entry, or undefined. */
export async function trashed(tx: Db, resource: TrashedResource, id: string) {
  const [entry] = await tx
    .select()
    .from(trash)
    .where(and(eq(trash.resource, resource), eq(trash.recordId, id)))
    .limit(1);
  return entry;
}

/**
 * Takes a record out of the trash and inserts its row again, same `_id`. Answers its row, or undefined when
 * it is not in the trash.
 */
export async function restoreFromTrash(tx: Db, table: ResourceTable, resource: TrashedResource, id: string) {
  const entry = await trashed(tx, resource, id);
  if (!entry) return undefined;
  await tx.insert(table).values(rowValues(table, entry.row) as never);
  await tx.delete(trash).where(and(eq(trash.resource, resource), eq(trash.recordId, id)));
  // The row keeps its `seq`; the sequence has already passed it, so no later insert can collide.
  return entry;
}

/** What else goes when a record is deleted for good: an RFQ's attachments, kept while it waited in the trash. */
async function purgeBeside(tx: Db, resource: TrashedResource, ids: string[]) {
  if (resource !== 'rfqs' || ids.length === 0) return;
  await tx.delete(rfqAttachments).where(inArray(rfqAttachments.rfqId, ids));
}

/** Deletes a trashed record for good. Answers how many (0 or 1). */
export async function deleteForever(tx: Db, resource: TrashedResource, id: string): Promise<number> {
  const gone = await tx
    .delete(trash)
    .where(and(eq(trash.resource, resource), eq(trash.recordId, id)))
    .returning({ id: trash.recordId });
  await purgeBeside(
    tx,
    resource,
    gone.map((entry) => entry.id),
  );
  return gone.length;
}

/** Deletes for good what has waited in the trash longer than TRASH_DAYS. Answers how many went. */
export async function emptyOldTrash(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - TRASH_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(trash)
      .where(lt(trash.deletedAt, before))
      .returning({ resource: trash.resource, id: trash.recordId });
    const rfqIds = gone.filter((entry) => entry.resource === 'rfqs').map((entry) => entry.id);
    await purgeBeside(tx as unknown as Db, 'rfqs', rfqIds);
    return gone.length;
  });
}
