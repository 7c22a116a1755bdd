// No zod here, classic or mini: the API's schemas (classic zod, common.ts) and the public site's form
// schemas (zod/mini, a few KB instead of forty) both read their limits and words from this file, so a
// changed rule or sentence is one edit that reaches both.

/** How many digits a phone number someone types may have, the signs and spaces left out. */
const PHONE_DIGITS = { min: 6, max: 20 } as const;

/** How the API and the forms word a field's problem, after the field's name ("user_email must be …"). */
export const problems = {
  required: 'is required',
  email: 'must be an e-mail address',
  nul: 'must not contain a NUL character',
  loneSurrogate: 'must not contain a broken character (half of a UTF-16 surrogate pair)',
  /** A single-line field (a name, a company, a title) with a line break, a tab or another control character. */
  notOneLine: 'must be one line, without line breaks or other control characters',
  /** A text of several lines (a message, a description) with a control character that is not a line break or tab. */
  controlCharacter: 'must not contain control characters other than line breaks and tabs',
  phoneCharacters: 'must contain only digits, spaces and + ( ) - .',
  phoneDigits: `must have ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits`,
  /** A field sent in a translation that is not translated (a number, a code, an image): docs/adding-a-language.md. */
  notTranslated: 'is the same in every language: send it without ?locale=',
  /** The API's describe-issue.ts words a too_big string the same way from zod's issue. */
  tooLong: (max: number) => `must be at most ${max} characters`,
} as const;

/**
 * What the API takes for an e-mail address: zod 4's default e-mail pattern (regexes.email), written here so
 * that a form can check it without zod. schemas.test.ts holds it equal to zod's.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's own source, kept character for character
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** PostgreSQL cannot store U+0000 in text or JSON. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * Half of a UTF-16 surrogate pair, alone. JSON can carry one ("\ud800") but UTF-8 cannot: PostgreSQL
 * refuses it in JSON, and a driver turns it into U+FFFD in text, changing what was sent.
 */
const LONE_SURROGATE = /\p{Cs}/u;
export const isWellFormed = (value: string) => !LONE_SURROGATE.test(value);

/** What keeps a string out of the database, if anything, in the words of `problems`. */
function unstorable(value: string): string | undefined {
  if (!hasNoNul(value)) return problems.nul;
  if (!isWellFormed(value)) return problems.loneSurrogate;
  return undefined;
}

/**
 * How many lines a piece of text may have. 'one' for what is shown or sent as one line (a name, a
 * company, a title, an address): what a buyer types there reaches e-mails, CSV rows and headings, where
 * a line break would start a line of their own making ("Subject: …" in the staff's e-mail). 'many' for
 * a message or a description, whose line breaks and tabs are the writer's.
 */
export type Lines = 'one' | 'many';

/* eslint-disable no-control-regex -- control characters are exactly what these find */
/**
 * C0 controls (tab, line feed and carriage return among them), DEL and C1 controls (NEL among them), and
 * Unicode's line and paragraph separators: whatever breaks a line, or hides in one.
 */
const BREAKS_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same, less what text of several lines is written with: tab, line feed, carriage return, the separators. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

/** Whether text holds no character its kind of field refuses (after NUL and broken characters). */
export const fitsLines = (value: string, lines: Lines) =>
  !(lines === 'one' ? BREAKS_A_LINE : CONTROL_IN_TEXT).test(value);

/** What is wrong with the characters of a text field, if anything, in the words of `problems`. */
export function characterProblem(value: string, lines: Lines): string | undefined {
  const problem = unstorable(value);
  if (problem) return problem;
  if (!fitsLines(value, lines)) return lines === 'one' ? problems.notOneLine : problems.controlCharacter;
  return undefined;
}

/** Phone numbers are kept as typed: leading + and zeros, and the spaces, dashes, brackets and dots people write. */
export const PHONE_CHARACTERS = /^[+().\d\s-]*$/;
export const PHONE_MAX_LENGTH = 40;

/** 6 to 20 digits, so '+880 1711' is not stored as a number nobody can call; empty stays allowed. */
export function hasPhoneDigits(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return value === '' || (digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max);
}
