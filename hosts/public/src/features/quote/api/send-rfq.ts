import { RFQ_ATTACHMENT_FIELD, RFQ_JSON_FIELD, RFQ_PATHS, type RfqJson } from '@texbridge/shared/resources/rfq-form';
import { api } from '../../../config/runtime.ts';

export interface RfqSent {
  acknowledged: true;
  insertedId: string;
  reference: string;
  /** Whether the buyer is e-mailed a receipt (docs/quotes.md). */
  receipt: boolean;
}

/** POST /rfqs: JSON, or multipart with the request as JSON beside the files when there are any. */
export function sendRfq(rfq: RfqJson, files: readonly File[]): Promise<RfqSent> {
  if (files.length === 0) return api().post<RfqSent>(RFQ_PATHS.create, rfq);
  const body = new FormData();
  body.append(RFQ_JSON_FIELD, JSON.stringify(rfq));
  for (const file of files) body.append(RFQ_ATTACHMENT_FIELD, file, file.name);
  return api().post<RfqSent>(RFQ_PATHS.create, body);
}
