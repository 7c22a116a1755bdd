import { titleOf } from '../format/record-title.ts';
import type { z } from 'zod';
import { describeIssues, toValidationIssue } from '../api/describe-issue.ts';
import { messages } from '../api/messages.ts';
import type { ResourceContract } from '../resources/define.ts';
import {
  isRevised,
  isTrashed,
  REVISIONS_KEPT,
  type ActivityAction,
  type ActivityEntry,
  type ActivityFilter,
  type Actor,
  type Revision,
  type RevisionAction,
  type TrashedResource,
} from '../resources/history.ts';
import { resources } from '../resources/index.ts';
import { historyAccessOf } from '../auth/permissions.ts';
import { admits, type Role } from '../auth/roles.ts';
import type { TrashedRecord } from './api-db.ts';
import { errorResponse, json } from './fake-http.ts';
import { dayIn } from './fake-pipeline.ts';

/**
 * The fake API's revisions, trash and activity log (docs/history.md), over the db's `revisions`, `trash` and
 * `history` lists: what the dashboard's History, Trash and Activity screens are tested against. It follows
 * server/src/history/history-routes.ts: its titles, sentences and rules; not its order by `seq`, which the fake
 * approximates by where a row stood in its list.
 */

type Row = { _id: string } & Record<string, unknown>;

/** Who is calling, as the fake API's sign-in gives it. */
export interface HistoryCaller {
  _id?: string;
  uid?: string;
  email: string | null;
  role?: Role;
}

/** What a history call's answer is given (the fake API checked the params and query against the contract). */
interface HistoryCallInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  caller: HistoryCaller;
  request: Request;
}

export { isTrashed };

/** Whether an activity entry is kept by the Activity screen's filters: a person, a resource, days (in `tz`). */
export function keepsActivity(entry: ActivityEntry, filter: ActivityFilter) {
  const day = dayIn(entry.at, filter.tz ?? 'UTC');
  return (
    (filter.actor === undefined || entry.actor.email.toLowerCase() === filter.actor.toLowerCase()) &&
    (filter.resource === undefined || entry.resource === filter.resource) &&
    (filter.from === undefined || day >= filter.from) &&
    (filter.to === undefined || day <= filter.to)
  );
}

const contractOf = (name: string) => (resources as readonly ResourceContract[]).find((one) => one.name === name)!;
const copy = <T>(value: T): T => structuredClone(value);

/** A .tar.gz's first bytes: an empty gzip stream, enough for a download to be told apart. */
const BACKUP_BYTES = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

