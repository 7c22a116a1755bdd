import { z } from 'zod';
import { email, phoneNumber, requiredText } from './common.ts';

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
