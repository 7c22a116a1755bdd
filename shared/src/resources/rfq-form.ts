// No zod here: what the public site's quotation basket and /quote form need of the RFQ contract. The
// contract (rfqs.ts, classic zod, which the API validates with) and the site's form both take these from
// here, so a path, a cap or a sentence is changed once, and the basket stays free of classic zod
// (docs/performance.md). docs/quotes.md describes the whole flow.
import { MOQ_UNITS } from './product-vocabulary.ts';

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
export type Currency = (typeof CURRENCIES)[number];

/** The units a line's quantity may be in: the units a product's MOQ is counted in. */
export const RFQ_UNITS = MOQ_UNITS.map((unit) => unit.value);
export type RfqUnit = (typeof MOQ_UNITS)[number]['value'];

/** The longest value each field takes, in characters, and the other caps of a request. */
export const RFQ_LIMITS = {
  company: 160,
  name: 120,
  email: 320,
  destination: 160,
  message: 5000,
  productTitle: 200,
  lines: { min: 1, max: 50 },
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

/** The API's sentences about a whole request, written once: the server and the fake API answer with them. */
export const RFQ_MESSAGES = {
  honeypot: `${RFQ_HONEYPOT} must be left empty (it is there to catch robots)`,
  tooFast: `the form was sent too fast: wait ${RFQ_LIMITS.minFillSeconds} seconds after the page loads, then send it again`,
  badToken: `${RFQ_TOKEN_FIELD} is missing or not one this site gave out: load the quote page again, then send it`,
  expiredToken: `the form is more than ${RFQ_LIMITS.tokenMaxAgeHours} hours old: load the quote page again, then send it`,
  unknownProduct: (index: number, title: string | undefined) =>
    `lines.${index}: ${title ? `“${title}”` : 'this product'} is no longer in the catalogue; remove it from the quote and send the rest`,
  attachmentCount: `attach at most ${RFQ_LIMITS.attachments.count} files`,
  attachmentSize: (name: string) => `${name} is larger than ${RFQ_LIMITS.attachments.bytes / 1024 / 1024} MB`,
  attachmentType: (name: string) => `${name} is not a PDF, JPEG, PNG or WebP file`,
} as const;

/** What a buyer reads once the request is stored, with its reference. */
export const RFQ_SENT = {
  heading: 'Request for quotation sent',
  text: (reference: string) =>
    `Thank you. Your request ${reference} is with our sourcing team, and we will reply by e-mail soon.`,
} as const;

/** A reference as buyers and staff quote it: RFQ-2026-000123. */
export const RFQ_REFERENCE_PATTERN = /^RFQ-\d{4}-\d{6,}$/;
