import { z } from 'zod';
import { LOCALE_CODES, type Locale } from '../locales/locales.ts';
import { ambiguousAmount, readAmount } from '../format/amount.ts';
import { formatNumber } from '../format/number.ts';
import {
  email,
  idParams,
  optionalText,
  phoneNumber,
  receiptOf,
  requiredText,
  text,
  updateResult,
} from '../schemas/common.ts';
import { ADMINS, INBOX_STAFF } from '../auth/roles.ts';
import { defineResource } from './define.ts';
import {
  followUpFields,
  followUpUpdate,
  inboxPage,
  inboxQuery,
  INBOX_PATHS,
  newCount,
  PIPELINE_STATUSES,
} from './pipeline.ts';
import { COUNTRY_CODES } from './product-vocabulary.ts';
import {
  CURRENCIES,
  INCOTERMS,
  RFQ_ATTACHMENT_TYPES,
  RFQ_HONEYPOT,
  RFQ_LIMITS as MAX,
  RFQ_MESSAGES,
  RFQ_PATHS,
  RFQ_TOKEN_FIELD,
  RFQ_UNITS,
  type RfqFieldName,
  type RfqLineFieldName,
} from './rfq-form.ts';

const unit = z.enum(RFQ_UNITS as [RfqUnitValue, ...RfqUnitValue[]]);
type RfqUnitValue = (typeof RFQ_UNITS)[number];
/**
 * A quantity or price: a number, or the text a buyer typed, read as the form reads it (format/amount.ts)
 * without knowing their language, so "2,85" is 2.85 and a "2.500" that could be 2.5 or 2,500 is refused
 * with both readings, as the form refuses it.
 */
const amount = z
  .union([z.number(), z.string().max(40)], { message: 'must be a number' })
  .transform((typed, context) => {
    if (typeof typed === 'number') return typed;
    const reading = readAmount(typed);
    if ('value' in reading) return reading.value;
    context.addIssue({
      code: 'custom',
      message: 'ambiguous' in reading ? ambiguousAmount(reading.ambiguous, typed) : 'must be a number',
    });
    return z.NEVER;
  })
  .pipe(
    z
      .number()
      .positive('must be more than 0')
      .max(MAX.amountMax, `must be at most ${formatNumber(MAX.amountMax)}`),
  );

/** One product the buyer asks a price for. `title` is the name the basket knew it by, for a refusal's words. */
export const rfqLineCreate = z
  .strictObject({
    productId: text().trim().min(1, 'is required').max(128),
    title: optionalText(MAX.productTitle).optional(),
    quantity: amount,
    unit,
    targetPrice: amount.optional(),
    currency: z.enum(CURRENCIES).optional(),
  } satisfies Record<RfqLineFieldName, z.ZodType>)
  .refine((line) => line.targetPrice === undefined || line.currency !== undefined, {
    message: 'is required with a target price',
    path: ['currency'],
  });

/**
 * The language the buyer wrote from (the site's page: `/zh/quote` is `zh`): their acknowledgement is in it
 * (docs/quotes.md). Left out, the default locale.
 */
const requestLocale = z
  .enum(LOCALE_CODES as [Locale, ...Locale[]])
  .describe(`The language of the page the request was sent from: ${LOCALE_CODES.join(', ')}`);

/** Yesterday in UTC: the earliest required-by date a request may name, so a buyer a day behind UTC can name their today. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * The form's fields as the API takes them: each of RFQ_FIELDS (rfq-form.ts, which the form, its plain post and
 * the CSV read), no more and no fewer (`satisfies`), in its order.
 */
const fieldsCreate = {
  company: requiredText(MAX.company),
  name: requiredText(MAX.name),
  email: email().trim().max(MAX.email),
  phone: z.union([z.literal(''), phoneNumber]).optional(),
  country: z.enum(COUNTRY_CODES as [string, ...string[]], { message: 'must be a country code such as BD' }),
  destination: optionalText(MAX.destination).optional(),
  incoterm: z.enum(INCOTERMS).optional(),
  requiredBy: z.iso
    .date({ message: 'must be a date such as 2027-03-31' })
    .refine((value) => value >= yesterday(), 'must not be in the past')
    .optional(),
  message: optionalText(MAX.message, 'many').optional(),
} satisfies Record<RfqFieldName, z.ZodType>;

/** What the buyer sends: the JSON body, or the `rfq` field of a multipart body beside its attachments. */
export const rfqCreate = z.strictObject({
  ...fieldsCreate,
  lines: z
    .array(rfqLineCreate)
    .min(MAX.lines.min, 'must name at least one product')
    .max(MAX.lines.max, `must name at most ${MAX.lines.max} products`),
  [RFQ_HONEYPOT]: z.string().max(0, RFQ_MESSAGES.honeypot).optional(),
  [RFQ_TOKEN_FIELD]: text().min(1, RFQ_MESSAGES.badTokenReason).max(256),
  locale: requestLocale.optional(),
});
export type RfqCreate = z.input<typeof rfqCreate>;
/** A request as the API takes it once its fields are read: every amount a number. */
export type RfqSent = z.output<typeof rfqCreate>;

