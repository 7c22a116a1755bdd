import { ApiError } from '@texbridge/shared/api/api-client';
import { ENQUIRY_FIELDS, type EnquiryFieldName } from '@texbridge/shared/resources/enquiry-form';

export { ENQUIRY_FIELDS };
export type EnquiryField = EnquiryFieldName;

const LABELS: Record<EnquiryField, string> = {
  user_name: 'Your name',
  user_email: 'E-mail',
  user_phone: 'Phone',
  message: 'Message',
};

const REQUIRED: Record<EnquiryField, string> = {
  user_name: 'Please enter your name.',
  user_email: 'Please enter your e-mail address.',
  user_phone: 'Please enter your phone number.',
  message: 'Please write your message.',
};

/**
 * The schema and the API both word problems after the field ("is required", "must be an e-mail
 * address"); this turns one into a sentence for the visitor, next to the field.
 */
export function enquiryFieldMessage(field: EnquiryField, problem: string): string {
  if (problem === 'is required') return REQUIRED[field];
  if (problem === 'must be an e-mail address') return 'Enter an e-mail address such as name@company.com.';
  // "must contain only digits, spaces and + ( ) - ." already ends its sentence.
  return `${LABELS[field]} ${problem}${problem.endsWith('.') ? '' : '.'}`;
}

export const NETWORK_FAILURE = 'We could not reach the server. Check your connection and send again.';
const TOO_MANY =
  'You have sent several messages in a short time. Please wait a few minutes and send again, or call or e-mail us directly.';

export interface EnquiryFailure {
  /** What the toast says: what went wrong and what to do. */
  toast: string;
  /** The API's per-field problems ("user_email must be an e-mail address"), to show next to each field. */
  fields: Partial<Record<EnquiryField, string>>;
}

/** Reads a failed send: the server's sentence, split per field when it names the form's fields. */
export function describeEnquiryFailure(error: unknown): EnquiryFailure {
  if (!(error instanceof ApiError)) return { toast: 'Your message was not sent. Please try again.', fields: {} };
  if (error.status === 0) return { toast: NETWORK_FAILURE, fields: {} };
  if (error.status === 429) return { toast: TOO_MANY, fields: {} };
  const fields: EnquiryFailure['fields'] = {};
  if (error.status === 400) {
    for (const part of error.message.split('; ')) {
      const field = ENQUIRY_FIELDS.find((name) => part.startsWith(`${name} `));
      if (field && !fields[field]) fields[field] = part.slice(field.length + 1);
    }
  }
  const toast = Object.keys(fields).length
    ? 'Your message was not sent. Please correct the highlighted fields and send again.'
    : `Your message was not sent. ${error.message}`;
  return { toast, fields };
}
