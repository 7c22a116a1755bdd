import type { z } from 'zod';
import type { Fields } from './fields.ts';
import type { Facets } from './facets.ts';
import type { Access, Staff } from '../auth/roles.ts';

/** Who may make a call (docs/spec.md §7): declared with the roles, in auth/roles.ts. */
export type { Access };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call beside a resource's list, detail, add, edit and delete, such as promoting a user. */
export interface CallContract {
  method: Method;
  /** Fastify's notation: '/users/:id'. */
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** Statuses this call may answer beyond 400, 401, 403 and 404, each with the error body. */
  failures?: readonly number[];
}

/**
 * One resource of docs/spec.md §7 as data: the only declaration of its paths, methods, bodies, access and
 * server-filled defaults. The API registers its routes from it, the dashboard and the site build their calls
 * and query keys from it, and the fake API of the front-end tests answers from it.
 */
export interface ResourceContract<
  TRecord extends z.ZodType<{ _id: string }> = z.ZodType<{ _id: string }>,
  TCreate extends z.ZodType = z.ZodType,
  TUpdate extends z.ZodType = z.ZodType,
> {
  /** Plural: the tag in the docs, the read cache's key and the root of every query key. */
  name: string;
  /** One record in messages: "No slide with id …". */
  noun: string;
  record: TRecord;
  /** Its fields, declared once (fields.ts), where a resource has moved to them: its screens derive from these. */
  fields?: Fields;
  list: {
    /** The first is the canonical one; the others answer the same. */
    paths: readonly [string, ...string[]];
    access: Access;
    /** Query fields beyond ?page=&limit=, each kept rows whose column equals it (or as its facet says). */
    filter?: z.ZodObject;
    /** Filters that read a declared field by its kind (facets.ts), and are counted at `{path}/facets`. */
    facets?: Facets;
    /**
     * The filter that finds rows by their words, as `GET /search` does (docs/search.md), keeping the list's
     * order: the dashboard's search box.
     */
    search?: string;
    /** Columns to answer with, when not all of them. */
    fields?: readonly string[];
  };
  /** GET one by id; always public. */
  detail?: { path: string };
  create?: {
    path: string;
    body: TCreate;
    access: Access;
    /** Counted per client after validation (the server sets the limit). */
    rateLimited?: boolean;
    /** What the server fills in where the body leaves a field out or empty, such as today's date. */
    defaults?: (now: Date) => Record<string, unknown>;
  };
  update?: { method: 'PUT' | 'PATCH'; path: string; body: TUpdate; access: Staff };
  remove?: {
    path: string;
    access: Staff;
    /** Rules may keep a record (a 409 with a sentence), such as the last admin. */
    guarded?: boolean;
  };
  calls?: Record<string, CallContract>;
}

export const defineResource = <
  TRecord extends z.ZodType<{ _id: string }>,
  TCreate extends z.ZodType = z.ZodNever,
  TUpdate extends z.ZodType = z.ZodNever,
  const TCalls extends Record<string, CallContract> = Record<never, CallContract>,
  const TName extends string = string,
>(
  contract: ResourceContract<TRecord, TCreate, TUpdate> & { name: TName; calls?: TCalls },
) => contract as ResourceContract<TRecord, TCreate, TUpdate> & { name: TName; calls: TCalls };

/** The record a resource answers with. */
export type RowOf<C> = C extends ResourceContract<infer R, z.ZodType, z.ZodType> ? z.output<R> : never;
/** What an add call accepts (before the schema's defaults). */
export type CreateOf<C> =
  C extends ResourceContract<z.ZodType<{ _id: string }>, infer B, z.ZodType> ? z.input<B> : never;
/** What an edit call accepts. */
export type UpdateOf<C> =
  C extends ResourceContract<z.ZodType<{ _id: string }>, z.ZodType, infer B> ? z.input<B> : never;

/** A body with the contract's defaults filled where it left a field out or empty. */
export function withDefaults<TBody extends Record<string, unknown>>(
  contract: Pick<ResourceContract, 'create'>,
  body: TBody,
  now = new Date(),
): TBody {
  const defaults = contract.create?.defaults?.(now) ?? {};
  const filled: Record<string, unknown> = { ...body };
  for (const [key, value] of Object.entries(defaults)) {
    if (filled[key] === undefined || filled[key] === '') filled[key] = value;
  }
  // The defaults fill fields the body's schema declares optional, so the body keeps its type.
  return filled as TBody;
}

/** A path template with its parameters filled in: pathOf('/news/:id', { id }) → '/news/abc'. */
export const pathOf = (template: string, params: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template} needs ${name}`);
    return encodeURIComponent(value);
  });

/** TanStack Query keys: every key of a resource starts with its name, so one invalidation reaches them all. */
export const queryKeys = (contract: Pick<ResourceContract, 'name'>) => ({
  all: [contract.name] as const,
  list: (params: Record<string, unknown> = {}) => [contract.name, 'list', params] as const,
  detail: (id: string) => [contract.name, 'detail', id] as const,
});
