import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT } from '@texbridge/shared/constants';
import { withDefaults, type ResourceContract } from '@texbridge/shared/resources/define';
import {
  isRevised,
  isTrashed,
  type RevisedResource,
  type RevisionAction,
  type TrashedResource,
} from '@texbridge/shared/resources/history';
import { facetCount } from '@texbridge/shared/resources/facets';
import { facetsPathOf } from '@texbridge/shared/resources/public-reads';
import { titleOf } from '@texbridge/shared/format/record-title';
import {
  deleteResult,
  errorBody,
  idParams,
  insertResult,
  pageQuery,
  requestReceived,
  updateResult,
} from '@texbridge/shared/schemas/common';
import type { Db } from '../platform/database/client.ts';
import { newId } from '../platform/database/ids.ts';
import { createStore, type ResourceTable } from '../platform/database/store.ts';
import { failures, keysOf, notFound } from '../platform/contract-routes.ts';
import { besideEdit, keepRevision, logActivity, whoOf, type Who } from '../history/history.ts';
import { moveToTrash } from '../history/trash.ts';
import { listFilter } from './list-filter.ts';
import type { ResourceContext, ResourceOptions } from './resource-options.ts';
import { sendJson, sentWhenLoaded } from './send-json.ts';
import { cachedBody, type CachedBody, type WriteKind } from '../platform/read-cache.ts';

/**
 * Routes of one resource, all from its contract in shared: list (at each of its paths, with its filter and
 * fields), detail, add (with the contract's defaults), edit and delete, each with the contract's access.
 * Reads are cached until the next write; writes answer in the contract's Mongo-style shapes; unknown ids are
 * 404s. A guarded delete has rules of its own: the resource's module registers it.
 */
