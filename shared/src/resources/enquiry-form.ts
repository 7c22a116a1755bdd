// No zod here: what the public site's enquiry form needs of the enquiries contract. The contract
// (enquiries.ts, classic zod, which the API validates with) and the form's zod/mini schema
// (hosts/public features/enquiries) both take these from here, so a path or a cap is changed once,
// and the form, which every page's footer loads, stays free of classic zod (docs/performance.md).
import { ENQUIRY_SENT_PHRASE } from '../locales/phrases.ts';

/** POST: anyone may send an enquiry. */
export const ENQUIRY_CREATE_PATH = '/enquiries';

/** The longest value each field of the contact enquiry form takes (docs/spec.md §2), in characters. */
export const ENQUIRY_MAX_LENGTH = {
  user_name: 120,
  user_email: 320,
  message: 5000,
} as const;

/** The form's fields, in the order the API checks them and the form shows them. */
export const ENQUIRY_FIELDS = ['user_name', 'user_email', 'user_phone', 'message'] as const;
export type EnquiryFieldName = (typeof ENQUIRY_FIELDS)[number];

/**
 * What a visitor reads once the enquiry is stored: docs/spec.md §7's toast, and the sentence under the
 * form. The site's render server shows the same two on its thank-you page, for a form sent without
 * JavaScript.
 */
export const ENQUIRY_SENT = {
  heading: 'We Will Reply Soon',
  text: ENQUIRY_SENT_PHRASE,
} as const;

/**
 * Without JavaScript the site's two enquiry forms are plain posts to the page they are on: this hidden
 * field says which of them was sent, so that a refused one comes back filled in, with the error.
 */
export const ENQUIRY_FORM_FIELD = 'enquiry_form';
export const ENQUIRY_FORMS = ['contact', 'footer'] as const;
export type EnquiryFormName = (typeof ENQUIRY_FORMS)[number];

/** A plain post the API refused (or could not be asked), as the page is rendered again around it. */
export interface RefusedEnquiryPost {
  form: EnquiryFormName;
  /** What the visitor typed, as sent. */
  values: Record<EnquiryFieldName, string>;
  /** The API's answer: its status (0: not reached) and its message, which names the fields. */
  failure: { status: number; message: string };
}
