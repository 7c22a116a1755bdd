import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  REVISIONS_KEPT,
  type ActivityAction,
  type RevisedResource,
  type RevisionAction,
} from '@texbridge/shared/resources/history';
import { TITLE_FIELDS } from '@texbridge/shared/format/record-title';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { activity, revisions } from '../db/schema.ts';

/** Who did something and from where (docs/history.md), as the activity log keeps it. */
export interface Who {
  uid: string;
  email: string;
  ip: string;
  userAgent: string;
}

/** The longest user agent kept: a header can be kilobytes long, and the log keeps every one. */
const USER_AGENT_MAX = 512;

/** The signed-in admin behind a request (every route that records is an admin's). */
export function whoOf(request: FastifyRequest): Who {
  const caller = request.caller;
  if (!caller) throw new Error(`${request.method} ${request.url} records history but has no signed-in caller`);
  return {
    uid: caller.uid,
    email: caller.email,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
  };
}

/** titleOf in SQL, over a record's JSON (`data`). */
const titleSql = (data: SQL) => {
  const named = [...TITLE_FIELDS.map((key) => sql`${data} ->> ${key}`), sql`${data} -> 'add1' ->> 'addT1'`];
  return sql`coalesce(${sql.join(
    named.map((value) => sql`nullif(trim(${value}), '')`),
    sql`, `,
  )}, ${data} ->> '_id')`;
};

/** One line in the activity log. The log is only ever added to: no route edits or deletes an entry. */
export async function logActivity(
  db: Db,
  who: Who,
  entry: { action: ActivityAction; resource: string; recordId: string; title: string },
) {
  await db.insert(activity).values({
    actorUid: who.uid,
    actorEmail: who.email,
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
 * the parts of the edit's own statement (store.ts `beside`): one round trip, so keeping history costs an
 * edit little (bench/history.ts). Every part sees the rows as they were before the statement, so the
 * trimming keeps the newest REVISIONS_KEPT - 1 and the one being added.
 */
export function besideEdit(
  who: Who,
  edit: { resource: string; recordId: string; action: RevisionAction; revised: boolean },
) {
  return (edited: SQL): SQL => {
    const { resource, recordId, action } = edit;
    const ofRecord = sql`${revisions.resource} = ${resource} and ${revisions.recordId} = ${recordId}`;
    const revision = edit.revised
      ? sql`, ${sql.identifier('revision')} as (
          insert into ${revisions} (id, resource, record_id, action, data, by_uid, by_email)
          select ${newId()}, ${resource}, record_id, ${action}, data, ${who.uid}, ${who.email} from ${edited}),
        ${sql.identifier('trimmed')} as (
          delete from ${revisions} where ${ofRecord} and ${revisions.seq} <= (
            select ${revisions.seq} from ${revisions} where ${ofRecord}
            order by ${revisions.seq} desc offset ${REVISIONS_KEPT - 1} limit 1))`
      : sql``;
    return sql`${revision}
      insert into ${activity} (actor_uid, actor_email, ip, user_agent, action, resource, record_id, title)
      select ${who.uid}, ${who.email}, ${who.ip}, ${who.userAgent}, ${action}, ${resource}, record_id,
        ${titleSql(sql`data`)} from ${edited}`;
  };
}
