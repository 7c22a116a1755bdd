import { and, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/database/client.ts';
import { enquiries, outbox, rfqs } from '../platform/database/schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** After this many failed attempts an e-mail is left failed, and the error log says so. */
export const MAX_ATTEMPTS = 12;
/** No retry waits longer than an hour. */
export const MAX_RETRY_SECONDS = 3600;
/**
 * How long a claimed e-mail is kept from other senders: longer than a send can take (see the transport's
 * timeouts), so only a sender that died mid-send leaves it, and then it is retried after this.
 */
const LEASE_SECONDS = 120;
/** E-mails claimed at once. */
const BATCH = 20;

/**
 * The wait before the next attempt, after `attempts` failed ones: the base, doubled each time, capped at
 * an hour (with 30 s: 30 s, 1 min, 2 min, 4 min, … 32 min, then hourly).
 */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_SECONDS);
}

/**
 * Takes the e-mails that are due and pushes their next attempt past the lease, in one statement. With
 * several API instances on one PostgreSQL, SKIP LOCKED lets each take rows no other is taking, and the
 * lease keeps them from being taken again once the statement commits, without a transaction held open
 * across the SMTP conversation.
 */
export async function claimDue(db: Db): Promise<OutboxRow[]> {
  const due = db
    .select({ seq: outbox.seq })
    .from(outbox)
    .where(and(ne(outbox.state, 'sent'), lte(outbox.nextAttemptAt, sql`now()`), lt(outbox.attempts, MAX_ATTEMPTS)))
    .orderBy(outbox.nextAttemptAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(inArray(outbox.seq, due))
    .returning();
}

const subjectTables = { rfqs, enquiries } as const;

/**
 * Records how an attempt went. The staff e-mail's state is also the request's `notification`, so the
 * inbox can show that staff were not told; nothing else of the request is touched.
 */
async function record(db: Db, row: OutboxRow, change: PgUpdateSetSource<typeof outbox> & { state: 'sent' | 'failed' }) {
  await db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({ ...change, attempts: sql`${outbox.attempts} + 1` })
      .where(eq(outbox.seq, row.seq));
    if (row.audience === 'staff' && row.subjectTable !== 'invitations') {
      const table = subjectTables[row.subjectTable];
      await tx.update(table).set({ notification: change.state }).where(eq(table._id, row.subjectId));
    }
  });
}

export function markSent(db: Db, row: OutboxRow) {
  return record(db, row, { state: 'sent', sentAt: sql`now()`, lastError: null });
}

/** The longest error kept: enough for the SMTP server's answer. */
const ERROR_MAX = 1000;

export function markFailed(db: Db, row: OutboxRow, reason: string, retryInSeconds: number) {
  return record(db, row, {
    state: 'failed',
    lastError: reason.slice(0, ERROR_MAX),
    nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
  });
}

/** Drops the e-mails about one subject that are not sent yet: a withdrawn invitation's. */
export async function dropUnsent(db: Db, subjectTable: OutboxRow['subjectTable'], subjectId: string) {
  await db
    .delete(outbox)
    .where(and(eq(outbox.subjectTable, subjectTable), eq(outbox.subjectId, subjectId), ne(outbox.state, 'sent')));
}
