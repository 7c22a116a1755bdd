import { inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@texbridge/shared/locales/locales';
import { RFQ_HONEYPOT, RFQ_TOKEN_FIELD } from '@texbridge/shared/resources/rfq-form';
import { storedLines } from '@texbridge/shared/resources/rfq-stored-line';
import type { RfqLine, RfqSent } from '@texbridge/shared/resources/rfqs';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../platform/database/client.ts';
import { newId } from '../platform/database/ids.ts';
import { products, rfqAttachments, rfqs } from '../platform/database/schema.ts';
import { HttpError } from '../platform/errors.ts';
import type { Attachment } from './rfq-attachments.ts';
import { rfqSummary } from './request-summary.ts';

/**
 * Each line as stored, with its product as it is now (one query for all of them): see shared storedLines,
 * which refuses a gone product or a unit that does not measure it.
 */
export async function linesOf(db: Db, lines: RfqSent['lines']): Promise<RfqLine[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const found = await db
    .select({ _id: products._id, title: products.title, category: products.category, moq: products.moq })
    .from(products)
    .where(inArray(products._id, ids));
  const byId = new Map(found.map((product) => [product._id, product]));
  const stored = storedLines(lines, (id) => byId.get(id));
  if ('refusal' in stored) throw new HttpError(400, stored.refusal);
  return stored.lines;
}

/** An optional text as stored: absent (NULL) when sent empty. */
const optional = (value: string | undefined) => (value ? value : null);

/**
 * Stores a request, its attachments and its e-mails in one transaction (docs/quotes.md), so none is kept
 * without the others, then wakes the sender once they are committed. Answers its id and reference.
 */
export async function storeRfq(
  { database, notifier }: Pick<AppContext, 'database' | 'notifier'>,
  sent: RfqSent,
  lines: RfqLine[],
  files: readonly Attachment[],
): Promise<{ insertedId: string; reference: string }> {
  const { [RFQ_HONEYPOT]: _honeypot, [RFQ_TOKEN_FIELD]: _token, lines: _sentLines, ...fields } = sent;
  const attachments = files.map(({ name, type, bytes }) => ({ name, type, bytes: bytes.length }));
  const _id = newId();
  const row = {
    _id,
    company: fields.company,
    name: fields.name,
    email: fields.email,
    phone: optional(fields.phone),
    country: fields.country,
    destination: optional(fields.destination),
    incoterm: fields.incoterm ?? null,
    requiredBy: fields.requiredBy ?? null,
    message: optional(fields.message),
    lines,
    locale: fields.locale ?? DEFAULT_LOCALE,
    attachments,
    status: 'new' as const,
    notes: [],
    notification: notifier.enabled ? ('pending' as const) : null,
  };
  const reference = await database.db.transaction(async (tx) => {
    const [stored] = await tx.insert(rfqs).values(row).returning({ reference: rfqs.reference });
    if (files.length > 0) {
      await tx
        .insert(rfqAttachments)
        .values(files.map((file, n) => ({ rfqId: _id, n, name: file.name, type: file.type, bytes: file.bytes })));
    }
    const summary = rfqSummary({ ...row, reference: stored!.reference });
    await notifier.enqueue(tx as unknown as Db, summary);
    return stored!.reference;
  });
  notifier.wake();
  return { insertedId: _id, reference };
}
