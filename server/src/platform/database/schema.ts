import {
  type AnyPgColumn,
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
import { sql, type SQL } from 'drizzle-orm';
import type { ProductCategory } from '@texbridge/shared/constants';
import type { NotificationState, PipelineStatus, StatusChange } from '@texbridge/shared/resources/pipeline';
import type {
  ActivityAction,
  RevisedResource,
  RevisionAction,
  TrashedResource,
} from '@texbridge/shared/resources/history';
import type { Incoterm, RFQ_ATTACHMENT_TYPES } from '@texbridge/shared/resources/rfq-form';
import type { RfqLine } from '@texbridge/shared/resources/rfqs';

type RfqAttachmentType = (typeof RFQ_ATTACHMENT_TYPES)[number];
import { newsNames, newsText, productNames, productText, titleVectorOf, vectorOf } from './search-document.ts';

/**
 * Property names are the API's field names (docs/spec.md §3), so rows need no renaming on the way out.
 * `seq` orders lists newest first without ties; it and the timestamps never leave the server.
 */
/** PostgreSQL's full-text vector, as search stores it (docs/search.md). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What search reads of a row, kept beside it and computed by PostgreSQL on every write (stored generated
 * columns, from search-document.ts), so a search reads them instead of computing them per row. They never
 * leave the server (store.ts hides them).
 */
const searchColumns = (names: () => SQL, vector: () => SQL, title: () => SQL) => ({
  searchNames: text('search_names').generatedAlwaysAs(names),
  searchVector: tsvector('search_vector').generatedAlwaysAs(vector),
  searchTitle: tsvector('search_title').generatedAlwaysAs(title),
});

/**
 * A searched table's indexes: its vectors by word (GIN), and its rows newest first, which a search that
 * matches many rows walks until its page is full instead of reading every match (docs/search.md).
 */
const searchIndexes = (
  name: string,
  table: { seq: AnyPgColumn; searchVector: AnyPgColumn; searchTitle: AnyPgColumn },
) => [
  index(`${name}_seq_idx`).on(table.seq),
  index(`${name}_search_vector_idx`).using('gin', table.searchVector),
  index(`${name}_search_title_idx`).using('gin', table.searchTitle),
];

const base = {
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  _id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const sliders = pgTable('sliders', {
  ...base,
  title: text('title').notNull(),
  caption: text('caption').notNull(),
  link: text('link'),
  sliderImage: text('slider_image').notNull(),
});

export const aboutSections = pgTable('about_sections', {
  ...base,
  title: text('title').notNull(),
  paragraph: text('paragraph').notNull(),
  AboutImage: text('about_image').notNull(),
});

export const news = pgTable(
  'news',
  {
    ...base,
    title: text('title').notNull(),
    content: text('content').notNull(),
    day: integer('day').notNull(),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    newsImage: text('news_image').notNull(),
    ...searchColumns(
      (): SQL => newsNames(news),
      (): SQL => vectorOf(newsText(news)),
      (): SQL => titleVectorOf(news.title),
    ),
  },
  (table) => searchIndexes('news', table),
);

type Address<T extends string, A extends string> = Partial<Record<T | A, string>>;

export const contacts = pgTable('contacts', {
  ...base,
  add1: jsonb('add1').$type<{ addT1: string; add1: string }>().notNull(),
  add2: jsonb('add2').$type<Address<'addT2', 'add2'>>(),
  add3: jsonb('add3').$type<Address<'addT3', 'add3'>>(),
  add4: jsonb('add4').$type<Address<'addT4', 'add4'>>(),
  HR: jsonb('hr').$type<{ hrt?: string; hre?: string }>(),
  bd: jsonb('bd').$type<{ bdt?: string; bde?: string }>(),
  marketing: jsonb('marketing').$type<{ marketingT?: string; marketingE?: string }>(),
  supplyChain: text('supply_chain'),
  rnd: text('rnd'),
  commercial: text('commercial'),
  map: text('map'),
  whatsapp: text('whatsapp'),
  QR: text('qr').notNull(),
});

export const products = pgTable(
  'products',
  {
    ...base,
    title: text('title').notNull(),
    desc: text('description').notNull(),
    feature: jsonb('feature').$type<string[]>().notNull().default([]),
    composition: jsonb('composition').$type<string[]>().notNull().default([]),
    endUse: text('end_use').notNull(),
    background: text('background').notNull(),
    category: text('category').$type<ProductCategory>().notNull(),
    productImage: text('product_image').notNull(),
    moq: jsonb('moq').$type<{ value: number; unit: string }>(),
    leadTimeDays: integer('lead_time_days'),
    origin: text('origin'),
    sampleAvailable: boolean('sample_available'),
    hsCode: text('hs_code'),
    certifications: jsonb('certifications').$type<string[]>().notNull().default([]),
    fibres: jsonb('fibres').$type<{ fibre: string; percent: number }[]>().notNull().default([]),
    specs: jsonb('specs').$type<{ label: string; value: string; unit?: string }[]>().notNull().default([]),
    ...searchColumns(
      (): SQL => productNames(products),
      (): SQL => vectorOf(productText(products)),
      (): SQL => titleVectorOf(products.title),
    ),
  },
  (table) => [index('products_category_seq_idx').on(table.category, table.seq), ...searchIndexes('products', table)],
);

export const privacySections = pgTable('privacy_sections', {
  ...base,
  title: text('title').notNull(),
  caption: text('caption').notNull(),
  privacy: text('privacy').notNull(),
  policy: text('policy').notNull(),
  why: text('why').notNull(),
});

export const reviews = pgTable('reviews', {
  ...base,
  name: text('name').notNull(),
  comment: text('comment').notNull(),
  rate: integer('rate').notNull(),
  date: text('date').notNull(),
  photo: text('photo').notNull(),
});

export const users = pgTable('users', {
  ...base,
  /**
   * Firebase uid, the owner of the row and of its role. A re-created account gets a new uid and never
   * inherits the old one's role. `pending:<email>` marks an admin:grant that nobody has claimed yet.
   */
  uid: text('uid').notNull().unique(),
  email: text('email').notNull().unique(),
  displayName: text('display_name'),
  role: text('role').$type<'admin'>(),
  /** Where the role came from: `ADMIN_EMAILS`, `admin:grant`, or `user:<_id>` of the admin who gave it. */
  roleGrantedBy: text('role_granted_by'),
  /** When this uid received (or, for an e-mail grant, claimed) the role. */
  roleGrantedAt: timestamp('role_granted_at', { withTimezone: true }),
});

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
 * (lib/trash.ts).
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
    /** 'staff' (the dashboard shows its state) or 'buyer' (the acknowledgement). */
    audience: text('audience').$type<'staff' | 'buyer'>().notNull(),
    subjectTable: text('subject_table').$type<'rfqs' | 'enquiries'>().notNull(),
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

/** Facts about the database itself, such as whether seed content was ever written. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The words a search's typo is corrected to (docs/search.md): each word of the searched tables' names,
 * added by their triggers (migration 0006_search_words) as rows are written, and trigram-indexed.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);

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

/** The activity log (docs/history.md): one row per admin action, only ever added to. */
export const activity = pgTable(
  'activity',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email').notNull(),
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
