// No zod, not even zod/mini: the form loads near the footer of every page and with Contact Us, and zod's
// core comes in a chunk it shares with /login's classic zod (~14 KB gzip). The rules, limits and words are
// the API's own, from the zod-free modules its `enquiryCreate` reads too; check-enquiry.test.ts gives this
// and the API's schema the same inputs and expects the same problems, in the same order.
import type { EnquiryCreate } from '@texbridge/shared/resources/enquiries';
import { ENQUIRY_MAX_LENGTH as MAX } from '@texbridge/shared/resources/enquiry-form';
import {
  characterProblem,
  EMAIL_PATTERN,
  hasPhoneDigits,
  type Lines,
  PHONE_CHARACTERS,
  PHONE_MAX_LENGTH,
  problems,
} from '@texbridge/shared/schemas/field-rules';
import type { EnquiryField } from './enquiry-errors.ts';

export type EnquiryValues = Record<EnquiryField, string>;

/** A field's value as it is sent, or what is wrong with it ("is required"), worded as the API words it. */
type Checked = { value: string; problems: string[] };

const tooLong = (value: string, max: number) => (value.length > max ? [problems.tooLong(max)] : []);

/**
 * A character the database cannot keep, or a control character the field does not take (a line break in a
 * name), ends a field's checks, as it does in the API's schema.
 */
const refusedCharacterIn = (value: string, lines: Lines = 'one'): Checked | undefined => {
  const problem = characterProblem(value, lines);
  return problem ? { value, problems: [problem] } : undefined;
};

// Each follows its schema in shared/src/schemas/common.ts; the text is trimmed after that check.
function requiredText(raw: string, max: number, lines: Lines = 'one'): Checked {
  const refused = refusedCharacterIn(raw, lines);
  if (refused) return refused;
  const value = raw.trim();
  return { value, problems: value === '' ? [problems.required] : tooLong(value, max) };
}

/** The API takes the e-mail as sent; the form trims it and calls an empty one required. */
function email(raw: string): Checked {
  const value = raw.trim();
  if (value === '') return { value, problems: [problems.required] };
  const refused = refusedCharacterIn(value);
  if (refused) return refused;
  const format = EMAIL_PATTERN.test(value) ? [] : [problems.email];
  return { value, problems: [...format, ...tooLong(value, MAX.user_email)] };
}

function phone(raw: string): Checked {
  const refused = refusedCharacterIn(raw);
  if (refused) return refused;
  const value = raw.trim();
  const found = tooLong(value, PHONE_MAX_LENGTH);
  // Letters are the one complaint about a number with letters: its digit count would only repeat it.
  if (!PHONE_CHARACTERS.test(value)) return { value, problems: [...found, problems.phoneCharacters] };
  if (!hasPhoneDigits(value)) found.push(problems.phoneDigits);
  return { value, problems: found };
}

export type EnquiryCheck =
  { ok: true; enquiry: EnquiryCreate } | { ok: false; problems: { field: EnquiryField; problem: string }[] };

/** The form's four fields, checked in the API's order. An empty phone is left out of what is sent. */
export function checkEnquiry(values: EnquiryValues): EnquiryCheck {
  const checked: Record<EnquiryField, Checked> = {
    user_name: requiredText(values.user_name, MAX.user_name),
    user_email: email(values.user_email),
    user_phone: phone(values.user_phone),
    message: requiredText(values.message, MAX.message, 'many'),
  };
  const found = Object.entries(checked).flatMap(([field, { problems: list }]) =>
    list.map((problem) => ({ field: field as EnquiryField, problem })),
  );
  if (found.length) return { ok: false, problems: found };
  const { user_name, user_email, user_phone, message } = checked;
  return {
    ok: true,
    enquiry: {
      user_name: user_name.value,
      user_email: user_email.value,
      ...(user_phone.value ? { user_phone: user_phone.value } : {}),
      message: message.value,
    },
  };
}
