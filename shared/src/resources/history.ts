import { z } from 'zod';
import { deleteResult, isoDay, pageQuery, text } from '../schemas/common.ts';
import { ADMINS, CONTENT_STAFF, ROLES } from '../auth/roles.ts';
import { defineResource } from './define.ts';
import { timeZoneName } from './pipeline.ts';

/**
 * What staff can get back (docs/history.md): every edit of the site's content is kept as a revision, a
 * delete goes to a trash, and every admin action is in an append-only activity log.
 */

/** The site's content: each create, edit and restore of one of these is kept as a revision. */
const REVISED_RESOURCES = ['sliders', 'about', 'news', 'contacts', 'products', 'privacy', 'reviews'] as const;
/** What a delete puts in the trash: the content, and the requests staff answer. */
export const TRASHED_RESOURCES = [...REVISED_RESOURCES, 'enquiries', 'rfqs'] as const;
export type RevisedResource = (typeof REVISED_RESOURCES)[number];
export type TrashedResource = (typeof TRASHED_RESOURCES)[number];
/** Whether a resource keeps revisions of its records. */
export const isRevised = (name: string): name is RevisedResource =>
  (REVISED_RESOURCES as readonly string[]).includes(name);
/** Whether a resource's deletes go to the trash. */
export const isTrashed = (name: string): name is TrashedResource =>
  (TRASHED_RESOURCES as readonly string[]).includes(name);

/** How many revisions a record keeps: the oldest go first. */
export const REVISIONS_KEPT = 50;
/** How long a deleted record waits in the trash before it is deleted for good. */
export const TRASH_DAYS = 30;

const REVISION_ACTIONS = ['create', 'update', 'restore'] as const;
/**
 * Everything the activity log records. `status` is a request's follow-up changing (status, assignee, a note);
 * `download` is buyers' personal data leaving the API: a backup, the RFQs as CSV, an RFQ's attachment. `role` is a
 * person's staff role given, changed or taken away (its `detail`: 'Role: editor → sales'); `invite` and
 * `withdraw-invitation` an invitation to a role (docs/security.md, "Roles").
 */
const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'delete-forever',
  'make-admin',
  'role',
  'invite',
  'withdraw-invitation',
  'upload',
  'status',
  'download',
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** What a `download` line says was downloaded (its `detail`), as the Activity screen shows it. */
export const downloadDetail = {
  backup: 'Downloaded a backup of the whole site',
  rfqsCsv: (status: string | undefined) =>
    status ? `Downloaded the RFQs with status “${status}” as CSV` : 'Downloaded every RFQ as CSV',
  attachment: (fileName: string) => `Downloaded the buyer’s attachment “${fileName}”`,
} as const;

/** What an edit of a locale's words says it changed (its `detail`): the language, and the fields' labels. */
export const translationDetail = (language: string, labels: readonly string[]) =>
  `In ${language}: ${labels.join(', ')}`;

/** Who did something: the Firebase uid, the e-mail it had then and, in the activity log, the role it acted as. */
const actor = z.object({ uid: z.string(), email: z.string(), role: z.enum(ROLES).optional() });
export type Actor = z.infer<typeof actor>;

/** One kept state of a record: the whole record as the API answered it after the change. */
const revision = z.object({
  _id: z.string(),
  resource: z.enum(REVISED_RESOURCES),
  recordId: z.string(),
  action: z.enum(REVISION_ACTIONS),
  data: z.record(z.string(), z.unknown()),
  by: actor,
  at: z.string(),
});
export type Revision = z.infer<typeof revision>;

const trashItem = z.object({
  resource: z.enum(TRASHED_RESOURCES),
  _id: z.string(),
  title: z.string(),
  deletedAt: z.string(),
  deletedBy: actor,
});
export type TrashItem = z.infer<typeof trashItem>;

