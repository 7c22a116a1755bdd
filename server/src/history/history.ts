import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  REVISIONS_KEPT,
  type ActivityAction,
  type RevisedResource,
  type RevisionAction,
} from '@texbridge/shared/resources/history';
import { titleOf } from '@texbridge/shared/format/record-title';
import type { Role } from '@texbridge/shared/auth/roles';
import type { Db } from '../platform/database/client.ts';
import { newId } from '../platform/database/ids.ts';
import { activity, revisions } from '../platform/database/schema.ts';

/** Who did something, as which role, and from where (docs/history.md), as the activity log keeps it. */
export interface Who {
  uid: string;
  email: string;
  role: Role;
  ip: string;
  userAgent: string;
}

/** The longest user agent kept: a header can be kilobytes long, and the log keeps every one. */
const USER_AGENT_MAX = 512;

/** The signed-in member of staff behind a request (every route that records is a staff route). */
export function whoOf(request: FastifyRequest): Who {
  const caller = request.caller;
  if (!caller?.role) throw new Error(`${request.method} ${request.url} records history but has no staff caller`);
  return {
    uid: caller.uid,
    email: caller.email,
    role: caller.role,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
  };
}

/**
 * One line in the activity log. The log is only ever added to: no route edits or deletes an entry. `detail`
 * says what changed where the action alone does not (a follow-up's: follow-up-detail.ts).
 */
export async function logActivity(
  db: Db,
  who: Who,
  entry: { action: ActivityAction; resource: string; recordId: string; title: string; detail?: string },
) {
  await db.insert(activity).values({
    actorUid: who.uid,
    actorEmail: who.email,
    actorRole: who.role,
    ip: who.ip,
    userAgent: who.userAgent,
    ...entry,
  });
}

/**
 * Keeps a record's state as a revision, then lets the oldest go past REVISIONS_KEPT, in the write's own
 * transaction: a change is never saved without its revision.
 */
export async function keepRevision(
  db: Db,
  who: Pick<Who, 'uid' | 'email'>,
  revision: { resource: RevisedResource; recordId: string; action: RevisionAction; data: Record<string, unknown> },
) {
  await db.insert(revisions).values({ _id: newId(), byUid: who.uid, byEmail: who.email, ...revision });
  const ofRecord = and(eq(revisions.resource, revision.resource), eq(revisions.recordId, revision.recordId));
  const older = db
    .select({ id: revisions._id })
    .from(revisions)
    .where(ofRecord)
    .orderBy(sql`${revisions.seq} desc`)
    .offset(REVISIONS_KEPT);
  await db.delete(revisions).where(and(ofRecord, inArray(revisions._id, older)));
}

/**
 * An edit's revision (when its resource keeps them), the trimming past REVISIONS_KEPT, and its log line, as
 * a call of `history_keep_edit` (migrations 0010, 0016) in the edit's own statement (store.ts `beside`): one round
 * trip, atomic without a transaction of its own, and the function's statements are planned once a session
 * rather than on every edit (docs/history.md, bench/history.ts).
 */
export function besideEdit(who: Who, edit: { resource: string; action: RevisionAction; revised: boolean }) {
  return (edited: SQL, record: Record<string, unknown>): SQL => {
    const { resource, action, revised } = edit;
    return sql`select history_keep_edit(${newId()}, ${resource}, record_id, ${action}, ${JSON.stringify(record)}::jsonb,
      ${revised}, ${REVISIONS_KEPT}, ${who.uid}, ${who.email}, ${who.role}, ${who.ip}, ${who.userAgent}, ${titleOf(record)}) from ${edited}`;
  };
}
