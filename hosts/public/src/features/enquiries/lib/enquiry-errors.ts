import { ApiError } from '@texbridge/shared/api/api-client';
import { ENQUIRY_FIELDS, type EnquiryFieldName } from '@texbridge/shared/resources/enquiry-form';
import { m } from '../../../paraglide/messages.js';

export { ENQUIRY_FIELDS };
export type EnquiryField = EnquiryFieldName;

// The messages themselves, said when a sentence is made: in the page's language (docs/adding-a-language.md).
const LABELS: Record<EnquiryField, () => string> = {
  user_name: m.contact_name,
  user_email: m.contact_email,
  user_phone: m.contact_phone_short,
  message: m.contact_message,
};

const REQUIRED: Record<EnquiryField, () => string> = {
  user_name: m.contact_required_name,
  user_email: m.contact_required_email,
  user_phone: m.contact_required_phone,
  message: m.contact_required_message,
};

/**
 * The schema and the API both word problems after the field ("is required", "must be an e-mail
 * address"); this turns one into a sentence for the visitor, next to the field.
 */
export function enquiryFieldMessage(field: EnquiryField, problem: string): string {
  if (problem === 'is required') return REQUIRED[field]();
  if (problem === 'must be an e-mail address') return m.form_email_example();
  // "must contain only digits, spaces and + ( ) - ." already ends its sentence.
  // The API's other problems are in its words (English) after the field's name in the page's language.
  return `${LABELS[field]()} ${problem}${problem.endsWith('.') ? '' : '.'}`;
}

/** The network failure's sentence in English, the catalogue's (an explicit locale: no page to ask here). */
export const NETWORK_FAILURE = m.form_network_failure({}, { locale: 'en' });

export interface EnquiryFailure {
  /** What the toast says: what went wrong and what to do. */
  toast: string;
  /** The API's per-field problems ("user_email must be an e-mail address"), to show next to each field. */
  fields: Partial<Record<EnquiryField, string>>;
}

/** Reads a failed send: the server's sentence, split per field when it names the form's fields. */
export function describeEnquiryFailure(error: unknown): EnquiryFailure {
  if (!(error instanceof ApiError)) return { toast: m.contact_not_sent(), fields: {} };
  if (error.status === 0) return { toast: m.form_network_failure(), fields: {} };
  if (error.status === 429) return { toast: m.contact_too_many(), fields: {} };
  const fields: EnquiryFailure['fields'] = {};
  if (error.status === 400) {
    for (const part of error.message.split('; ')) {
      const field = ENQUIRY_FIELDS.find((name) => part.startsWith(`${name} `));
      if (field && !fields[field]) fields[field] = part.slice(field.length + 1);
    }
  }
  const toast = Object.keys(fields).length
    ? m.contact_not_sent_fields()
    : m.contact_not_sent_reason({ reason: error.message });
  return { toast, fields };
}
