import type { Rfq, RfqLine } from '../resources/rfqs.ts';

/** The RFQ export's columns, in order: one row per line, with its request's fields repeated (docs/quotes.md). */
export const RFQ_CSV_COLUMNS = [
  'reference',
  'received',
  'status',
  'company',
  'name',
  'email',
  'phone',
  'country',
  'destination',
  'incoterm',
  'requiredBy',
  'product',
  'productId',
  'quantity',
  'unit',
  'targetPrice',
  'currency',
  'belowMoq',
  'assignee',
  'firstReplyAt',
  'notes',
  'notification',
] as const;

export type RfqCsvCell = string | number | undefined;

/**
 * The notes column: every note, oldest first, as '<time> <author>: <text>', one to a line inside the one
 * cell (a line break in a quoted CSV cell stays in the cell). The cell starts with a time, so no note can
 * make it run as a formula.
 */
export const notesCell = (notes: Rfq['notes']) => notes.map(({ at, by, text }) => `${at} ${by}: ${text}`).join('\n');

/** One line of one RFQ as the export's cells, in RFQ_CSV_COLUMNS' order: the API and the fake API write these. */
export const rfqCsvCells = (rfq: Rfq, line: RfqLine): RfqCsvCell[] => [
  rfq.reference,
  rfq.createdAt,
  rfq.status,
  rfq.company,
  rfq.name,
  rfq.email,
  rfq.phone,
  rfq.country,
  rfq.destination,
  rfq.incoterm,
  rfq.requiredBy,
  line.title,
  line.productId,
  line.quantity,
  line.unit,
  line.targetPrice,
  line.currency,
  line.belowMoq ? 'yes' : 'no',
  rfq.assignee,
  rfq.firstReplyAt,
  notesCell(rfq.notes),
  rfq.notification,
];
