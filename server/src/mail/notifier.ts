import type { Locale } from '@texbridge/shared/locales/locales';
import type { RequestType } from '@texbridge/shared/resources/pipeline';
import type { Db } from '../platform/database/client.ts';

/** What the e-mails about a new request say: who sent it, and what they asked for, line by line. */
export interface RequestSummary {
  type: RequestType;
  /** The request's `_id`, for the link into the dashboard. */
  id: string;
  /** An RFQ's reference, RFQ-2026-000123. */
  reference?: string;
  name: string;
  email: string;
  company?: string;
  /** The language the buyer wrote from, their acknowledgement's; the default locale when left out. */
  locale?: Locale;
  /** The request in plain text, one line each: its products and terms, or the message. */
  lines: string[];
}

/**
 * E-mail about new requests (docs/quotes.md): to staff (NOTIFY_EMAILS), and an acknowledgement to the
 * buyer. The request's route queues the e-mails in the request's own transaction, then wakes the sender
 * after the commit; sending never decides whether a request is stored.
 */
export interface Notifier {
  /** Whether SMTP_URL and NOTIFY_EMAILS are set: a new request's `notification` starts 'pending', else absent. */
  readonly enabled: boolean;
  /** Queues the request's e-mails in the caller's transaction (nothing when not enabled). */
  enqueue(tx: Db, request: RequestSummary): Promise<void>;
  /** Sends what is due, now: called after the request's transaction commits. */
  wake(): void;
  close(): Promise<void>;
}
