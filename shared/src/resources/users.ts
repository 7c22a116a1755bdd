import { z } from 'zod';
import { EMAIL_MAX_LENGTH, text } from '../schemas/common.ts';
import { idParams, updateResult } from '../schemas/common.ts';
import { defineResource } from './define.ts';

/** `role` is present only for admins (docs/spec.md §3). */
const user = z.object({
  _id: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  role: z.literal('admin').optional(),
});
export const adminCheckParams = z.strictObject({ email: text().min(1).max(EMAIL_MAX_LENGTH) });
const adminCheck = z.object({ isAdmin: z.boolean() });

export type User = z.infer<typeof user>;
export type AdminCheck = z.infer<typeof adminCheck>;

/**
 * docs/spec.md §7 user calls. Users are never added through the API (they appear when they first sign in)
 * nor edited: promotion is its own call, and delete never removes yourself or the last admin.
 */
export const usersResource = defineResource({
  name: 'users',
  noun: 'user',
  record: user,
  list: {
    paths: ['/users'],
    access: 'admin',
    // ?role=admin: the people a request may be assigned to, without downloading every user.
    filter: z.strictObject({ role: z.literal('admin').optional() }),
    fields: ['_id', 'displayName', 'email', 'role'],
  },
  remove: { path: '/delete-users/:id', guarded: true },
  calls: {
    promote: {
      method: 'PUT',
      path: '/users/:id',
      access: 'admin',
      summary: 'Make a user admin (no body)',
      params: idParams,
      response: updateResult,
    },
    adminCheck: {
      method: 'GET',
      path: '/admin/:email',
      access: 'signed-in',
      summary: "Whether an e-mail belongs to an admin: your own, or anyone's when you are an admin",
      params: adminCheckParams,
      response: adminCheck,
    },
  },
});
