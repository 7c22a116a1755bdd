// No zod here, classic or mini: the API's schemas (classic zod, common.ts) and the public site's form
// schemas (zod/mini, a few KB instead of forty) both read their limits and words from this file, so a
// changed rule or sentence is one edit that reaches both.

/** How many digits a phone number someone types may have, the signs and spaces left out. */
export const PHONE_DIGITS = { min: 6, max: 20 } as const;

/** How the API and the forms word a field's problem, after the field's name ("user_email must be …"). */
export const problems = {
  required: 'is required',
  email: 'must be an e-mail address',
  nul: 'must not contain a NUL character',
  loneSurrogate: 'must not contain a broken character (half of a UTF-16 surrogate pair)',
  phoneCharacters: 'must contain only digits, spaces and + ( ) - .',
  phoneDigits: `must have ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits`,
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
export function unstorable(value: string): string | undefined {
  if (!hasNoNul(value)) return problems.nul;
  if (!isWellFormed(value)) return problems.loneSurrogate;
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
