import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '@texbridge/shared/api/messages';
import { DEFAULT_PAGE_LIMIT } from '@texbridge/shared/constants';
import type { ResourceContract } from '@texbridge/shared/resources/define';
import { enquiriesResource } from '@texbridge/shared/resources/enquiries';
import {
  activityQuery,
  historyResource,
  type ActivityFilter,
  type RevisedResource,
  type TrashedResource,
} from '@texbridge/shared/resources/history';
import { rfqsResource } from '@texbridge/shared/resources/rfqs';
import { titleOf } from '@texbridge/shared/format/record-title';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../platform/database/client.ts';
import { activity, enquiries, revisions, rfqs, trash } from '../platform/database/schema.ts';
import { createStore, type ResourceTable } from '../platform/database/store.ts';
import { HttpError } from '../platform/errors.ts';
import { keepRevision, logActivity, whoOf } from './history.ts';
import { callRoute, keysOf } from '../platform/contract-routes.ts';
import { deleteForever, emptyOldTrash, restoreFromTrash, trashed } from './trash.ts';
import { restorable } from './restorable.ts';
import { checkHistoryAccess, visibleTrash } from './history-access.ts';
import { contentTables } from '../platform/database/content-tables.ts';

/** Every resource whose deletes go to the trash, with its contract and table. */
const KEPT = new Map<string, [ResourceContract, ResourceTable]>(
  [...contentTables, [enquiriesResource, enquiries] as const, [rfqsResource, rfqs] as const].map(
    ([contract, table]) => [contract.name, [contract, table]],
  ),
);
const keptOf = (resource: string) => {
  const kept = KEPT.get(resource);
  if (!kept) throw new Error(`${resource} keeps no history`);
  return kept;
};

/** How often the trash is looked through for records past their 30 days. */
const TRASH_SWEEP_MS = 60 * 60 * 1000;

const PRIVATE = 'private, no-store';
const iso = (date: Date) => date.toISOString();

/**
 * The activity list's conditions: a person, a resource, days with both ends included. A day runs from its
 * midnight to the next in the time zone `tz` (UTC by default), worked out by PostgreSQL, so a day the
 * clocks change on is 23 or 25 hours long; the bounds are instants, so the `at` index still serves.
 */
