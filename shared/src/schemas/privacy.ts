import { z } from 'zod';
import { optionalText, requiredText } from './common.ts';

export const privacyCreate = z.strictObject({
  title: requiredText(300),
  caption: requiredText(2000),
  privacy: requiredText(10_000),
  policy: requiredText(10_000),
  why: requiredText(10_000),
});
export const privacyUpdate = z.strictObject({
  title: optionalText(300).optional(),
  caption: optionalText(2000).optional(),
  privacy: optionalText(10_000).optional(),
  policy: optionalText(10_000).optional(),
  why: optionalText(10_000).optional(),
});
export const privacy = privacyCreate.extend({ _id: z.string() });

export type PrivacyCreate = z.infer<typeof privacyCreate>;
export type PrivacyUpdate = z.infer<typeof privacyUpdate>;
export type Privacy = z.infer<typeof privacy>;
