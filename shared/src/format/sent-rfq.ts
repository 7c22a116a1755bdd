import type { RfqJson } from '../resources/rfq-form.ts';

/**
 * What the confirmation of a sent request for quotation repeats (docs/quotes.md, "Sent"): its reference,
 * each product with its quantity and unit, the company and the e-mail, and whether a receipt follows. Only
 * ever what this browser sent: the page's script keeps it in its history entry, and for a plain post the
 * render server puts it in a cookie of this browser, never behind a reference, which anyone can guess.
 * For the site's pages and its render server alike.
 */
export interface SentRfq {
  reference: string;
  company: string;
  email: string;
  /** A quantity as the API took it, a number (written out where it is shown). */
  lines: { title: string; quantity: number; unit: string }[];
  /** Lines left out of the summary (a plain post's cookie holds about 3 KB); the request has them all. */
  more: number;
  /** Whether the API e-mails the buyer a receipt (its answer's `receipt`). */
  receipt: boolean;
}

/** The summary of `rfq` as sent (the API took it, so every quantity is a number), with the API's answer. */
export function sentRfqOf(rfq: RfqJson, answer: { reference: string; receipt?: boolean | undefined }): SentRfq {
  return {
    reference: answer.reference,
    company: rfq.company.trim(),
    email: rfq.email.trim(),
    lines: rfq.lines.map((line) => ({
      title: line.title?.trim() || 'A product',
      quantity: Number(line.quantity),
      unit: line.unit,
    })),
    more: 0,
    // An API from before its answer said so promises nothing.
    receipt: answer.receipt === true,
  };
}
