import { z } from 'zod';
import { MAX_PAGE_LIMIT } from '../constants.ts';
import {
  EMAIL_PATTERN,
  fitsLines,
  hasNoNul,
  hasPhoneDigits,
  isWellFormed,
  type Lines,
  PHONE_CHARACTERS,
  PHONE_MAX_LENGTH,
  problems,
} from './field-rules.ts';

/**
 * PostgreSQL cannot store U+0000 in text or JSON; refused here, before a query can fail on it. It aborts
 * the string's other checks, so the NUL is the one complaint about a field that has one.
 */
const noNul = z.refine<string>(hasNoNul, { message: problems.nul, abort: true });
/** Refused like a NUL, and for the same reason: the database cannot keep it as sent. */
const noLoneSurrogate = z.refine<string>(isWellFormed, { message: problems.loneSurrogate, abort: true });

/**
 * Control characters, refused like a NUL (field-rules.ts, `Lines`): on one line, every one, line breaks
 * included, so that no value the API keeps starts a line of its own in an e-mail or a CSV row; in text
 * of several lines, all but line breaks and tabs.
 */
const fitting = {
  one: z.refine<string>((value) => fitsLines(value, 'one'), { message: problems.notOneLine, abort: true }),
  many: z.refine<string>((value) => fitsLines(value, 'many'), { message: problems.controlCharacter, abort: true }),
} as const;

/**
 * Every string the API reads starts here: ids, e-mails, URLs and free text alike. One line unless said
 * otherwise: only a message or a description is written with line breaks.
 */
export const text = (lines: Lines = 'one') => z.string().check(noNul, noLoneSurrogate, fitting[lines]);

/** Free text: trimmed, capped so that one request cannot store megabytes. */
export const requiredText = (max: number, lines: Lines = 'one') =>
  text(lines).trim().min(1, problems.required).max(max);
/** An edit may leave a field out, but may not blank one that an add requires. */
export const keptText = (max: number, lines: Lines = 'one') => requiredText(max, lines).optional();
export const optionalText = (max: number, lines: Lines = 'one') => text(lines).trim().max(max);

/**
 * A day, as YYYY-MM-DD. ISO 8601 has a year 0000; PostgreSQL's dates go from 1 BC to AD 1 without one,
 * so it is refused here rather than failing the query.
 */
export const isoDay = () => {
  const message = 'must be a date such as 2026-11-28';
  return z.iso.date({ message }).refine((value) => !value.startsWith('0000'), message);
};

/** The longest address a record keeps (a link, an image's, a map's). */
const URL_MAX_LENGTH = 2048;
/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 320;

/**
 * An image is either an absolute http(s) URL (an external host such as Cloudinary) or a
 * root-relative path our own `POST /uploads` returned; clients resolve the latter against the API URL.
 */
export const imageUrl = text()
  .trim()
  .max(URL_MAX_LENGTH)
  // An upload's name never starts with a dot: no '/uploads/..' or dotfiles.
  .regex(/^(https?:\/\/\S+|\/uploads\/(?!\.)[\w.-]+)$/, 'must be an http(s) URL or an /uploads/ path');

/** A button target: a site path such as /event, or an http(s) URL. Empty means no button. */
export const linkTarget = text()
  .trim()
  .max(URL_MAX_LENGTH)
  .regex(/^(|\/(?![/\\])\S*|https?:\/\/\S+)$/, 'must be a path such as /event or an http(s) URL');

/** Phone numbers are kept as typed: leading + and zeros, and the spaces, dashes, brackets and dots people write. */
const phone = text()
  .trim()
  .max(PHONE_MAX_LENGTH)
  // Letters are the one complaint about a number with letters: its digit count would only repeat it.
  .regex(PHONE_CHARACTERS, { message: problems.phoneCharacters, abort: true });

/**
 * A phone number someone types (the enquiry form, the contact desks): `phone`, plus 6 to 20 digits, so
 * '+880 1711' is not stored as a number nobody can call. Empty stays allowed; the fields are optional.
 */
export const phoneNumber = phone.refine(hasPhoneDigits, { message: problems.phoneDigits });

export const email = () => text().check(z.email({ pattern: EMAIL_PATTERN, message: problems.email }));
/** An e-mail field that a form may leave empty. */
export const optionalEmail = z.union([z.literal(''), email()]);
/** An embedded page's address: https only, so a record can never inject a javascript: frame. */
export const httpsUrl = () =>
  text()
    .max(URL_MAX_LENGTH)
    .check(z.url({ protocol: /^https$/, message: 'must be an https URL' }));

export const idParams = z.strictObject({ id: text().min(1).max(128) });

/** `?page=&limit=`: both optional; either one turns on paging and the X-Total-Count header. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
});

export const insertResult = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
/**
 * What a new request (an enquiry, an RFQ) answers: `receipt` is whether its sender is e-mailed a receipt,
 * which happens only where the API sends e-mail, so the page can say plainly whether one follows
 * (docs/quotes.md, "E-mail").
 */
export const receiptOf = z
  .boolean()
  .describe(
    'Whether the sender is e-mailed a receipt: true only when the API sends e-mail (SMTP_URL and NOTIFY_EMAILS)',
  );
export const requestReceived = insertResult.extend({ receipt: receiptOf });
export const updateResult = z.object({
  acknowledged: z.literal(true),
  matchedCount: z.number().int(),
  modifiedCount: z.number().int(),
});
export const deleteResult = z.object({ acknowledged: z.literal(true), deletedCount: z.number().int() });
export type InsertResult = z.infer<typeof insertResult>;
export type RequestReceived = z.infer<typeof requestReceived>;
export type UpdateResult = z.infer<typeof updateResult>;
export type DeleteResult = z.infer<typeof deleteResult>;

export const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;
