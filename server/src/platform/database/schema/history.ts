import type { Role } from '@texbridge/shared/auth/roles';
import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  ActivityAction,
  RevisedResource,
  RevisionAction,
  TrashedResource,
} from '@texbridge/shared/resources/history';

/**
 * Every kept state of a content record (docs/history.md): the whole record as the API answered it after a
 * create, an edit or a restore, who made it and when. A record keeps its last REVISIONS_KEPT.
 */
export const revisions = pgTable(
  'revisions',
  {
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    _id: text('id').primaryKey(),
    resource: text('resource').$type<RevisedResource>().notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').$type<RevisionAction>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    byUid: text('by_uid').notNull(),
    byEmail: text('by_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('revisions_record_idx').on(table.resource, table.recordId, table.seq)],
);

/**
 * Deleted records (docs/history.md): the row as its table held it, every column but the generated ones, so
 * a restore inserts it again as it was, under its own id and in its place in the lists.
 */
export const trash = pgTable(
  'trash',
  {
    resource: text('resource').$type<TrashedResource>().notNull(),
    recordId: text('record_id').notNull(),
    title: text('title').notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    deletedByUid: text('deleted_by_uid').notNull(),
    deletedByEmail: text('deleted_by_email').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.resource, table.recordId] }),
    index('trash_deleted_at_idx').on(table.deletedAt),
  ],
);

/** The activity log (docs/history.md): one row per staff action, with the actor's role, only ever added to. */
export const activity = pgTable(
  'activity',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email').notNull(),
    /**
     * The role the actor acted as. Every insert names it (history.ts); the default is for the lines written
     * before roles, in the table and in older backups restored: admin was the only role then.
     */
    actorRole: text('actor_role').$type<Role>().notNull().default('admin'),
    action: text('action').$type<ActivityAction>().notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    title: text('title').notNull(),
    /** What changed, where the action alone does not say (a follow-up's); '' for the rest. */
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (table) => [
    index('activity_at_idx').on(table.at),
    index('activity_actor_idx').on(table.actorEmail, table.seq),
    index('activity_resource_idx').on(table.resource, table.seq),
  ],
);
