import { RFQ_CSV_COLUMNS, rfqCsvCells } from '../format/rfq-csv.ts';
import type { FollowUpUpdate, InboxItem, InboxQuery } from '../resources/pipeline.ts';
import type { Enquiry } from '../resources/enquiries.ts';
import type { Product } from '../resources/products.ts';
import { RFQ_HONEYPOT, RFQ_TOKEN_FIELD } from '../resources/rfq-form.ts';
import { storedLines } from '../resources/rfq-stored-line.ts';
import type { Rfq, RfqLine, RfqSent } from '../resources/rfqs.ts';
import { DEFAULT_PAGE_LIMIT } from '../constants.ts';

/**
 * The sales pipeline of docs/quotes.md as the fake API keeps it: a request's follow-up, the inbox over
 * enquiries and RFQs, a new RFQ as the API stores it, and the RFQ export. The fake API (fake-api.ts)
 * wires these to the contract's calls; nothing here reads a Request.
 */

type Row = { _id: string } & Record<string, unknown>;

/**
 * Applies a follow-up change as the API does: the status (and `firstReplyAt` the first time it leaves
 * `new`; a change of it kept in `statusHistory` with `by` and `at`), the assignee ('' clears it), a note
 * written by `by` at `at`. An enquiry's `handled` stays in step with its status; `handled` itself moves
 * a new enquiry to `replied`, or any back to `new`. Answers whether anything changed (the API's
 * modifiedCount).
 */
export function applyFollowUp(
  record: Row,
  change: FollowUpUpdate & { handled?: boolean },
  by: string,
  at: Date,
): boolean {
  const before = JSON.stringify(record);
  const { handled, status: asked, assignee, note } = change;
  let status = asked;
  if (status === undefined && handled !== undefined) {
    if (!handled) status = 'new';
    else if (record.status === 'new') status = 'replied';
  }
  if (status !== undefined) {
    if (status !== 'new' && record.firstReplyAt === undefined) record.firstReplyAt = at.toISOString();
    if (status !== record.status) {
      const change = { from: record.status, to: status, by, at: at.toISOString() };
      record.statusHistory = [...((record.statusHistory as unknown[] | undefined) ?? []), change];
    }
    record.status = status;
  }
  if (assignee === '') delete record.assignee;
  else if (assignee !== undefined) record.assignee = assignee;
  if (note !== undefined) {
    record.notes = [...((record.notes as unknown[] | undefined) ?? []), { text: note, by, at: at.toISOString() }];
  }
  if ('handled' in record) record.handled = record.status !== 'new';
  return JSON.stringify(record) !== before;
}

const SUMMARY_LENGTH = 140;
const shorten = (text: string) =>
  text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text;

/** An RFQ's products in a few words: "Combed Cotton Yarn (5000 kg), Single Jersey (800 m)". */
const linesSummary = (lines: readonly RfqLine[]) =>
  shorten(lines.map((line) => `${line.title} (${line.quantity} ${line.unit})`).join(', '));

const followUpOf = (row: Enquiry | Rfq) => ({
  createdAt: row.createdAt,
  status: row.status,
  noteCount: row.notes.length,
  ...(row.assignee !== undefined && { assignee: row.assignee }),
  ...(row.firstReplyAt !== undefined && { firstReplyAt: row.firstReplyAt }),
  ...(row.notification !== undefined && { notification: row.notification }),
});

const inboxItemOfEnquiry = (row: Enquiry): InboxItem => ({
  type: 'enquiry',
  _id: row._id,
  name: row.user_name,
  email: row.user_email,
  summary: shorten(row.message),
  ...followUpOf(row),
});

const inboxItemOfRfq = (row: Rfq): InboxItem => ({
  type: 'rfq',
  _id: row._id,
  reference: row.reference,
  name: row.name,
  company: row.company,
  email: row.email,
  summary: linesSummary(row.lines),
  lineCount: row.lines.length,
  ...followUpOf(row),
});

/** The day (YYYY-MM-DD) an instant falls on in a time zone, as PostgreSQL's `AT TIME ZONE` tells it. */
export function dayIn(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * GET /inbox: both kinds newest first, kept by status, type and the day each arrived (in `tz`, UTC by
 * default, both ends included), one page of them and the total.
 */
export function inboxPage(enquiries: readonly Enquiry[], rfqs: readonly Rfq[], query: InboxQuery) {
  const { status, type, assignee, from, to, tz = 'UTC', page = 1, limit = DEFAULT_PAGE_LIMIT } = query;
  const all: InboxItem[] = [
    ...(type === 'rfq' ? [] : enquiries.map(inboxItemOfEnquiry)),
    ...(type === 'enquiry' ? [] : rfqs.map(inboxItemOfRfq)),
  ];
  const kept = all
    .filter((item) => status === undefined || item.status === status)
    .filter((item) => assignee === undefined || item.assignee === assignee.toLowerCase())
    .filter((item) => {
      const day = dayIn(item.createdAt, tz);
      return (from === undefined || day >= from) && (to === undefined || day <= to);
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const start = (page - 1) * limit;
  return { items: kept.slice(start, start + limit), total: kept.length };
}

export const newRequestCount = (enquiries: readonly Enquiry[], rfqs: readonly Rfq[]) =>
  [...enquiries, ...rfqs].filter((row) => row.status === 'new').length;

/** The next reference of `now`'s year: one more than the highest stored, RFQ-2026-000001 for the first. */
export function nextReference(rfqs: readonly Rfq[], now: Date) {
  const year = now.getUTCFullYear();
  const prefix = `RFQ-${year}-`;
  const highest = Math.max(
    0,
    ...rfqs.filter((row) => row.reference.startsWith(prefix)).map((row) => Number(row.reference.slice(prefix.length))),
  );
  return `${prefix}${String(highest + 1).padStart(6, '0')}`;
}

/**
 * A request as the API stores it, or the sentence it refuses it with: its lines as shared storedLines
 * makes them, the API's own rule.
 */
export function storedRfq(
  sent: RfqSent,
  products: readonly Product[],
  made: { _id: string; reference: string; now: Date; attachments: Rfq['attachments'] },
): { record: Rfq } | { refusal: string } {
  const stored = storedLines(sent.lines, (id) => products.find((one) => one._id === id));
  if ('refusal' in stored) return stored;
  const { lines } = stored;
  const { [RFQ_HONEYPOT]: _honeypot, [RFQ_TOKEN_FIELD]: _token, lines: _lines, phone, ...fields } = sent;
  const record: Rfq = {
    ...fields,
    ...(phone ? { phone } : {}),
    _id: made._id,
    reference: made.reference,
    lines,
    attachments: made.attachments,
    createdAt: made.now.toISOString(),
    status: 'new',
    notes: [],
    statusHistory: [],
  } as Rfq;
  // Optional texts sent empty are stored as absent, as the API's NULLs are.
  for (const [key, value] of Object.entries(record))
    if (value === '' || value === undefined) delete (record as Row)[key];
  return { record };
}

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading = + - @ defused. */
const field = (value: unknown) => {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** GET /rfqs.csv: a header, then one row per line of each RFQ, newest first. */
export function rfqsCsv(rfqs: readonly Rfq[]) {
  const rows = rfqs.flatMap((rfq) => rfq.lines.map((line) => rfqCsvCells(rfq, line).map(field)));
  return [[...RFQ_CSV_COLUMNS], ...rows].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
