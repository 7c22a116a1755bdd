import { pageQuery } from '@texbridge/shared/schemas/common';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { apiError, check, log, notFound, readJson, refused, type Access } from './api-rules.ts';
import { API } from './constants.ts';

const DEFAULT_PAGE_LIMIT = 20;

let counter = 0;
export const newId = () => `f${(++counter).toString(16).padStart(23, '0')}`;

/**
 * One resource of the API as data, as server/src/lib/resource.ts declares it: its list (and
 * detail), add, edit and delete calls over `rows` (newest first), each optional.
 */
export interface Collection<T extends { _id: string }> {
  rows: T[];
  /** The noun of the 404 sentence: "No {noun} with id …". */
  noun: string;
  list: {
    paths: string[];
    access?: Access;
    /** Query fields beyond ?page=&limit=, and which rows they keep. */
    filter?: { query: z.ZodObject; keep: (row: T, query: Record<string, unknown>) => boolean };
  };
  detail?: string;
  create?: {
    path: string;
    body: z.ZodType;
    access?: Access;
    /** What the server fills in, such as today's date. */
    toRow?: (body: Record<string, unknown>) => Record<string, unknown>;
  };
  update?: { method: 'put' | 'patch'; path: string; body: z.ZodType };
  remove?: {
    path: string;
    /** A rule that keeps a row (the API's 409): its sentence, or null to delete. */
    guard?: (row: T) => string | null;
  };
}

const changes = (record: object, data: object) =>
  Object.entries(data).some(
    ([key, value]) => JSON.stringify((record as Record<string, unknown>)[key]) !== JSON.stringify(value),
  );

/**
 * GET list (whole, or with ?page=&limit= one page and X-Total-Count), GET one, POST add, PUT/PATCH
 * edit and DELETE, with the server's access rule, strict bodies, 404s and Mongo-style answers.
 */
export function collection<T extends { _id: string }>(spec: Collection<T>): HttpHandler[] {
  const { rows, list, detail, create, update, remove } = spec;
  const query = list.filter ? pageQuery.extend(list.filter.query.shape) : pageQuery;
  const handlers = list.paths.map((path) =>
    http.get(`${API}${path}`, ({ request }) => {
      log(request);
      const denied = refused(request, list.access ?? 'public');
      if (denied) return denied;
      const checked = check(query, Object.fromEntries(new URL(request.url).searchParams), 'querystring');
      if ('response' in checked) return checked.response;
      const params = checked.data as Record<string, unknown> & { page?: number; limit?: number };
      const kept = list.filter ? rows.filter((row) => list.filter!.keep(row, params)) : rows;
      if (params.page === undefined && params.limit === undefined) return HttpResponse.json(kept);
      const limit = params.limit ?? DEFAULT_PAGE_LIMIT;
      const start = ((params.page ?? 1) - 1) * limit;
      return HttpResponse.json(kept.slice(start, start + limit), {
        headers: { 'X-Total-Count': String(kept.length) },
      });
    }),
  );
  if (detail) {
    handlers.push(
      http.get(`${API}${detail}`, ({ request, params }) => {
        log(request);
        const record = rows.find((row) => row._id === params.id);
        return record ? HttpResponse.json(record) : notFound(spec.noun, params.id);
      }),
    );
  }
  if (create) {
    handlers.push(
      http.post(`${API}${create.path}`, async ({ request }) => {
        const { body, problem } = await readJson(request);
        log(request, body);
        const refusal = refused(request, create.access ?? 'admin') ?? problem;
        if (refusal) return refusal;
        const checked = check(create.body, body);
        if ('response' in checked) return checked.response;
        const data = checked.data as Record<string, unknown>;
        const record = { ...(create.toRow ? create.toRow(data) : data), _id: newId() } as unknown as T;
        rows.unshift(record);
        return HttpResponse.json({ acknowledged: true, insertedId: record._id });
      }),
    );
  }
  if (update) {
    handlers.push(
      http[update.method](`${API}${update.path}`, async ({ request, params }) => {
        const { body, problem } = await readJson(request);
        log(request, body);
        const refusal = refused(request, 'admin') ?? problem;
        if (refusal) return refusal;
        const checked = check(update.body, body);
        if ('response' in checked) return checked.response;
        const record = rows.find((row) => row._id === params.id);
        if (!record) return notFound(spec.noun, params.id);
        const modified = changes(record, checked.data as object);
        Object.assign(record, checked.data);
        return HttpResponse.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
      }),
    );
  }
  if (remove) {
    handlers.push(
      http.delete(`${API}${remove.path}`, ({ request, params }) => {
        log(request);
        const refusal = refused(request, 'admin');
        if (refusal) return refusal;
        const index = rows.findIndex((row) => row._id === params.id);
        if (index < 0) return notFound(spec.noun, params.id);
        const rule = remove.guard?.(rows[index]!);
        if (rule) return apiError(409, 'Conflict', rule);
        rows.splice(index, 1);
        return HttpResponse.json({ acknowledged: true, deletedCount: 1 });
      }),
    );
  }
  return handlers;
}
