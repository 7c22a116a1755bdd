import { z } from 'zod';
import { text } from './common.ts';

/** `role` is present only for admins (docs/spec.md §3). */
export const user = z.object({
  _id: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  role: z.literal('admin').optional(),
});
export const adminCheckParams = z.strictObject({ email: text().min(1).max(320) });
export const adminCheck = z.object({ isAdmin: z.boolean() });

export type User = z.infer<typeof user>;
export type AdminCheck = z.infer<typeof adminCheck>;