export function registerResource(
  fastify: FastifyInstance,
  { cache, database, keepHistory = true }: ResourceContext,
  contract: ResourceContract,
  table: ResourceTable,
  options: ResourceOptions = {},
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { name, list, detail, create, update, remove } = contract;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // The record decides which of the server's own columns (createdAt) it shows.
  const store = createStore<Record<string, unknown>>(database.db, table, { expose: keysOf(contract.record) });
  const cached = list.access === 'public';
  const tags = [name];
  const query = list.filter ? pageQuery.extend(list.filter.shape) : pageQuery;
  // Other instances hear of a write when it commits (NOTIFY in its transaction); this one drops its copy after.
  // Only cached (public) resources announce: nothing else is cached, and the change feed tells only of them.
  const { whereOf, facets } = listFilter(contract, columns);
  const announce = (kind?: WriteKind) => ({ alsoRun: cached ? cache.announcement(name, kind) : undefined });

  // docs/history.md: the content keeps revisions, a delete goes to the trash, an admin's write is logged.
  const revised = keepHistory && isRevised(name);
  const trashed = keepHistory && isTrashed(name);
  /**
   * What an admin's add also records, in its own transaction: the revision, and the log's line. An edit's are
   * parts of its own statement (besideEdit).
   */
  const recorded = (who: Who | undefined, action: RevisionAction) =>
    who && keepHistory
      ? async (tx: Db, id: string): Promise<void> => {
          const row = await store.get(id, tx);
          if (!row) return;
          if (revised) {
            await keepRevision(tx, who, { resource: name as RevisedResource, recordId: id, action, data: row });
          }
          await logActivity(tx, who, { action, resource: name, recordId: id, title: titleOf(row) });
        }
      : undefined;
  /** An admin's request (a public add, such as the contact form, is nobody's action to log). */
  const adminOf = (request: FastifyRequest) => (request.caller ? whoOf(request) : undefined);

  /** A default in the contract is JSON (an ISO date); a timestamp column takes a Date. */
  const toRow = (values: Record<string, unknown>) => {
    const row = { ...values };
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === 'string' && columns[key]?.columnType === 'PgTimestamp') row[key] = new Date(value);
    }
    return row;
  };

  type ListParams = Record<string, unknown> & { page?: number; limit?: number };
  // Declared once, not as a named closure in the handler: tsx (esbuild's keepNames) would name it anew on every request.
  async function loadList(params: ListParams): Promise<CachedBody> {
    const where = whereOf(params);
    if (params.page === undefined && params.limit === undefined) {
      return cachedBody(JSON.stringify(await store.list({ where, fields: list.fields })));
    }
    const limit = params.limit ?? DEFAULT_PAGE_LIMIT;
    const page = { limit, offset: ((params.page ?? 1) - 1) * limit };
    const [items, total] = await Promise.all([store.list({ where, page, fields: list.fields }), store.count(where)]);
    return cachedBody(JSON.stringify(items), total);
  }

  for (const url of list.paths) {
    app.get(
      url,
      {
        config: { access: list.access, etag: 'own' },
        schema: {
          tags,
          summary: `List ${name}, newest first`,
          description: 'Without page or limit the whole list is answered; with either, one page and X-Total-Count.',
          querystring: query,
          response: { 200: z.array(contract.record), 400: errorBody },
        },
      },
      (request, reply) => {
        const params = request.query as ListParams;
        const key = `list:${JSON.stringify(params)}`;
        // A hit answers synchronously: no promise, no microtask, on the API's busiest path. A sync
        // handler that has sent returns nothing (Fastify would send what it returns a second time).
        const hit = cached ? cache.peek(name, key) : undefined;
        if (hit) {
          const sent = sendJson(reply, hit, cached);
          return sent instanceof Promise ? sentWhenLoaded(sent) : undefined;
        }
        const loading = cached ? cache.get(name, key, () => loadList(params)) : loadList(params);
        return sentWhenLoaded(loading.then((result) => sendJson(reply, result, cached)));
      },
    );
  }

  if (facets) {
    app.get(
      facetsPathOf(contract),
      {
        config: { access: list.access },
        schema: {
          tags,
          summary: `How many ${name} have each value of each filter`,
          description:
            'Takes the list’s filters; each filter’s values are counted under the other filters, most first. A range (moqMax) is not counted.',
          querystring: list.filter!,
          response: { 200: z.record(z.string(), z.array(facetCount)), 400: errorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', cached ? 'no-cache' : 'private, no-store');
        return facets.counts(database.db, table, request.query as Record<string, unknown>);
      },
    );
  }

  if (detail) {
    app.get(
      detail.path,
      {
        config: { access: 'public', etag: 'own' },
        schema: {
          tags,
          summary: `One ${contract.noun}`,
          params: idParams,
          response: { 200: contract.record, 404: errorBody },
        },
      },
      (request, reply) => {
        const { id } = request.params;
        const key = `id:${id}`;
        const hit = cache.peek(name, key);
        if (hit) {
          const sent = sendJson(reply, hit, cached);
          return sent instanceof Promise ? sentWhenLoaded(sent) : undefined;
        }
        const loading = cache.get(name, key, async () => {
          const row = await store.get(id);
          if (!row) throw notFound(contract, id);
          return cachedBody(JSON.stringify(row));
        });
        return sentWhenLoaded(loading.then((result) => sendJson(reply, result, cached)));
      },
    );
  }

  if (create) {
    if (create.rateLimited && !options.rateLimit) throw new Error(`${name}: a rate-limited add needs its limit`);
    app.post(
      create.path,
      {
        config: {
          access: create.access,
          ...(create.rateLimited ? { rateLimit: options.rateLimit } : {}),
        },
        schema: {
          tags,
          summary: `Add a ${contract.noun}`,
          body: create.body,
          response: { 200: options.created ? requestReceived : insertResult, ...failures, 429: errorBody },
        },
      },
      async (request) => {
        const body = withDefaults(contract, request.body as Record<string, unknown>);
        const { created } = options;
        if (!created) {
          const insertedId = await store.insert(toRow(body), {
            ...announce(),
            also: recorded(adminOf(request), 'create'),
          });
          cache.drop(name);
          return { acknowledged: true as const, insertedId };
        }
        const row = { ...toRow({ ...body, ...created.values?.() }), _id: newId() };
        const { alsoRun } = announce();
        await database.db.transaction(async (tx) => {
          await tx.insert(table).values(row as never);
          if (alsoRun) await tx.execute(alsoRun);
          await created.inTransaction(tx as unknown as Db, row);
        });
        cache.drop(name);
        created.afterCommit?.();
        return { acknowledged: true as const, insertedId: row._id, receipt: created.receipt() };
      },
    );
  }

  if (update) {
    app.route({
      method: update.method,
      url: update.path,
      config: { access: 'admin' },
      schema: {
        tags,
        summary: `Change a ${contract.noun}`,
        params: idParams,
        body: update.body,
        response: { 200: updateResult, ...failures },
      },
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const body = request.body as Record<string, unknown>;
        const result = options.update
          ? await options.update(request, id, body)
          : await store.update(id, body, undefined, {
              ...announce(),
              beside: keepHistory
                ? besideEdit(whoOf(request), { resource: name, action: 'update', revised })
                : undefined,
            });
        if (result.matchedCount === 0) throw notFound(contract, id);
        if (result.modifiedCount > 0) cache.drop(name);
        return { acknowledged: true as const, ...result };
      },
    });
  }

  /** A delete that keeps the record in the trash (docs/history.md), logged in the same transaction. */
  const toTrash = (who: Who, id: string) =>
    database.db.transaction(async (tx) => {
      const row = await moveToTrash(tx as unknown as Db, table, name as TrashedResource, id, who);
      if (!row) return 0;
      const { alsoRun } = announce('delete');
      if (alsoRun) await tx.execute(alsoRun);
      await logActivity(tx as unknown as Db, who, {
        action: 'delete',
        resource: name,
        recordId: id,
        title: titleOf(row),
      });
      return 1;
    });

  if (remove && !remove.guarded) {
    app.delete(
      remove.path,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Delete a ${contract.noun}`,
          params: idParams,
          response: { 200: deleteResult, ...failures },
        },
      },
      async (request) => {
        const { id } = request.params;
        const deletedCount = trashed ? await toTrash(whoOf(request), id) : await store.remove(id, announce('delete'));
        if (deletedCount === 0) throw notFound(contract, id);
        cache.drop(name, 'delete');
        return { acknowledged: true as const, deletedCount };
      },
    );
  }
}
