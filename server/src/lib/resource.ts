import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import {
  deleteResult,
  errorBody,
  idParams,
  insertResult,
  pageQuery,
  updateResult,
} from '@texbridge/shared/schemas/common';
import type { Access } from '../auth/access.ts';
import type { Store } from '../db/store.ts';
import { HttpError } from './errors.ts';
import type { ReadCache } from './read-cache.ts';

const DEFAULT_PAGE_LIMIT = 20;

export interface ResourceContext {
  cache: ReadCache;
}

/**
 * One resource of docs/spec.md §7 as data: its paths, bodies and access. Reads are cached until the next
 * write; writes answer in the contract's Mongo-style shapes. Unknown ids are 404s.
 */
export interface ResourceDefinition<Row extends Record<string, unknown>> {
  /** Name in the docs and key of the read cache. */
  name: string;
  /** The noun in messages: "No slider with id …". */
  noun: string;
  store: Store<Row>;
  record: ZodType;
  list: {
    paths: string[];
    access?: Access;
    filter?: { query: z.ZodObject; where: (query: Record<string, unknown>) => SQL | undefined };
    /** Columns to answer with, when not all of them. */
    fields?: readonly string[];
  };
  detail?: { path: string };
  create?: {
    path: string;
    body: ZodType;
    access?: Access;
    rateLimit?: { max: number; timeWindow: string; hook?: 'preHandler' };
    /** Fills what the server decides, such as today's date. */
    toRow?: (body: Record<string, unknown>) => Record<string, unknown>;
  };
  update?: { method: 'PUT' | 'PATCH'; path: string; body: ZodType };
  remove?: { path: string };
}

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export function registerResource<Row extends Record<string, unknown>>(
  fastify: FastifyInstance,
  { cache }: ResourceContext,
  def: ResourceDefinition<Row>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const listAccess = def.list.access ?? 'public';
  const cached = listAccess === 'public';
  const tags = [def.name];
  const missing = (id: string) => new HttpError(404, `No ${def.noun} with id ${id}.`);
  const query = def.list.filter ? pageQuery.extend(def.list.filter.query.shape) : pageQuery;
  // Other instances hear of a write when it commits (NOTIFY in its transaction); this one drops its copy after.
  const announce = () => ({ alsoRun: cache.announcement(def.name) });

  const sendJson = (reply: FastifyReply, body: string) =>
    reply
      .header('cache-control', cached ? 'no-cache' : 'private, no-store')
      .type('application/json; charset=utf-8')
      .send(body);

  for (const url of def.list.paths) {
    app.get(
      url,
      {
        config: { access: listAccess },
        schema: {
          tags,
          summary: `List ${def.name}, newest first`,
          description: 'Without page or limit the whole list is answered; with either, one page and X-Total-Count.',
          querystring: query,
          response: { 200: z.array(def.record), 400: errorBody },
        },
      },
      async (request, reply) => {
        const params = request.query as Record<string, unknown> & { page?: number; limit?: number };
        const load = async () => {
          const where = def.list.filter?.where(params);
          if (params.page === undefined && params.limit === undefined) {
            return { body: JSON.stringify(await def.store.list({ where, fields: def.list.fields })) };
          }
          const limit = params.limit ?? DEFAULT_PAGE_LIMIT;
          const page = { limit, offset: ((params.page ?? 1) - 1) * limit };
          const [items, total] = await Promise.all([
            def.store.list({ where, page, fields: def.list.fields }),
            def.store.count(where),
          ]);
          return { body: JSON.stringify(items), total };
        };
        const result = cached ? await cache.get(def.name, `list:${JSON.stringify(params)}`, load) : await load();
        if (result.total !== undefined) reply.header('x-total-count', result.total);
        return sendJson(reply, result.body);
      },
    );
  }

  if (def.detail) {
    app.get(
      def.detail.path,
      {
        config: { access: 'public' },
        schema: { tags, summary: `One ${def.noun}`, params: idParams, response: { 200: def.record, 404: errorBody } },
      },
      async (request, reply) => {
        const { id } = request.params;
        const result = await cache.get(def.name, `id:${id}`, async () => {
          const row = await def.store.get(id);
          if (!row) throw missing(id);
          return { body: JSON.stringify(row) };
        });
        return sendJson(reply, result.body);
      },
    );
  }

  const { create, remove } = def;
  if (create) {
    app.post(
      create.path,
      {
        config: {
          access: create.access ?? 'admin',
          ...(create.rateLimit ? { rateLimit: create.rateLimit } : {}),
        },
        schema: {
          tags,
          summary: `Add a ${def.noun}`,
          body: create.body,
          response: { 200: insertResult, ...failures, 429: errorBody },
        },
      },
      async (request) => {
        const body = request.body as Record<string, unknown>;
        const insertedId = await def.store.insert(create.toRow ? create.toRow(body) : body, announce());
        cache.drop(def.name);
        return { acknowledged: true as const, insertedId };
      },
    );
  }

  if (def.update) {
    app.route({
      method: def.update.method,
      url: def.update.path,
      config: { access: 'admin' },
      schema: {
        tags,
        summary: `Change a ${def.noun}`,
        params: idParams,
        body: def.update.body,
        response: { 200: updateResult, ...failures },
      },
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const result = await def.store.update(id, request.body as Record<string, unknown>, undefined, announce());
        if (result.matchedCount === 0) throw missing(id);
        if (result.modifiedCount > 0) cache.drop(def.name);
        return { acknowledged: true as const, ...result };
      },
    });
  }

  if (remove) {
    app.delete(
      remove.path,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Delete a ${def.noun}`,
          params: idParams,
          response: { 200: deleteResult, ...failures },
        },
      },
      async (request) => {
        const { id } = request.params;
        const deletedCount = await def.store.remove(id, announce());
        if (deletedCount === 0) throw missing(id);
        cache.drop(def.name);
        return { acknowledged: true as const, deletedCount };
      },
    );
  }
}
