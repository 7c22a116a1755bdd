/**
 * The staff's roles, declared once (docs/security.md, "Roles"): every call's `access` names the roles it admits,
 * and the server's check, the OpenAPI document, `GET /me`'s `can`, the dashboard's menus, the access-matrix test
 * and docs/security.md's table all read these lists.
 */

/** admin: everything. editor: the site's content and uploads. sales: the Inbox (enquiries and RFQs). */
export const ROLES = ['admin', 'editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The roles a call admits. An admin keeps every role's powers, so every list starts with admin: the type
 * refuses one that leaves admin out.
 */
export type Staff = readonly ['admin', ...Role[]];

/** Users, the activity log, backups, and the trash of buyers' requests. */
export const ADMINS = ['admin'] as const satisfies Staff;
/** Products, news, about, sliders, contacts, privacy and reviews: add, edit, delete, history, trash; uploads. */
export const CONTENT_STAFF = ['admin', 'editor'] as const satisfies Staff;
/** Enquiries and RFQs: read, change status, assign, note, CSV export. */
export const INBOX_STAFF = ['admin', 'sales'] as const satisfies Staff;

/** What each role is for, in a sentence's words: the invitation e-mail and docs/security.md's table say it. */
export const ROLE_JOBS: Readonly<Record<Role, string>> = {
  admin: 'everything: the content, the Inbox, Users, Activity and backups',
  editor: 'the site’s content: products, news, about, sliders, contacts, privacy and reviews, and their images',
  sales: 'the Inbox: enquiries and RFQs, their status, assignees, notes and CSV export',
};

/** Who may make a call: anyone, any signed-in account, or the staff of the roles it names. */
export type Access = 'public' | 'signed-in' | Staff;

/** Whether a call is for staff: it names roles. */
export const isStaffAccess = (access: Access): access is Staff => typeof access !== 'string';

/** Whether an account of `role` (null: signed in, no role) may make a call of `access`. */
export const admits = (access: Access, role: Role | null | undefined): boolean =>
  isStaffAccess(access) ? role != null && access.includes(role) : true;

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** "an admin", "an editor", "a sales person": a role as a sentence names one holder of it. */
export const someoneWith = (role: Role) => (role === 'sales' ? 'a sales person' : `an ${role}`);

/** "admin, editor or sales". */
export const orList = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/** The roles as a 400 names them. */
export const ROLE_NAMES = orList(ROLES.map((role) => `"${role}"`));

/** What the activity log says of a role change (its `detail`): 'Role: editor → sales', 'Role: none → admin'. */
export const roleChangeDetail = (from: Role | null, to: Role | null) => `Role: ${from ?? 'none'} → ${to ?? 'none'}`;

/** What the activity log says of an invitation (its `detail`). */
export const invitationDetail = (role: Role) => `Invited as ${role}`;
