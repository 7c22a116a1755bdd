import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Locale } from '@texbridge/shared/locales/locales';
import type { NotificationState, PipelineStatus, StatusChange } from '@texbridge/shared/resources/pipeline';
import type { Incoterm, RFQ_ATTACHMENT_TYPES } from '@texbridge/shared/resources/rfq-form';
import type { RfqLine } from '@texbridge/shared/resources/rfqs';
import { base } from './columns.ts';

type RfqAttachmentType = (typeof RFQ_ATTACHMENT_TYPES)[number];

/**
 * The follow-up every request carries (shared/src/resources/pipeline.ts): where it is in the pipeline, who
 * looks after it, staff's notes, every change of its status, when it was first answered, and how the e-mail
 * to staff went (null: e-mail is not configured).
 */
const followUp = {
  status: text('status').$type<PipelineStatus>().notNull().default('new'),
  assignee: text('assignee'),
  notes: jsonb('notes').$type<{ text: string; by: string; at: string }[]>().notNull().default([]),
  statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull().default([]),
  firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
  notification: text('notification').$type<NotificationState>(),
};

export const enquiries = pgTable(
  'enquiries',
  {
    ...base,
    user_name: text('user_name').notNull(),
    user_email: text('user_email').notNull(),
    user_phone: text('user_phone'),
    message: text('message').notNull(),
    /** Kept equal to `status <> 'new'`, as the dashboard read it before the pipeline. */
    handled: boolean('handled').notNull().default(false),
    ...followUp,
  },
  (table) => [index('enquiries_status_seq_idx').on(table.status, table.seq)],
);

/**
 * Requests for quotation (docs/quotes.md). `reference` is numbered by its own sequence, so two requests
 * stored at once never share one; the year is the UTC year it arrived. The number is made by the SQL function
 * `rfq_reference()` (drizzle/0008_rfqs.sql), which reads the sequence once and pads it to at least six
 * digits, never cutting a longer one (RFQ-2026-000123, RFQ-2026-1000000).
 */
export const rfqs = pgTable(
  'rfqs',
  {
    ...base,
    reference: text('reference')
      .notNull()
      .unique()
      .default(sql`rfq_reference()`),
    company: text('company').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    country: text('country').notNull(),
    destination: text('destination'),
    incoterm: text('incoterm').$type<Incoterm>(),
    requiredBy: text('required_by'),
    message: text('message'),
    lines: jsonb('lines').$type<RfqLine[]>().notNull(),
    /** The language the buyer wrote from: their acknowledgement's (docs/quotes.md). */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    attachments: jsonb('attachments')
      .$type<{ name: string; type: RfqAttachmentType; bytes: number }[]>()
      .notNull()
      .default([]),
    ...followUp,
  },
  (table) => [index('rfqs_status_seq_idx').on(table.status, table.seq), index('rfqs_seq_idx').on(table.seq)],
);

/** bytea: an attachment's bytes, as sent. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * An RFQ's attachments, in the database beside the request, so they are stored in the request's own
 * transaction (never one without the other) and every API instance can answer them. No foreign key: a
 * deleted RFQ waits in the trash with its attachments still here, and they go when it is deleted for good
 * (history/trash.ts).
 */
export const rfqAttachments = pgTable(
  'rfq_attachments',
  {
    rfqId: text('rfq_id').notNull(),
    n: integer('n').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<RfqAttachmentType>().notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.rfqId, table.n] })],
);

/**
 * E-mails waiting to go out, and how each went (docs/quotes.md): written in the request's own transaction,
 * so a request is never stored without its notifications, then sent after the commit and retried with
 * backoff until the SMTP server takes them. `subject_*` names the request the inbox shows the state on.
 */
export const outbox = pgTable(
  'outbox',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * 'staff' (the dashboard shows its state), 'buyer' (the acknowledgement), 'assignee' (the request's alert
     * to the person it was assigned to, docs/quotes.md) or 'invitee' (an invitation to a role, docs/security.md
     * "Invitations").
     */
    audience: text('audience').$type<'staff' | 'buyer' | 'assignee' | 'invitee'>().notNull(),
    subjectTable: text('subject_table').$type<'rfqs' | 'enquiries' | 'invitations'>().notNull(),
    subjectId: text('subject_id').notNull(),
    to: jsonb('to').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    state: text('state').$type<NotificationState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} <> 'sent'`),
  ],
);
