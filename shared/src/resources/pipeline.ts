import { z } from 'zod';
import { email, isoDay, requiredText } from '../schemas/common.ts';

/**
 * The sales pipeline both kinds of request go through (docs/quotes.md): contact-form enquiries and RFQs
 * carry the same follow-up, and the dashboard's inbox lists them together.
 */

/** A request's place in the pipeline, in the order it moves: new → replied → quoted → won / lost. */
export const PIPELINE_STATUSES = ['new', 'replied', 'quoted', 'won', 'lost'] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

/** How the e-mail to staff about a request went; absent when e-mail is not configured (docs/quotes.md). */
const NOTIFICATION_STATES = ['pending', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** The kinds of request the inbox holds, by the resource each is stored in. */
export const REQUEST_TYPES = ['rfq', 'enquiry'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const NOTE_MAX_LENGTH = 2000;

/** An internal note: staff only, never shown to the buyer. `by` is the e-mail of the staff member who wrote it. */
const followUpNote = z.object({ text: z.string(), by: z.string(), at: z.string() });

/** One change of a request's status: from and to, the e-mail of the staff member who made it, and when. */
const statusChange = z.object({
  from: z.enum(PIPELINE_STATUSES),
  to: z.enum(PIPELINE_STATUSES),
  by: z.string(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChange>;

/** What every request carries beside what the buyer sent. */
export const followUpFields = {
  status: z.enum(PIPELINE_STATUSES),
  /** The e-mail of the sales person or admin who looks after it. */
  assignee: z.string().optional(),
  notes: z.array(followUpNote),
  /** Every change of its status, oldest first, kept by the server as it makes one (docs/quotes.md). */
  statusHistory: z.array(statusChange),
  /** When it first left `new`: its time to first reply is this less `createdAt`. */
  firstReplyAt: z.string().optional(),
  notification: z.enum(NOTIFICATION_STATES).optional(),
};

/**
 * A change to a request's follow-up: its status, its assignee ('' to clear) and a note to add (notes are
 * never edited or removed; the server writes who and when). At least one of them.
 */
export const followUpChange = {
  status: z.enum(PIPELINE_STATUSES).optional(),
  assignee: z.union([z.literal(''), email().max(320)]).optional(),
  note: requiredText(NOTE_MAX_LENGTH, 'many').optional(),
};
export const followUpUpdate = z
  .strictObject(followUpChange)
  .refine((change) => change.status !== undefined || change.assignee !== undefined || change.note !== undefined, {
    // The API names the body before these words ("body must name …"); said only when nothing else is wrong.
    message: 'must name status, assignee or note',
    when: (payload) => payload.issues.length === 0,
  });
export type FollowUpUpdate = z.infer<typeof followUpUpdate>;

/** The words, after the field's name, for days given the wrong way round. */
const INBOX_BACKWARDS = 'must not be later than to';
/** Whether `from` is a later day than `to`: refused, since no request could match. */
export const isBackwards = ({ from, to }: { from?: string | undefined; to?: string | undefined }) =>
  from !== undefined && to !== undefined && from > to;

let timeZones: ReadonlySet<string> | undefined;

/**
 * Whether the runtime knows a time-zone name (Intl.supportedValuesOf). A browser may name a zone by an
 * alias its list leaves out (Firefox's Asia/Kolkata, V8's Asia/Calcutta), so the name is resolved first.
 */
function isTimeZone(name: string) {
  timeZones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  try {
    return timeZones.has(new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** A time-zone name a query reads its days in (`tz`): the browser's own, sent by the dashboard. */
export const timeZoneName = () => z.string().max(64).refine(isTimeZone, 'must be a time-zone name such as Asia/Dhaka');

/**
 * The dashboard inbox's filters: each optional; dates are days (YYYY-MM-DD), both ends included, in the
 * time zone `tz` (UTC by default): staff see local times, so a day means their day (docs/quotes.md).
 * `assignee`: the requests one person looks after ("Assigned to me" sends the caller's e-mail).
 */
const day = isoDay();
export const inboxQuery = z
  .strictObject({
    status: z.enum(PIPELINE_STATUSES).optional(),
    type: z.enum(REQUEST_TYPES).optional(),
    assignee: email().max(320).optional(),
    from: day.optional(),
    to: day.optional(),
    tz: timeZoneName().optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .refine((query) => !isBackwards(query), { message: INBOX_BACKWARDS, path: ['from'] });
export type InboxQuery = z.infer<typeof inboxQuery>;

/** One row of the inbox: an enquiry or an RFQ, in the words a list needs. */
const inboxItem = z.object({
  type: z.enum(REQUEST_TYPES),
  _id: z.string(),
  /** An RFQ's reference, RFQ-2026-000123. */
  reference: z.string().optional(),
  name: z.string(),
  company: z.string().optional(),
  email: z.string(),
  /** The message's start, or an RFQ's products. */
  summary: z.string(),
  lineCount: z.number().int().optional(),
  createdAt: z.string(),
  status: followUpFields.status,
  assignee: followUpFields.assignee,
  noteCount: z.number().int(),
  firstReplyAt: followUpFields.firstReplyAt,
  notification: followUpFields.notification,
});
export type InboxItem = z.infer<typeof inboxItem>;
export const inboxPage = z.object({ items: z.array(inboxItem), total: z.number().int() });
export const newCount = z.object({ new: z.number().int() });

/** The inbox's paths. */
export const INBOX_PATHS = { list: '/inbox', newCount: '/inbox/new-count' } as const;

/** Where the dashboard opens one request: the link in the e-mail to staff (docs/quotes.md). */
export const inboxItemPath = (type: RequestType, id: string) => `/admin/inbox/${type}/${encodeURIComponent(id)}`;
