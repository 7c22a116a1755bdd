import type { FastifyInstance } from 'fastify';
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ResourceContract } from '@texbridge/shared/resources/define';
import type { Fields } from '@texbridge/shared/resources/fields';
import { hasLocalizedFields } from '@texbridge/shared/locales/translations';
import { createStore, type ResourceTable, type Store } from '../../platform/database/store.ts';
import { keysOf } from '../../platform/contract-routes.ts';
import type { WriteKind } from '../../platform/read-cache.ts';
import { listFilter } from '../list-filter.ts';
import type { ResourceContext, ResourceOptions } from '../resource-options.ts';

const zodApp = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();

/** What every step of a resource's routes reads: made once, so that the steps share one store and cache. */
export interface ResourceParts extends ResourceContext {
  keepHistory: boolean;
  app: ReturnType<typeof zodApp>;
  contract: ResourceContract;
  table: ResourceTable;
  columns: Record<string, PgColumn>;
  store: Store<Record<string, unknown>>;
  /** The list's WHERE, and its facets' counter when it has facets. */
  filter: ReturnType<typeof listFilter>;
  options: ResourceOptions;
  /**
   * The declared fields of a resource kept in other locales (docs/adding-a-language.md): its reads take
   * `?locale=`, its edit writes a locale's words. Undefined for a resource with nothing to translate.
   */
  translated: Fields | undefined;
  /**
   * The list is public: it is cached until the next write, and the resource's reads are revalidated by
   * browsers (else private, no-store).
   */
  cached: boolean;
  tags: string[];
  /** What a write also runs in its transaction: the NOTIFY that tells the other instances (read-cache.ts). */
  announce: (kind?: WriteKind) => { alsoRun: SQL | undefined };
}

/** One step: registers the routes (and their rules) that it adds to the resource. */
export type ResourceStep = (parts: ResourceParts) => void;

export function resourceParts(
  fastify: FastifyInstance,
  { cache, database, keepHistory = true }: ResourceContext,
  contract: ResourceContract,
  table: ResourceTable,
  options: ResourceOptions,
): ResourceParts {
  const cached = contract.list.access === 'public';
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return {
    app: zodApp(fastify),
    cache,
    database,
    keepHistory,
    contract,
    table,
    columns,
    // The record decides which of the server's own columns (createdAt) it shows.
    store: createStore<Record<string, unknown>>(database.db, table, { expose: keysOf(contract.record) }),
    filter: listFilter(contract, columns),
    options,
    translated:
      columns.translations && contract.fields && hasLocalizedFields(contract.fields) ? contract.fields : undefined,
    cached,
    tags: [contract.name],
    // Other instances hear of a write when it commits (NOTIFY in its transaction); this one drops its copy
    // after. Only cached (public) resources announce: nothing else is cached, and the change feed tells only of them.
    announce: (kind) => ({ alsoRun: cached ? cache.announcement(contract.name, kind) : undefined }),
  };
}