export function createFakeHistory({ db, now }: { db: Record<string, { _id: string }[]>; now: () => Date }) {
  // A counter of its own, so that keeping history does not move the ids a test expects of its records.
  let entries = 0;
  const newId = (kind: 'a' | 'r') => `${kind}${(++entries).toString(16).padStart(23, '0')}`;
  const stores = db as unknown as { history: ActivityEntry[]; revisions?: Revision[]; trash?: TrashedRecord[] };
  // A db made by hand (not createApiDb) gets the lists it lacks.
  const revisions = (stores.revisions ??= []);
  const trash = (stores.trash ??= []);
  const rowsOf = (resource: string) => (db as Record<string, Row[]>)[resource]!;

  const actorOf = (caller: HistoryCaller): Actor => ({
    uid: caller.uid ?? caller._id ?? `uid-of-${caller.email}`,
    email: caller.email ?? '',
  });

  /** server/src/history/history-access.ts: a record's revisions are its editors', its trash its deleters'. */
  const refusal = (caller: HistoryCaller, resource: string, part: 'revisions' | 'trash') => {
    const access = historyAccessOf(resource, part);
    return admits(access, caller.role) ? undefined : errorResponse(403, messages.forbidden(access));
  };

  /** Appends an activity entry, newest first, with where the request came from and what changed. */
  function log(
    request: Request,
    caller: HistoryCaller,
    action: ActivityAction,
    resource: string,
    row: Row,
    detail?: string,
  ) {
    stores.history.unshift({
      _id: newId('a'),
      at: now().toISOString(),
      actor: { ...actorOf(caller), ...(caller.role ? { role: caller.role } : {}) },
      action,
      resource,
      recordId: row._id,
      title: titleOf(row),
      ...(detail ? { detail } : {}),
      ip: request.headers.get('x-forwarded-for') ?? '127.0.0.1',
      userAgent: request.headers.get('user-agent') ?? '',
    });
  }

  /** Keeps the record as it now is, when its resource keeps revisions; the oldest beyond REVISIONS_KEPT go. */
  function revise(resource: string, row: Row, action: RevisionAction, caller: HistoryCaller) {
    if (!isRevised(resource)) return;
    revisions.unshift({
      _id: newId('r'),
      resource,
      recordId: row._id,
      action,
      data: copy(row),
      by: actorOf(caller),
      at: now().toISOString(),
    });
    let kept = 0;
    for (let index = 0; index < revisions.length; index++) {
      const one = revisions[index]!;
      if (one.resource !== resource || one.recordId !== row._id) continue;
      if (++kept > REVISIONS_KEPT) revisions.splice(index--, 1);
    }
  }

  /** A delete of a trashed resource: the row leaves its list for the trash, where it was noted. */
  function moveToTrash(resource: TrashedResource, rows: Row[], index: number, caller: HistoryCaller) {
    const [row] = rows.splice(index, 1);
    // Deleted, brought back by a revision's restore, deleted again: the later delete is the one kept.
    const earlier = trash.findIndex((item) => item.resource === resource && item._id === row!._id);
    if (earlier >= 0) trash.splice(earlier, 1);
    trash.unshift({
      resource,
      _id: row!._id,
      title: titleOf(row!),
      deletedAt: now().toISOString(),
      deletedBy: actorOf(caller),
      record: row!,
      position: index,
    });
  }

  /** Takes a record out of the trash, back to about where it was in its list (the API keeps its order). */
  function takeOutOfTrash(resource: string, id: string) {
    const index = trash.findIndex((item) => item.resource === resource && item._id === id);
    if (index < 0) return undefined;
    const [{ record, position }] = trash.splice(index, 1) as [TrashedRecord];
    const rows = rowsOf(resource);
    rows.splice(Math.min(position, rows.length), 0, record as Row);
    return record as Row;
  }

  const notInTrash = (resource: string, id: string) =>
    errorResponse(404, `No ${contractOf(resource).noun} with id ${id} is in the trash.`);

  const answers: Record<string, (input: HistoryCallInput) => Response> = {
    'history.revisions': ({ params: { resource, id }, caller }) =>
      refusal(caller, resource!, 'revisions') ??
      json(revisions.filter((one) => one.resource === resource && one.recordId === id).slice(0, REVISIONS_KEPT)),
    'history.restoreRevision': ({ params: { revisionId }, caller, request }) => {
      const found = revisions.find((one) => one._id === revisionId);
      if (!found) return errorResponse(404, messages.notFound('revision', revisionId!));
      const { resource, recordId, data } = found;
      const refused = refusal(caller, resource, 'revisions');
      if (refused) return refused;
      const contract = contractOf(resource);
      // Every field the add accepts is written back, one the revision lacks cleared; a revision that breaks
      // today's rules (a field that has become required since) changes nothing.
      const fields = Object.keys((contract.create!.body as z.ZodObject).shape);
      const values = Object.fromEntries(
        fields.flatMap((field) => (data[field] === undefined ? [] : [[field, data[field]]])),
      );
      const checked = contract.create!.body.safeParse(values);
      if (!checked.success) {
        const problems = describeIssues(checked.error.issues.map(toValidationIssue), 'body');
        const { noun } = contract;
        return errorResponse(
          400,
          `${problems}: this version no longer passes the ${noun}'s rules, so edit the ${noun} instead`,
        );
      }
      const rows = rowsOf(resource);
      // Out of the trash first; one deleted for good comes back under its old id.
      let row = takeOutOfTrash(resource, recordId) ?? rows.find((one) => one._id === recordId);
      if (!row) {
        row = { _id: recordId };
        rows.unshift(row);
      }
      for (const field of fields) delete row[field];
      Object.assign(row, copy(values));
      revise(resource, row, 'restore', caller);
      log(request, caller, 'restore', resource, row);
      return json({ acknowledged: true, _id: recordId });
    },
    'history.trash': ({ query, caller }) =>
      (query.resource === undefined ? undefined : refusal(caller, query.resource as string, 'trash')) ??
      json(
        trash
          .filter((item) => query.resource === undefined || item.resource === query.resource)
          .filter((item) => !refusal(caller, item.resource, 'trash'))
          .map(({ record: _record, position: _position, ...item }) => item),
      ),
    'history.restoreTrashed': ({ params: { resource, id }, caller, request }) => {
      const refused = refusal(caller, resource!, 'trash');
      if (refused) return refused;
      if (!trash.some((item) => item.resource === resource && item._id === id)) return notInTrash(resource!, id!);
      // Its id in use again (a revision's restore brought it back as a new row): nothing is overwritten.
      if (rowsOf(resource!).some((row) => row._id === id)) {
        const { noun } = contractOf(resource!);
        return errorResponse(
          409,
          `A ${noun} with id ${id} exists already: it was brought back by restoring one of its revisions. Delete it forever from the trash, or delete the one that exists first.`,
        );
      }
      const row = takeOutOfTrash(resource!, id!)!;
      log(request, caller, 'restore', resource!, row);
      return json({ acknowledged: true, _id: id });
    },
    'history.deleteForever': ({ params: { resource, id }, caller, request }) => {
      const refused = refusal(caller, resource!, 'trash');
      if (refused) return refused;
      const index = trash.findIndex((item) => item.resource === resource && item._id === id);
      if (index < 0) return notInTrash(resource!, id!);
      // Its revisions stay: restoring one brings the record back under its old id.
      const [{ record }] = trash.splice(index, 1) as [TrashedRecord];
      log(request, caller, 'delete-forever', resource!, record as Row);
      return json({ acknowledged: true, deletedCount: 1 });
    },
    'history.backup': () =>
      new Response(BACKUP_BYTES, {
        headers: {
          'content-type': 'application/gzip',
          'content-disposition': `attachment; filename="texbridge-backup-${now().toISOString().slice(0, 10)}.tar.gz"`,
        },
      }),
  };

  return { answers, log, revise, moveToTrash };
}
