// No zod here: what the public site's quotation basket and /quote form need of the RFQ contract. The
// contract (rfqs.ts, classic zod, which the API validates with) and the site's form both take these from
// here, so a path, a cap or a sentence is changed once, and the basket stays free of classic zod
// (docs/performance.md). docs/quotes.md describes the whole flow.
import { readAmount } from '../format/amount.ts';
import type { Locale } from '../locales/locales.ts';
import { fill, RFQ_SENT_PHRASE } from '../locales/phrases.ts';
import { MOQ_UNITS } from './product-vocabulary.ts';
import { RFQ_LINES } from './rfq-lines.ts';

/** The API's RFQ paths. `start` gives out the signed token the form carries; `create` takes the form. */
export const RFQ_PATHS = {
  start: '/rfqs/start',
  create: '/rfqs',
  list: '/rfqs',
  detail: '/rfqs/:id',
  attachment: '/rfqs/:id/attachments/:n',
  csv: '/rfqs.csv',
} as const;

/** The Incoterms 2020 rules a buyer may ask for. */
export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** The currencies a target price may be in: those the agency's buyers and mills trade in. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY', 'HKD', 'JPY', 'INR', 'BDT', 'PKR', 'VND', 'TRY'] as const;

/** The units a line's quantity may be in: the units a product's MOQ is counted in. */
export const RFQ_UNITS = /* @__PURE__ */ MOQ_UNITS.map((unit) => unit.value);

/** The longest value each field takes, in characters, and the other caps of a request. */
export const RFQ_LIMITS = {
  company: 160,
  name: 120,
  email: 320,
  destination: 160,
  message: 5000,
  productTitle: 200,
  lines: RFQ_LINES,
  /** The largest quantity or price a line takes. */
  amountMax: 1_000_000_000,
  attachments: { count: 3, bytes: 5 * 1024 * 1024 },
  /** A form sent sooner than this after its page was given out is a robot's. */
  minFillSeconds: 3,
  /** A start token older than this is refused: the page has to be loaded again. */
  tokenMaxAgeHours: 24,
} as const;

/** What an attachment may be, by its bytes (never its name): a tech pack or a photo. */
export const RFQ_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The form's fields, as the plain (no-JavaScript) post names them and the API's errors name them. A line's
 * fields are `lines.<i>.<field>`, with i from 0.
 */
export const RFQ_FIELDS = [
  'company',
  'name',
  'email',
  'phone',
  'country',
  'destination',
  'incoterm',
  'requiredBy',
  'message',
] as const;
export type RfqFieldName = (typeof RFQ_FIELDS)[number];
/** The form's fields a buyer may leave blank: a blank one is left out of the request. */
const RFQ_OPTIONAL_FIELDS = [
  'phone',
  'destination',
  'incoterm',
  'requiredBy',
  'message',
] as const satisfies readonly RfqFieldName[];
type RfqOptionalField = (typeof RFQ_OPTIONAL_FIELDS)[number];
export const RFQ_LINE_FIELDS = ['productId', 'title', 'quantity', 'unit', 'targetPrice', 'currency'] as const;
export type RfqLineFieldName = (typeof RFQ_LINE_FIELDS)[number];

/** The honeypot: a field people never see, so never fill in, and form-filling robots do. */
export const RFQ_HONEYPOT = 'website';
/** The signed start token's field (`GET /rfqs/start`). */
export const RFQ_TOKEN_FIELD = 'startToken';
/** The multipart field that holds the request as JSON beside its attachments. */
export const RFQ_JSON_FIELD = 'rfq';
/** The multipart field of each attachment. */
export const RFQ_ATTACHMENT_FIELD = 'attachments';

/**
 * What a buyer typed, fit for one of the API's sentences: the site splits a refusal on '; ' and files each
 * part under the field it starts with (docs/quotes.md), so a sentence never carries one of its own.
 */
const typed = (text: string) => text.replace(/;/g, ',');

const BAD_TOKEN = 'is missing or not one this site gave out: load the quote page again, then send it';
const MEGABYTES = RFQ_LIMITS.attachments.bytes / 1024 / 1024;
/** The most bytes the `rfq` part of a multipart body takes: the longest request the field rules allow fits. */
export const RFQ_JSON_MAX_BYTES = 64 * 1024;

/**
 * The API's sentences about a whole request, written once: the server and the fake API answer with them.
 * Each starts with the field it is about, as every refusal of the API does.
 */