function activityWhere({ actor, resource, from, to, tz = 'UTC' }: ActivityFilter): SQL | undefined {
  const conditions: SQL[] = [];
  // The midnight that starts a day `after` days later than `day`, as an instant.
  const midnight = (day: string, after = 0) => sql`((${day}::date + ${after}::int)::timestamp at time zone ${tz})`;
  if (actor) conditions.push(eq(activity.actorEmail, actor.toLowerCase()));
  if (resource) conditions.push(eq(activity.resource, resource));
  if (from) conditions.push(sql`${activity.at} >= ${midnight(from)}`);
  if (to) conditions.push(sql`${activity.at} < ${midnight(to, 1)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Revisions, the trash and the activity log (docs/history.md): the log an admin's, a record's revisions and
 * trash its own staff's (history-access.ts).
 */
export async function historyRoutes(fastify: FastifyInstance, { database, cache }: AppContext) {
  const { db } = database;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const calls = historyResource.calls;

  // The trash empties itself: records deleted more than 30 days ago go for good, looked for every hour.
  let sweeper: NodeJS.Timeout | undefined;
  const sweep = () =>
    emptyOldTrash(db).catch((error: unknown) =>
      fastify.log.warn(`The trash could not be emptied of old records: ${(error as Error).message}`),
    );
  fastify.addHook('onReady', async () => {
    void sweep();
    sweeper = setInterval(() => void sweep(), TRASH_SWEEP_MS).unref();
  });
  fastify.addHook('onClose', async () => clearInterval(sweeper));

  /**
   * A write that brings a record back, in one transaction with the announcement other instances hear when it
   * commits; then this instance's copies go, as after an edit (docs/architecture.md, the caches).
   */
  const bringBack = async (resource: string, write: (tx: Db) => Promise<void>) => {
    await db.transaction(async (t) => {
      await write(t as unknown as Db);
      const announcement = cache.announcement(resource);
      if (announcement) await t.execute(announcement);
    });
    cache.drop(resource);
  };

  app.get(
    historyResource.list.paths[0],
    {
      config: { access: historyResource.list.access },
      schema: {
        tags: [historyResource.name],
        summary: 'The activity log, newest first: who did what, when and from where',
        description: 'Without page or limit the whole log is answered; with either, one page and X-Total-Count.',
        querystring: activityQuery,
        response: { 200: z.array(historyResource.record) },
      },
    },
    async (request, reply) => {
      const { page, limit, ...filter } = request.query as ActivityFilter & { page?: number; limit?: number };
      const where = activityWhere(filter);
      const query = db.select().from(activity).where(where).orderBy(desc(activity.seq)).$dynamic();
      if (page !== undefined || limit !== undefined) {
        const size = limit ?? DEFAULT_PAGE_LIMIT;
        query.limit(size).offset(((page ?? 1) - 1) * size);
        reply.header('x-total-count', await db.$count(activity, where));
      }
      reply.header('cache-control', PRIVATE);
      return (await query).map((entry) => ({
        _id: String(entry.seq),
        at: iso(entry.at),
        actor: { uid: entry.actorUid, email: entry.actorEmail, role: entry.actorRole },
        action: entry.action,
        resource: entry.resource,
        recordId: entry.recordId,
        title: entry.title,
        ...(entry.detail ? { detail: entry.detail } : {}),
        ip: entry.ip,
        userAgent: entry.userAgent,
      }));
    },
  );

  app.route({
    ...callRoute(historyResource, calls.revisions),
    handler: async (request, reply) => {
      const { resource, id } = request.params as { resource: RevisedResource; id: string };
      checkHistoryAccess(request, resource, 'revisions');
      const rows = await db
        .select()
        .from(revisions)
        .where(and(eq(revisions.resource, resource), eq(revisions.recordId, id)))
        .orderBy(desc(revisions.seq));
      reply.header('cache-control', PRIVATE);
      return rows.map((row) => ({
        _id: row._id,
        resource: row.resource,
        recordId: row.recordId,
        action: row.action,
        data: row.data,
        by: { uid: row.byUid, email: row.byEmail },
        at: iso(row.at),
      }));
    },
  });

  app.route({
    ...callRoute(historyResource, calls.restoreRevision),
    handler: async (request) => {
      const { revisionId } = request.params as { revisionId: string };
      const [revision] = await db.select().from(revisions).where(eq(revisions._id, revisionId)).limit(1);
      if (!revision) throw new HttpError(404, messages.notFound('revision', revisionId));
      const { resource, recordId } = revision;
      checkHistoryAccess(request, resource, 'revisions');
      const [contract, table] = keptOf(resource);
      const values = restorable(contract, table, revision.data);
      const who = whoOf(request);
      const store = createStore<Record<string, unknown>>(db, table, { expose: keysOf(contract.record) });
      await bringBack(resource, async (tx) => {
        // Out of the trash first; a record deleted for good comes back as a new row under its old id.
        if (!(await store.get(recordId, tx)) && !(await restoreFromTrash(tx, table, resource, recordId))) {
          await tx.insert(table).values({ ...values, _id: recordId } as never);
        }
        await tx
          .update(table)
          .set({ ...values, updatedAt: new Date() } as never)
          .where(eq(table._id, recordId));
        const row = (await store.kept(recordId, tx))!;
        await keepRevision(tx, who, { resource, recordId, action: 'restore', data: row });
        await logActivity(tx, who, { action: 'restore', resource, recordId, title: titleOf(row) });
      });
      return { acknowledged: true as const, _id: recordId };
    },
  });

  app.route({
    ...callRoute(historyResource, calls.trash),
    handler: async (request, reply) => {
      const { resource } = request.query as { resource?: TrashedResource };
      if (resource) checkHistoryAccess(request, resource, 'trash');
      const rows = await db
        .select()
        .from(trash)
        .where(resource ? eq(trash.resource, resource) : inArray(trash.resource, visibleTrash(request)))
        .orderBy(desc(trash.deletedAt));
      reply.header('cache-control', PRIVATE);
      return rows.map((row) => ({
        resource: row.resource,
        _id: row.recordId,
        title: row.title,
        deletedAt: iso(row.deletedAt),
        deletedBy: { uid: row.deletedByUid, email: row.deletedByEmail },
      }));
    },
  });

  app.route({
    ...callRoute(historyResource, calls.restoreTrashed),
    handler: async (request) => {
      const { resource, id } = request.params as { resource: TrashedResource; id: string };
      checkHistoryAccess(request, resource, 'trash');
      const [contract, table] = keptOf(resource);
      const who = whoOf(request);
      await bringBack(resource, async (tx) => {
        if (!(await trashed(tx, resource, id))) throw new HttpError(404, notInTrash(contract, id));
        // Only a race makes this: the trash and the table never hold one id at once otherwise.
        if (await createStore(db, table).get(id, tx)) throw new HttpError(409, alreadyBack(contract, id));
        const entry = (await restoreFromTrash(tx, table, resource, id))!;
        await logActivity(tx, who, { action: 'restore', resource, recordId: id, title: entry.title });
      });
      return { acknowledged: true as const, _id: id };
    },
  });

  app.route({
    ...callRoute(historyResource, calls.deleteForever),
    handler: async (request) => {
      const { resource, id } = request.params as { resource: TrashedResource; id: string };
      checkHistoryAccess(request, resource, 'trash');
      const [contract] = keptOf(resource);
      const who = whoOf(request);
      const deletedCount = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const entry = await trashed(tx, resource, id);
        if (!entry) return 0;
        await deleteForever(tx, resource, id);
        await logActivity(tx, who, { action: 'delete-forever', resource, recordId: id, title: entry.title });
        return 1;
      });
      if (deletedCount === 0) throw new HttpError(404, notInTrash(contract, id));
      return { acknowledged: true as const, deletedCount };
    },
  });
}

const notInTrash = (contract: ResourceContract, id: string) => `No ${contract.noun} with id ${id} is in the trash.`;
const alreadyBack = (contract: ResourceContract, id: string) =>
  `A ${contract.noun} with id ${id} exists already: delete it first, or delete this one forever.`;
