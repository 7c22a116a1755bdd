import { stringify } from 'csv-stringify/sync';
import { desc, eq } from 'drizzle-orm';
import { RFQ_CSV_COLUMNS, rfqCsvCells } from '@texbridge/shared/format/rfq-csv';
import type { PipelineStatus } from '@texbridge/shared/resources/pipeline';
import type { Rfq } from '@texbridge/shared/resources/rfqs';
import type { Db } from '../platform/database/client.ts';
import { rfqs } from '../platform/database/schema.ts';

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
  const records = rows.flatMap((row) => {
    // The record as the API answers it (ISO times, no NULLs), which the shared cells read.
    const rfq = JSON.parse(JSON.stringify(row), (_key, value: unknown) => value ?? undefined) as Rfq;
    return rfq.lines.map((line) => rfqCsvCells(rfq, line));
  });
  return stringify(records, { header: true, columns: [...RFQ_CSV_COLUMNS], escape_formulas: true, bom: true });
}

/** The export's file name: the day it was made, in UTC. */
export const rfqsCsvName = (now = new Date()) => `rfqs-${now.toISOString().slice(0, 10)}.csv`;
