import { RFQ_FIELDS, RFQ_LINE_FIELDS } from '../resources/rfq-form.ts';
import type { Rfq, RfqLine } from '../resources/rfqs.ts';

export type RfqCsvCell = string | number | undefined;

/**
 * The notes column: every note, oldest first, as '<time> <author>: <text>', one to a line inside the one
 * cell (a line break in a quoted CSV cell stays in the cell). The cell starts with a time, so no note can
 * make it run as a formula.
 */
const notesCell = (notes: Rfq['notes']) => notes.map(({ at, by, text }) => `${at} ${by}: ${text}`).join('\n');

type Column = readonly [header: string, cell: (rfq: Rfq, line: RfqLine) => RfqCsvCell];

/**
 * The RFQ export's columns, in order: one row per line, with its request's fields repeated (docs/quotes.md).
 * The form's fields (rfq-form.ts) come in the form's order under their own names, the message left out; a
 * line's title is its `product`.
 */
const COLUMNS: readonly Column[] = [
  ['reference', (rfq) => rfq.reference],
  ['received', (rfq) => rfq.createdAt],
  ['status', (rfq) => rfq.status],
  ...RFQ_FIELDS.filter((name) => name !== 'message').map((name): Column => [name, (rfq) => rfq[name]]),
  ['product', (_rfq, line) => line.title],
  ...RFQ_LINE_FIELDS.filter((name) => name !== 'title').map((name): Column => [name, (_rfq, line) => line[name]]),
  ['belowMoq', (_rfq, line) => (line.belowMoq ? 'yes' : 'no')],
  ['assignee', (rfq) => rfq.assignee],
  ['firstReplyAt', (rfq) => rfq.firstReplyAt],
  ['notes', (rfq) => notesCell(rfq.notes)],
  ['notification', (rfq) => rfq.notification],
];

/** The export's header row. */
export const RFQ_CSV_COLUMNS: readonly string[] = COLUMNS.map(([header]) => header);

/** One line of one RFQ as the export's cells, in RFQ_CSV_COLUMNS' order: the API and the fake API write these. */
export const rfqCsvCells = (rfq: Rfq, line: RfqLine): RfqCsvCell[] => COLUMNS.map(([, cell]) => cell(rfq, line));
