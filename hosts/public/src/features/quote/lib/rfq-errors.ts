import { ApiError } from '@texbridge/shared/api/api-client';
import { RFQ_HONEYPOT, RFQ_JSON_FIELD, RFQ_LIMITS, RFQ_TOKEN_FIELD } from '@texbridge/shared/resources/rfq-form';

const NETWORK_FAILURE = 'We could not reach the server. Check your connection and send again.';
const TOO_MANY =
  'You have sent several requests in a short time. Please wait a few minutes and send again, or e-mail us directly.';

/** A field's problem by its form name (`company`, `lines.0.quantity`, `attachments`). */
export type RfqProblems = Record<string, string>;

export interface RfqFailure {
  /** What the page says at the top: what went wrong and what to do. */
  summary: string;
  fields: RfqProblems;
}

/** Sentences that start with a word that is no control of the form: they go in the summary. */
const NOT_FIELDS = new Set([RFQ_TOKEN_FIELD, RFQ_HONEYPOT, RFQ_JSON_FIELD, 'the', 'body']);

/** A problem's field: the longest form name the API's sentence starts with (`lines.0.quantity` before `lines`). */
const FIELD = /^((?:lines\.\d+\.)?[A-Za-z]+|lines\.\d+)\b[: ]\s*/;

/**
 * Reads a refused request: the API's sentences (joined by '; '), each starting with the field it is about,
 * split per field so each shows beside its control. The rest (the form sent too fast, a stale page) is the
 * summary's, in the API's words.
 */
export function describeRfqFailure(error: unknown): RfqFailure {
  if (!(error instanceof ApiError)) return { summary: 'Your request was not sent. Please try again.', fields: {} };
  if (error.status === 0) return { summary: NETWORK_FAILURE, fields: {} };
  if (error.status === 429) return { summary: TOO_MANY, fields: {} };
  const fields: RfqProblems = {};
  const general: string[] = [];
  for (const part of error.message.split('; ')) {
    const match = FIELD.exec(part);
    const field = match?.[1];
    if (field && !NOT_FIELDS.has(field)) {
      fields[field] ??= part.slice(match[0].length);
    } else {
      general.push(part);
    }
  }
  const correct = Object.keys(fields).length > 0 ? 'Please correct the highlighted fields and send again.' : '';
  const summary = ['Your request was not sent.', ...general.map(sentence), correct].filter(Boolean).join(' ');
  return { summary, fields };
}

/** A problem as a sentence: a capital first, a full stop last. */
export const sentence = (text: string) => {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

const MEGABYTES = RFQ_LIMITS.attachments.bytes / 1024 / 1024;
const ACCEPTED = /\.(pdf|jpe?g|png|webp)$/i;

/** The files the buyer picked, checked as the API will (count, size, kind by name; the API reads their bytes). */
export function attachmentProblem(files: readonly File[]): string | undefined {
  if (files.length > RFQ_LIMITS.attachments.count) {
    return `Attach at most ${RFQ_LIMITS.attachments.count} files; you chose ${files.length}.`;
  }
  const large = files.find((file) => file.size > RFQ_LIMITS.attachments.bytes);
  if (large) return `${large.name} is larger than ${MEGABYTES} MB. Attach a smaller copy.`;
  const other = files.find((file) => !ACCEPTED.test(file.name));
  if (other) return `${other.name} is not a PDF, JPEG, PNG or WebP file.`;
  return undefined;
}
