import { z } from 'zod';
import { email, phoneNumber, requiredText } from '../schemas/common.ts';
import { idParams } from '../schemas/common.ts';
import { ADMINS, INBOX_STAFF } from '../auth/roles.ts';
import { defineResource } from './define.ts';
import { followUpChange, followUpFields } from './pipeline.ts';
import { ENQUIRY_CREATE_PATH, ENQUIRY_MAX_LENGTH as MAX } from './enquiry-form.ts';

/**
 * The public contact form (docs/spec.md §2 "Contact enquiry form fields"). The site's form checks the same
 * rules with zod/mini (hosts/public features/enquiries/api/send-enquiry.ts); both read enquiry-form.ts.
 */
export const enquiryCreate = z.strictObject({
  user_name: requiredText(MAX.user_name),
  user_email: email().max(MAX.user_email),
  user_phone: phoneNumber.optional(),
  message: requiredText(MAX.message, 'many'),
});
/**
 * The follow-up every request carries (pipeline.ts), and `handled`, which the dashboard sent before the
 * pipeline: true moves a new enquiry to `replied`, false back to `new`. An empty body marks it handled.
 */
export const enquiryUpdate = z.strictObject({ ...followUpChange, handled: z.boolean().optional() });
const enquiry = enquiryCreate.extend({
  _id: z.string(),
  /** Whether it has left `new`. */
  handled: z.boolean(),
  createdAt: z.string(),
  ...followUpFields,
});

export type EnquiryCreate = z.infer<typeof enquiryCreate>;
export type Enquiry = z.infer<typeof enquiry>;

/** Every contact-form message is stored, so none is lost when e-mail delivery fails (README "The API"). */
export const enquiriesResource = defineResource({
  name: 'enquiries',
  noun: 'enquiry',
  record: enquiry,
  list: { paths: ['/enquiries'], access: INBOX_STAFF },
  create: {
    path: ENQUIRY_CREATE_PATH,
    body: enquiryCreate,
    access: 'public',
    rateLimited: true,
    defaults: (now) => ({ handled: false, status: 'new', notes: [], statusHistory: [], createdAt: now.toISOString() }),
  },
  update: { method: 'PATCH', path: '/enquiries/:id', body: enquiryUpdate, access: INBOX_STAFF },
  // Deleting a buyer's message, and its trash, are an admin's (docs/security.md, "Roles").
  remove: { path: '/delete-enquiries/:id', access: ADMINS },
  calls: {
    // Not the contract's `detail`, which is public: an enquiry is staff's alone (the inbox opens one).
    detail: {
      method: 'GET',
      path: '/enquiries/:id',
      access: INBOX_STAFF,
      summary: 'One enquiry, with its follow-up',
      params: idParams,
      response: enquiry,
    },
  },
});