const activityEntry = z.object({
  _id: z.string(),
  at: z.string(),
  actor,
  action: z.enum(ACTIVITY_ACTIONS),
  /** The resource's name (`products`), or `users`, `uploads`. */
  resource: z.string(),
  recordId: z.string(),
  /** The record's title when it was done, so an entry still reads well after a delete. */
  title: z.string(),
  /** What changed, where the action alone does not say: a follow-up's 'Status: new → quoted; Note added'. */
  detail: z.string().optional(),
  ip: z.string(),
  userAgent: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

const day = isoDay();
/**
 * The Activity screen's filters: a person (by e-mail), a resource, and days, both ends included, in the
 * time zone `tz` (UTC by default), as the inbox reads its days: the dashboard sends the browser's.
 */
export const activityFilter = z.strictObject({
  actor: text().max(320).optional(),
  resource: text().max(40).optional(),
  from: day.optional(),
  to: day.optional(),
  tz: timeZoneName().optional(),
});
export type ActivityFilter = z.infer<typeof activityFilter>;
/** GET /activity's query: the filters and the page, with the days the right way round. */
export const activityQuery = pageQuery
  .extend(activityFilter.shape)
  .refine((query) => !(query.from && query.to && query.from > query.to), {
    message: 'must not be later than to',
    path: ['from'],
  });

const revisionParams = z.strictObject({ resource: z.enum(REVISED_RESOURCES), id: text().min(1).max(128) });
const restoreRevisionParams = z.strictObject({ revisionId: text().min(1).max(128) });
const trashParams = z.strictObject({ resource: z.enum(TRASHED_RESOURCES), id: text().min(1).max(128) });
const trashQuery = z.strictObject({ resource: z.enum(TRASHED_RESOURCES).optional() });
/** A restore's answer: the record is back, under its own id. */
const restoreResult = z.object({ acknowledged: z.literal(true), _id: z.string() });

export const HISTORY_PATHS = {
  activity: '/activity',
  revisions: '/revisions/:resource/:id',
  restoreRevision: '/revisions/:revisionId/restore',
  trash: '/trash',
  restoreTrashed: '/trash/:resource/:id/restore',
  deleteForever: '/trash/:resource/:id',
  backup: '/backup',
} as const;

/**
 * Revisions, the trash and the activity log; nothing here edits or deletes a log entry. The log and backups are
 * an admin's. A record's revisions and its trash admit the roles CONTENT_STAFF names, and the server then asks
 * the record's own contract: its revisions are for whoever may edit it, its trash for whoever may delete it
 * (server/src/history/history-access.ts), so the trash of buyers' requests stays an admin's.
 */
export const historyResource = defineResource({
  name: 'history',
  noun: 'activity entry',
  record: activityEntry,
  list: { paths: [HISTORY_PATHS.activity], access: ADMINS, filter: activityFilter },
  calls: {
    revisions: {
      method: 'GET',
      path: HISTORY_PATHS.revisions,
      access: CONTENT_STAFF,
      summary: `A record's revisions, newest first (the last ${REVISIONS_KEPT})`,
      params: revisionParams,
      response: z.array(revision),
    },
    restoreRevision: {
      method: 'POST',
      path: HISTORY_PATHS.restoreRevision,
      access: CONTENT_STAFF,
      summary: 'Write a revision back as a new revision (from the trash first, when the record is there)',
      params: restoreRevisionParams,
      response: restoreResult,
    },
    trash: {
      method: 'GET',
      path: HISTORY_PATHS.trash,
      access: CONTENT_STAFF,
      summary: `Deleted records, newest first; each is deleted for good ${TRASH_DAYS} days after`,
      query: trashQuery,
      response: z.array(trashItem),
    },
    restoreTrashed: {
      method: 'POST',
      path: HISTORY_PATHS.restoreTrashed,
      access: CONTENT_STAFF,
      summary: 'Bring a deleted record back, under its own id',
      params: trashParams,
      response: restoreResult,
      failures: [409],
    },
    deleteForever: {
      method: 'DELETE',
      path: HISTORY_PATHS.deleteForever,
      access: CONTENT_STAFF,
      summary: 'Delete a record in the trash for good',
      params: trashParams,
      response: deleteResult,
    },
    backup: {
      method: 'GET',
      path: HISTORY_PATHS.backup,
      access: ADMINS,
      summary: 'The whole site as one .tar.gz (the tables, the uploads, a manifest), as npm run backup writes it',
      response: z.string(),
    },
  },
});