export const RFQ_MESSAGES = {
  honeypot: `${RFQ_HONEYPOT} must be left empty (it is there to catch robots)`,
  tooFast: `the form was sent too fast: wait ${RFQ_LIMITS.minFillSeconds} seconds after the page loads, then send it again`,
  /** The token's problem after its field's name, as the field rules word it (they add the name). */
  badTokenReason: BAD_TOKEN,
  badToken: `${RFQ_TOKEN_FIELD} ${BAD_TOKEN}`,
  expiredToken: `the form is more than ${RFQ_LIMITS.tokenMaxAgeHours} hours old: load the quote page again, then send it`,
  unknownProduct: (index: number, title: string | undefined) =>
    `lines.${index}: ${title ? `“${typed(title)}”` : 'this product'} is no longer in the catalogue, so remove it from the quote and send the rest`,
  unitNotFor: (index: number, title: string, units: readonly string[]) =>
    `lines.${index}.unit must be ${units.length === 1 ? units[0] : `${units.slice(0, -1).join(', ')} or ${units.at(-1)}`} for “${typed(title)}”`,
  attachmentCount: `${RFQ_ATTACHMENT_FIELD} must be at most ${RFQ_LIMITS.attachments.count} files`,
  attachmentSize: (name: string) => `${RFQ_ATTACHMENT_FIELD}: “${typed(name)}” is larger than ${MEGABYTES} MB`,
  attachmentType: (name: string) => `${RFQ_ATTACHMENT_FIELD}: “${typed(name)}” is not a PDF, JPEG, PNG or WebP file`,
  /** The multipart body's own problems: the site never sends them, other clients read which part is wrong. */
  jsonMissing: `${RFQ_JSON_FIELD} is required: the request as JSON, the first part of a multipart body`,
  jsonNotFirst: `${RFQ_JSON_FIELD} must be the first part of a multipart body, before any file`,
  jsonInvalid: `${RFQ_JSON_FIELD} is not valid JSON: it must be the request as a JSON object`,
  jsonTooLong: `${RFQ_JSON_FIELD} must be at most ${RFQ_JSON_MAX_BYTES / 1024} KB of JSON`,
  otherFields: `${RFQ_JSON_FIELD} must be the only field of a multipart body beside its ${RFQ_ATTACHMENT_FIELD}`,
  tooManyParts: `${RFQ_JSON_FIELD} and at most ${RFQ_LIMITS.attachments.count} ${RFQ_ATTACHMENT_FIELD} are all the parts a multipart body takes`,
} as const;

/** What a buyer reads once the request is stored, with its reference. */
export const RFQ_SENT = {
  heading: 'Request for quotation sent',
  text: (reference: string) => fill(RFQ_SENT_PHRASE, { reference }),
} as const;

/** A reference as buyers and staff quote it: RFQ-2026-000123. */
export const RFQ_REFERENCE_PATTERN = /^RFQ-\d{4}-\d{6,}$/;

/** The form's fields in a request: each of RFQ_FIELDS, the optional ones may be left out. */
type RfqFieldValues = { [Name in Exclude<RfqFieldName, RfqOptionalField>]: string } & {
  [Name in RfqOptionalField]?: string;
};

/** The request as the API takes it as JSON (rfqs.ts `rfqCreate`), typed without zod for the site. */
export interface RfqJson extends RfqFieldValues {
  lines: {
    productId: string;
    title?: string;
    quantity: number | string;
    unit: string;
    targetPrice?: number | string;
    currency?: string;
  }[];
  [RFQ_HONEYPOT]?: string;
  [RFQ_TOKEN_FIELD]: string;
  /** The language of the page the form is on (rfqs.ts `requestLocale`): the buyer's receipt is in it. */
  locale?: Locale;
}

/**
 * A number as typed, read with the buyer's decimal separator (format/amount.ts): a number when it reads as
 * one, else the text itself, for the form and the API to refuse by name with the same sentence.
 */
const amountOf = (value: string, locale: string | undefined) => {
  const reading = readAmount(value, locale);
  return 'value' in reading ? reading.value : value.trim();
};

/**
 * The request from a form's fields as posted (`lines.<i>.<field>` for each line): the browser's FormData
 * and the render server's parse of a plain post both go through this, so the two send the same JSON.
 * Blank optional fields are left out; what cannot be read is sent as typed, for the API to refuse by name.
 * `locale` is the buyer's language (the browser's, or a plain post's Accept-Language): it says whether
 * "2.500" is 2,500 or 2.5. `page` is the language of the page the form is on, given unless it is the default
 * (the API's default too), so the buyer's receipt is in the language they read the form in (docs/quotes.md).
 */
export function rfqFromFields(field: (name: string) => string, locale?: string, page?: Locale): RfqJson {
  const optional = (name: string) => field(name).trim() || undefined;
  const lines: RfqJson['lines'] = [];
  for (let i = 0; i <= RFQ_LIMITS.lines.max && field(`lines.${i}.productId`) !== ''; i++) {
    const at = (name: RfqLineFieldName) => field(`lines.${i}.${name}`);
    const price = at('targetPrice').trim();
    lines.push({
      productId: at('productId'),
      ...(at('title').trim() ? { title: at('title').trim() } : {}),
      quantity: amountOf(at('quantity'), locale),
      unit: at('unit'),
      ...(price ? { targetPrice: amountOf(price, locale), currency: at('currency') || undefined } : {}),
    });
  }
  const rfq: RfqJson = {
    company: field('company'),
    name: field('name'),
    email: field('email').trim(),
    country: field('country'),
    lines,
    [RFQ_TOKEN_FIELD]: field(RFQ_TOKEN_FIELD),
  };
  for (const name of RFQ_OPTIONAL_FIELDS) {
    const value = optional(name);
    if (value !== undefined) rfq[name] = name === 'message' ? field(name) : value;
  }
  if (field(RFQ_HONEYPOT) !== '') rfq[RFQ_HONEYPOT] = field(RFQ_HONEYPOT);
  if (page) rfq.locale = page;
  return JSON.parse(JSON.stringify(rfq)) as RfqJson;
}

/** A plain post to /quote the API refused, as the page is rendered again around it. */
export interface RefusedRfqPost {
  /** Every field as typed, by its form name (`company`, `lines.0.quantity` …). */
  values: Record<string, string>;
  /** The API's answer: its status (0: not reached) and its message, which names the field. */
  failure: { status: number; message: string };
  /** Files were attached: a browser cannot fill a file field again, so the page asks for them again. */
  hadAttachments: boolean;
}
