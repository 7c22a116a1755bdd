import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_LIMIT } from '@texbridge/shared/constants';
import type { InboxItem, InboxQuery, NotificationState, PipelineStatus } from '@texbridge/shared/resources/pipeline';
import type { RfqLine } from '@texbridge/shared/resources/rfqs';
import type { Db } from '../platform/database/client.ts';
import { enquiries, rfqs } from '../platform/database/schema.ts';
import { quantityInWords } from './request-summary.ts';

/** How much of an enquiry's message the inbox shows. */
const SUMMARY_LENGTH = 140;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface InboxRow {
  type: 'enquiry' | 'rfq';
  id: string;
  reference: string | null;
  name: string;
  company: string | null;
  email: string;
  message: string | null;
  lines: RfqLine[] | null;
  created_at: string | Date;
  status: PipelineStatus;
  assignee: string | null;
  note_count: number;
  first_reply_at: string | Date | null;
  notification: NotificationState | null;
}

const shorten = (text: string) =>
  text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text;
/** An RFQ's products in a few words: "Combed Cotton Yarn Ne 30/1 × 5,000 kg; Single Jersey × 800 m". */
const productsOf = (lines: readonly RfqLine[]) => lines.map(quantityInWords).join('; ');
const iso = (value: string | Date) => new Date(value).toISOString();

function itemOf(row: InboxRow): InboxItem {
  const lines = row.lines ?? [];
  return {
    type: row.type,
    _id: row.id,
    ...(row.reference !== null && { reference: row.reference }),
    name: row.name,
    ...(row.company !== null && { company: row.company }),
    email: row.email,
    summary: shorten(row.type === 'rfq' ? productsOf(lines) : (row.message ?? '').replace(/\s+/g, ' ').trim()),
    ...(row.type === 'rfq' && { lineCount: lines.length }),
    createdAt: iso(row.created_at),
    status: row.status,
    ...(row.assignee !== null && { assignee: row.assignee }),
    noteCount: Number(row.note_count),
    ...(row.first_reply_at !== null && { firstReplyAt: iso(row.first_reply_at) }),
    ...(row.notification !== null && { notification: row.notification }),
  };
}

/**
 * The filters as a WHERE clause over one table: its status, its assignee, and the days it arrived in the caller's time
 * zone (`tz`, UTC by default, both ends included): staff in Dhaka mean Dhaka's day (docs/quotes.md).
 */
function whereOf(table: typeof enquiries | typeof rfqs, { status, assignee, from, to, tz = 'UTC' }: InboxQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (status) conditions.push(sql`${table.status} = ${status}`);
  if (assignee) conditions.push(sql`${table.assignee} = ${assignee.toLowerCase()}`);
  const arrived = sql`(${table.createdAt} at time zone ${tz})::date`;
  if (from) conditions.push(sql`${arrived} >= ${from}::date`);
  if (to) conditions.push(sql`${arrived} <= ${to}::date`);
  return sql.join(conditions, sql` and `);
}

/** The two kinds of request in the inbox's columns; the summary's text is cut short in SQL already. */
function selects(query: InboxQuery) {
  const parts: SQL[] = [];
  if (query.type !== 'rfq') {
    parts.push(sql`select 'enquiry' as type, ${enquiries._id} as id, null::text as reference, ${enquiries.user_name} as name,
      null::text as company, ${enquiries.user_email} as email, left(${enquiries.message}, ${SUMMARY_LENGTH * 2}) as message,
      null::jsonb as lines, ${enquiries.createdAt} as created_at, ${enquiries.seq} as seq, ${enquiries.status} as status,
      ${enquiries.assignee} as assignee, jsonb_array_length(${enquiries.notes}) as note_count,
      ${enquiries.firstReplyAt} as first_reply_at, ${enquiries.notification} as notification
      from ${enquiries} where ${whereOf(enquiries, query)}`);
  }
  if (query.type !== 'enquiry') {
    parts.push(sql`select 'rfq' as type, ${rfqs._id} as id, ${rfqs.reference} as reference, ${rfqs.name} as name,
      ${rfqs.company} as company, ${rfqs.email} as email, null::text as message, ${rfqs.lines} as lines,
      ${rfqs.createdAt} as created_at, ${rfqs.seq} as seq, ${rfqs.status} as status, ${rfqs.assignee} as assignee,
      jsonb_array_length(${rfqs.notes}) as note_count, ${rfqs.firstReplyAt} as first_reply_at,
      ${rfqs.notification} as notification
      from ${rfqs} where ${whereOf(rfqs, query)}`);
  }
  return parts;
}

/**
 * GET /inbox (docs/quotes.md): enquiries and RFQs together, newest first, one page read by a UNION ALL
 * with LIMIT and OFFSET, and how many there are in all.
 */
export async function inboxPage(db: Db, query: InboxQuery): Promise<{ items: InboxItem[]; total: number }> {
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  const offset = ((query.page ?? 1) - 1) * limit;
  const parts = selects(query);
  const counts = [
    ...(query.type !== 'rfq' ? [sql`(select count(*) from ${enquiries} where ${whereOf(enquiries, query)})`] : []),
    ...(query.type !== 'enquiry' ? [sql`(select count(*) from ${rfqs} where ${whereOf(rfqs, query)})`] : []),
  ];
  const [total] = rowsOf<{ total: number | string }>(
    await db.execute(sql`select (${sql.join(counts, sql` + `)})::int as total`),
  );
  const rows =
    Number(total?.total ?? 0) > offset
      ? rowsOf<InboxRow>(
          await db.execute(sql`select * from (${sql.join(parts, sql` union all `)}) as inbox
            order by created_at desc, seq desc, type limit ${limit} offset ${offset}`),
        )
      : [];
  return { items: rows.map(itemOf), total: Number(total?.total ?? 0) };
}

/** GET /inbox/new-count: the requests no one has answered yet, of both kinds. */
export async function newRequestCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(
      sql`select ((select count(*) from ${enquiries} where ${enquiries.status} = 'new') +
        (select count(*) from ${rfqs} where ${rfqs.status} = 'new'))::int as count`,
    ),
  );
  return Number(row?.count ?? 0);
}
