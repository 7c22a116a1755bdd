import { stringify } from 'csv-stringify/sync';
import { desc, eq } from 'drizzle-orm';
import type { PipelineStatus } from '@texbridge/shared/resources/pipeline';
import type { Db } from '../db/client.ts';
import { rfqs } from '../db/schema.ts';

/** The export's columns, in order: one row per line, with its request's fields repeated (docs/quotes.md). */
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

type Cell = string | number | null | undefined;

/**
 * Every RFQ (or those of one status), newest first, as CSV: a header, then one row per line. A cell that a
 * spreadsheet would run as a formula (= + - @, a tab or a carriage return first) is written with a quote
 * mark before it: buyers write these cells, staff open the file (csv-stringify's `escape_formulas`). The byte
 * order mark makes Excel read it as UTF-8.
 */
export async function rfqsCsv(db: Db, status: PipelineStatus | undefined): Promise<string> {
  const rows = await db
    .select()
    .from(rfqs)
    .where(status ? eq(rfqs.status, status) : undefined)
    .orderBy(desc(rfqs.seq));
  const records = rows.flatMap((rfq) =>
    rfq.lines.map((line): Cell[] => [
      rfq.reference,
      rfq.createdAt.toISOString(),
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
      rfq.firstReplyAt?.toISOString(),
      rfq.notes.length,
      rfq.notification,
    ]),
  );
  return stringify(records, { header: true, columns: [...RFQ_CSV_COLUMNS], escape_formulas: true, bom: true });
}

/** The export's file name: the day it was made, in UTC. */
export const rfqsCsvName = (now = new Date()) => `rfqs-${now.toISOString().slice(0, 10)}.csv`;
