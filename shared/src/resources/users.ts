import { z } from 'zod';
import { ADMINS, INBOX_STAFF, ROLES } from '../auth/roles.ts';
import { EMAIL_MAX_LENGTH, deleteResult, email, text } from '../schemas/common.ts';
import { idParams, updateResult } from '../schemas/common.ts';
import { defineResource } from './define.ts';

const role = z.enum(ROLES);

/** `role` is present only for staff: admin, editor or sales (docs/spec.md §3, docs/security.md "Roles"). */
const user = z.object({
  _id: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  role: role.optional(),
});
export const adminCheckParams = z.strictObject({ email: text().min(1).max(EMAIL_MAX_LENGTH) });
const adminCheck = z.object({ isAdmin: z.boolean() });

/**
 * `GET /me`: who the caller is to the API, read afresh on every request. `can` names every call this person
 * may make beyond the public ones, as `<resource>.<operation>` (auth/permissions.ts): the dashboard's menus
 * and buttons follow it.
 */
const me = z.object({
  _id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: role.nullable(),
  can: z.array(z.string()),
});
/** A role to give (null takes the staff role away). */
const roleChange = z.strictObject({ role: role.nullable() });
/** Someone a request may be assigned to: a sales person or an admin. */
const assignee = z.object({ email: z.string(), displayName: z.string().nullable(), role: z.enum(INBOX_STAFF) });
/**
 * A role waiting for an e-mail's next verified sign-in. `invitedBy` is the inviting admin's e-mail, or
 * `admin:grant` for the command line's.
 */
const invitation = z.object({
  _id: z.string(),
  email: z.string(),
  role,
  invitedBy: z.string(),
  invitedAt: z.string(),
});
const invite = z.strictObject({ email: email().max(EMAIL_MAX_LENGTH), role });
/** `emailed`: whether the invitation e-mail was queued (the API sends e-mail only with SMTP_URL). */
const invited = z.object({ acknowledged: z.literal(true), insertedId: z.string(), emailed: z.boolean() });

export type User = z.infer<typeof user>;
export type AdminCheck = z.infer<typeof adminCheck>;
export type Me = z.infer<typeof me>;
export type Assignee = z.infer<typeof assignee>;
export type Invitation = z.infer<typeof invitation>;
export type Invite = z.infer<typeof invite>;

/** The invitations' paths. */
export const INVITATION_PATHS = { list: '/invitations', remove: '/invitations/:id' } as const;

/**
 * docs/spec.md §7 user calls, and the roles' (docs/security.md "Roles"). Users are never added through the API
 * (they appear when they first sign in, or claim an invitation) nor edited: a role is its own call, and delete
 * never removes yourself or the last admin.
 */
export const usersResource = defineResource({
  name: 'users',
  noun: 'user',
  record: user,
  list: {
    paths: ['/users'],
    access: ADMINS,
    // ?role=admin: one role's people, without downloading every user.
    filter: z.strictObject({ role: role.optional() }),
    fields: ['_id', 'displayName', 'email', 'role'],
  },
  remove: { path: '/delete-users/:id', guarded: true, access: ADMINS },
  calls: {
    promote: {
      method: 'PUT',
      path: '/users/:id',
      access: ADMINS,
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
    me: {
      method: 'GET',
      path: '/me',
      access: 'signed-in',
      summary: 'Who you are: your e-mail, name, role, and the calls you may make (can)',
      response: me,
    },
    setRole: {
      method: 'PUT',
      path: '/users/:id/role',
      access: ADMINS,
      summary: 'Give a user a role, change it, or take it away (null); never your own, never the last admin’s',
      params: idParams,
      body: roleChange,
      response: updateResult,
      failures: [409],
    },
    assignees: {
      method: 'GET',
      path: '/assignees',
      access: INBOX_STAFF,
      summary: 'The people a request may be assigned to: every sales person and admin',
      response: z.array(assignee),
    },
    invitations: {
      method: 'GET',
      path: INVITATION_PATHS.list,
      access: ADMINS,
      summary: 'Invitations waiting for their e-mail’s first sign-in, newest first',
      response: z.array(invitation),
    },
    invite: {
      method: 'POST',
      path: INVITATION_PATHS.list,
      access: ADMINS,
      summary:
        'Invite an e-mail to a role: the role waits for its first sign-in, and the person is e-mailed a sign-in link',
      body: invite,
      response: invited,
      failures: [409, 503],
    },
    withdrawInvitation: {
      method: 'DELETE',
      path: INVITATION_PATHS.remove,
      access: ADMINS,
      summary: 'Withdraw an invitation that is still waiting',
      params: idParams,
      response: deleteResult,
    },
  },
});
