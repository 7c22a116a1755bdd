import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FollowUpUpdate } from '@texbridge/shared/resources/pipeline';
import { admits, INBOX_STAFF } from '@texbridge/shared/auth/roles';
import type { UpdateResult } from '@texbridge/shared/schemas/common';
import { followUpDetail, type FollowUpState } from '@texbridge/shared/format/follow-up-detail';
import { titleOf } from '@texbridge/shared/format/record-title';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../platform/database/client.ts';
import { enquiries, outbox, type rfqs } from '../platform/database/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { logActivity, type Who } from '../history/history.ts';
import { assignmentMail } from '../mail/mail-messages.ts';
import { enquirySummary, rfqSummary, type RfqInWords } from './request-summary.ts';

export const ASSIGNEE_NOT_STAFF = 'assignee must be the e-mail of a sales person or an admin';

/** What a follow-up PATCH asks (pipeline.ts), with an enquiry's `handled` from before the pipeline. */
export type FollowUpChange = FollowUpUpdate & { handled?: boolean };

type RequestTable = typeof enquiries | typeof rfqs;

/**
 * Whether a request may be assigned to `email`: a sales person's or an admin's, by their users row or by
 * SALES_EMAILS and ADMIN_EMAILS (who may not have signed in yet). docs/quotes.md.
 */
async function isAssignable({ users }: Pick<AppContext, 'users'>, email: string) {
  const role = (await users.findByEmail(email))?.role ?? users.listedRole(email);
  return admits(INBOX_STAFF, role);
}

/**
 * Whether a change gives the request a new assignee to alert (docs/quotes.md): with e-mail on, someone other
 * than the person who assigned it to themselves.
 */
const alertsAssignee = (
  { notifier }: Pick<AppContext, 'notifier'>,
  before: string | null,
  after: string | null,
  who: Who,
) => notifier.enabled && after !== null && after !== before && after !== who.email;

/**
 * The status a change leaves, as SQL over the row: the one asked for; else `handled` true moves a new
 * request to `replied` (a later status stays), false moves any back to `new`; else the row's own.
 */
function statusAfter(table: RequestTable, change: FollowUpChange): SQL {
  if (change.status !== undefined) return sql`${change.status}::text`;
  if (change.handled === true) return sql`(case when ${table.status} = 'new' then 'replied' else ${table.status} end)`;
  if (change.handled === false) return sql`'new'::text`;
  return sql`${table.status}`;
}

/**
 * Applies a follow-up change to one enquiry or RFQ in a single UPDATE (docs/quotes.md): the status, and
 * `firstReplyAt` the first time this change moves it out of `new`; the assignee ('' clears it); a note appended in SQL, so two
 * staff adding notes at once keep both; a change of status appended to `statusHistory` the same way, from
 * the status the row holds when the UPDATE runs; an enquiry's `handled` kept equal to `status <> 'new'`.
 * Answers in the Mongo-style counts: modified only when something really changed (a note always does).
 */
export async function applyFollowUp(
  ctx: Pick<AppContext, 'config' | 'users' | 'database' | 'notifier'>,
  table: RequestTable,
  id: string,
  change: FollowUpChange,
  who: Who,
): Promise<UpdateResult> {
  const by = who.email;
  const { db } = ctx.database;
  const assignee = change.assignee?.toLowerCase();
  if (assignee && !(await isAssignable(ctx, assignee))) throw new HttpError(400, ASSIGNEE_NOT_STAFF);

  const status = statusAfter(table, change);
  const assigneeAfter = assignee === undefined ? sql`${table.assignee}` : sql`${assignee || null}::text`;
  const note = change.note === undefined ? undefined : { text: change.note, by, at: new Date().toISOString() };
  const set: Record<string, SQL | Date> = {
    status,
    // Only a change that moves the row out of `new`: a note on a request answered before the pipeline (its
    // status already past new, firstReplyAt unknown) must not date its first reply now.
    firstReplyAt: sql`(case when ${table.firstReplyAt} is null and ${table.status} = 'new' and ${status} <> 'new'
      then now() else ${table.firstReplyAt} end)`,
    assignee: assigneeAfter,
    updatedAt: new Date(),
  };
  if (note) set.notes = sql`${table.notes} || jsonb_build_array(${JSON.stringify(note)}::jsonb)`;
  // `at` is the statement's now(), as firstReplyAt's: leaving `new` and the first reply are one moment.
  set.statusHistory = sql`(case when ${status} is distinct from ${table.status}
    then ${table.statusHistory} || jsonb_build_array(jsonb_build_object('from', ${table.status}, 'to', ${status},
      'by', ${by}::text, 'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
    else ${table.statusHistory} end)`;
  if (table === enquiries) set.handled = sql`${status} <> 'new'`;

  const changed = note
    ? sql`true`
    : or(sql`${status} is distinct from ${table.status}`, sql`${assigneeAfter} is distinct from ${table.assignee}`)!;
  let alerted = false;
  // The change, its line in the activity log (docs/history.md) and the assignee's alert commit together.
  const updated = await db.transaction(async (tx) => {
    // The row as it was, held until the commit, so that the log's line says what this change changed.
    const [before] = await tx
      .select({ status: table.status, assignee: table.assignee })
      .from(table)
      .where(eq(table._id, id))
      .for('update');
    const rows = (await tx
      .update(table)
      .set(set as never)
      .where(and(eq(table._id, id), changed))
      .returning()) as Record<string, unknown>[];
    const [row] = rows;
    if (row) {
      const resource = table === enquiries ? 'enquiries' : 'rfqs';
      const detail = followUpDetail(before!, row as unknown as FollowUpState, note !== undefined);
      await logActivity(tx as unknown as Db, who, {
        action: 'status',
        resource,
        recordId: id,
        title: titleOf(row),
        detail,
      });
      if (alertsAssignee(ctx, before!.assignee, row.assignee as string | null, who)) {
        const summary = table === enquiries ? enquirySummary(row as never) : rfqSummary(row as unknown as RfqInWords);
        await tx.insert(outbox).values(assignmentMail(ctx.config, summary, row.assignee as string, who.email));
        alerted = true;
      }
    }
    return rows;
  });
  if (alerted) ctx.notifier.wake();
  if (updated.length > 0) return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  const [exists] = await db.select({ _id: table._id }).from(table).where(eq(table._id, id)).limit(1);
  return { acknowledged: true, matchedCount: exists ? 1 : 0, modifiedCount: 0 };
}