/** A line as stored: the product's title and MOQ when the request arrived, and whether the quantity is below it. */
const rfqLine = z.object({
  productId: z.string(),
  title: z.string(),
  quantity: z.number(),
  unit: z.string(),
  targetPrice: z.number().optional(),
  currency: z.string().optional(),
  moq: z.object({ value: z.number(), unit: z.string() }).optional(),
  belowMoq: z.boolean(),
});
export type RfqLine = z.infer<typeof rfqLine>;

/** An attachment as listed: its bytes are read from its own path (`RFQ_PATHS.attachment`, n from 0). */
const rfqAttachment = z.object({
  name: z.string(),
  type: z.enum(RFQ_ATTACHMENT_TYPES),
  bytes: z.number().int(),
});

/** The form's fields as a stored request has them: each of RFQ_FIELDS, in its order. */
const fieldsStored = {
  company: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  country: z.string(),
  destination: z.string().optional(),
  incoterm: z.enum(INCOTERMS).optional(),
  requiredBy: z.string().optional(),
  message: z.string().optional(),
} satisfies Record<RfqFieldName, z.ZodType>;

export const rfq = z.object({
  _id: z.string(),
  reference: z.string(),
  ...fieldsStored,
  lines: z.array(rfqLine),
  attachments: z.array(rfqAttachment),
  locale: requestLocale,
  createdAt: z.string(),
  ...followUpFields,
});
export type Rfq = z.infer<typeof rfq>;

const rfqSubmitted = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
  reference: z.string(),
  receipt: receiptOf,
});
const rfqStart = z.object({ [RFQ_TOKEN_FIELD]: z.string() });
const rfqListQuery = z.strictObject({ status: z.enum(PIPELINE_STATUSES).optional() });
const attachmentParams = idParams.extend({
  n: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX.attachments.count - 1),
});

/**
 * Requests for quotation (docs/quotes.md): a buyer's products with quantities and terms, sent from the
 * site's /quote form, and worked by staff in the dashboard's inbox beside the enquiries.
 */
export const rfqsResource = defineResource({
  name: 'rfqs',
  noun: 'RFQ',
  record: rfq,
  list: { paths: [RFQ_PATHS.list], access: INBOX_STAFF, filter: rfqListQuery },
  // Spam and duplicates: the inbox deletes a request, its attachments with it (rfq_attachments cascade).
  remove: { path: '/delete-rfqs/:id', access: ADMINS },
  calls: {
    start: {
      method: 'GET',
      path: RFQ_PATHS.start,
      access: 'public',
      summary: `A signed start token for the quote form (sent back as ${RFQ_TOKEN_FIELD})`,
      response: rfqStart,
    },
    submit: {
      method: 'POST',
      path: RFQ_PATHS.create,
      access: 'public',
      summary: `Ask for a quotation: JSON, or multipart/form-data with the request as JSON in “rfq” and up to ${MAX.attachments.count} files in “attachments”`,
      body: rfqCreate,
      response: rfqSubmitted,
      failures: [413, 415, 429],
    },
    detail: {
      method: 'GET',
      path: RFQ_PATHS.detail,
      access: INBOX_STAFF,
      summary: 'One RFQ, with its lines, attachments and follow-up',
      params: idParams,
      response: rfq,
    },
    followUp: {
      method: 'PATCH',
      path: RFQ_PATHS.detail,
      access: INBOX_STAFF,
      summary: 'Change an RFQ’s status or assignee, or add a note',
      params: idParams,
      body: followUpUpdate,
      response: updateResult,
    },
    attachment: {
      method: 'GET',
      path: RFQ_PATHS.attachment,
      access: INBOX_STAFF,
      summary: 'An RFQ’s attachment, as it was sent',
      params: attachmentParams,
      response: z.any(),
    },
    csv: {
      method: 'GET',
      path: RFQ_PATHS.csv,
      access: INBOX_STAFF,
      summary: 'Every RFQ (or those of one status) as CSV, one row per line',
      query: rfqListQuery,
      response: z.string(),
    },
    inbox: {
      method: 'GET',
      path: INBOX_PATHS.list,
      access: INBOX_STAFF,
      summary: 'Enquiries and RFQs together, newest first, by status, type and date',
      query: inboxQuery,
      response: inboxPage,
    },
    newCount: {
      method: 'GET',
      path: INBOX_PATHS.newCount,
      access: INBOX_STAFF,
      summary: 'How many enquiries and RFQs are new',
      response: newCount,
    },
  },
});
