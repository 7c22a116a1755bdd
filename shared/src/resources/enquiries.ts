import { z } from 'zod';
import { email, phoneNumber, requiredText } from '../schemas/common.ts';
import { defineResource } from './define.ts';

/** The public contact form (docs/spec.md §2 "Contact enquiry form fields"). */
export const enquiryCreate = z.strictObject({
  user_name: requiredText(120),
  user_email: email().max(320),
  user_phone: phoneNumber.optional(),
  message: requiredText(5000),
});
export const enquiryUpdate = z.strictObject({ handled: z.boolean().default(true) });
export const enquiry = enquiryCreate.extend({
  _id: z.string(),
  handled: z.boolean(),
  createdAt: z.string(),
});

export type EnquiryCreate = z.infer<typeof enquiryCreate>;
export type Enquiry = z.infer<typeof enquiry>;

/** Every contact-form message is stored, so none is lost when e-mail delivery fails (README "The API"). */
export const enquiriesResource = defineResource({
  name: 'enquiries',
  noun: 'enquiry',
  record: enquiry,
  list: { paths: ['/enquiries'], access: 'admin' },
  create: {
    path: '/enquiries',
    body: enquiryCreate,
    access: 'public',
    rateLimited: true,
    defaults: (now) => ({ handled: false, createdAt: now.toISOString() }),
  },
  update: { method: 'PATCH', path: '/enquiries/:id', body: enquiryUpdate },
  remove: { path: '/delete-enquiries/:id' },
});
