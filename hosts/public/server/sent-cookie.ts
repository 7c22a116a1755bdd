import { SENT_PAGES } from '@texbridge/shared/constants';
import { DEFAULT_LOCALE, type Locale } from '@texbridge/shared/locales/locales';
import { localePath } from '@texbridge/shared/locales/paths';
import type { SentRfq } from '@texbridge/shared/format/sent-rfq';
import { SENT_MESSAGE_MAX, type SentEnquiry } from '@texbridge/shared/format/sent-enquiry';
import { ENQUIRY_MAX_LENGTH } from '@texbridge/shared/resources/enquiry-form';
import { RFQ_LIMITS, RFQ_REFERENCE_PATTERN } from '@texbridge/shared/resources/rfq-form';

/**
 * What a form sent without JavaScript said, carried from its post to its confirmation page in a cookie of
 * the browser that sent it (docs/quotes.md): the page shows the buyer what they sent, and a reference in
 * an address, which anyone can guess, shows no one else anything. Each cookie goes to its own page alone
 * (Path), is out of scripts' reach (HttpOnly) and lasts a quarter of an hour. What comes back is checked
 * field by field, as anything a browser sends is; a forged one shows its sender only what they forged.
 */
const COOKIES = {
  rfq: { name: 'texbridge-sent-rfq', path: SENT_PAGES.rfq },
  enquiry: { name: 'texbridge-sent-message', path: SENT_PAGES.enquiry },
} as const;
type Kind = keyof typeof COOKIES;
type Sent = { rfq: SentRfq; enquiry: SentEnquiry };

const MAX_AGE_SECONDS = 15 * 60;
/** Browsers keep at least 4,096 bytes of a cookie, its name and attributes included. */
const VALUE_MAX = 3500;
/** A line's title in the summary: the whole one is in the request. */
const TITLE_SHOWN = 80;
const UNIT_MAX = 8;

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The Set-Cookie that keeps `sent` for its confirmation page, in the language it was sent from (`/zh/…`: a
 * cookie's Path holds its prefix); `secure` on an https site.
 */
export function sentCookie<K extends Kind>(
  kind: K,
  sent: Sent[K],
  secure: boolean,
  locale: Locale = DEFAULT_LOCALE,
): string {
  let value: Sent[K] = sent;
  if (kind === 'rfq') {
    const rfq = sent as SentRfq;
    const lines = rfq.lines.map((line) => ({
      ...line,
      title: line.title.length > TITLE_SHOWN ? `${line.title.slice(0, TITLE_SHOWN - 1)}…` : line.title,
    }));
    // The lines that fit; the rest are counted ("and 12 more").
    let shown = lines.length;
    while (shown > 0 && encode({ ...rfq, lines: lines.slice(0, shown) }).length > VALUE_MAX) shown--;
    value = { ...rfq, lines: lines.slice(0, shown), more: rfq.more + lines.length - shown } as Sent[K];
  }
  const { name, path } = COOKIES[kind];
  return `${name}=${encode(value)}; Path=${localePath(locale, path)}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each kind's summary from what a cookie held: its own fields alone, each checked, or nothing. */
const summaries: { [K in Kind]: (value: Record<string, unknown>) => Sent[K] | undefined } = {
  rfq: ({ reference, company, email, lines, more, receipt }) => {
    if (!isText(reference, 40) || !RFQ_REFERENCE_PATTERN.test(reference)) return undefined;
    if (!isText(company, RFQ_LIMITS.company) || !isText(email, RFQ_LIMITS.email)) return undefined;
    if (!Array.isArray(lines) || lines.length > RFQ_LIMITS.lines.max) return undefined;
    if (typeof more !== 'number' || !Number.isInteger(more) || more < 0 || more > RFQ_LIMITS.lines.max)
      return undefined;
    if (typeof receipt !== 'boolean') return undefined;
    const shown: SentRfq['lines'] = [];
    for (const line of lines as unknown[]) {
      if (!isRecord(line)) return undefined;
      const { title, quantity, unit } = line;
      const amount = typeof quantity === 'number' && quantity > 0 && quantity <= RFQ_LIMITS.amountMax;
      if (!isText(title, TITLE_SHOWN) || !amount || !isText(unit, UNIT_MAX)) return undefined;
      shown.push({ title, quantity, unit });
    }
    return { reference, company, email, lines: shown, more, receipt };
  },
  enquiry: ({ name, email, message, receipt }) =>
    isText(name, ENQUIRY_MAX_LENGTH.user_name) &&
    isText(email, ENQUIRY_MAX_LENGTH.user_email) &&
    isText(message, SENT_MESSAGE_MAX) &&
    typeof receipt === 'boolean'
      ? { name, email, message, receipt }
      : undefined,
};

/** What this browser's cookie says was sent, if it holds a summary of that kind as this server writes them. */
export function readSent<K extends Kind>(kind: K, cookieHeader: string | undefined): Sent[K] | undefined {
  const prefix = `${COOKIES[kind].name}=`;
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw || raw.length > VALUE_MAX) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  return isRecord(value) ? summaries[kind](value) : undefined;
}
