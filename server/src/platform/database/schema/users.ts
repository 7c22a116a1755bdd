import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Role } from '@texbridge/shared/auth/roles';
import { base } from './columns.ts';

export const users = pgTable('users', {
  ...base,
  /**
   * Firebase uid, the owner of the row and of its role. A re-created account gets a new uid and never
   * inherits the old one's role. (`pending:<email>` marked an admin:grant before invitations; migration 0016
   * made each an invitation.)
   */
  uid: text('uid').notNull().unique(),
  email: text('email').notNull().unique(),
  displayName: text('display_name'),
  /** admin, editor or sales (shared/src/auth/roles.ts); null for an account with no staff role. */
  role: text('role').$type<Role>(),
  /**
   * Where the role came from: `ADMIN_EMAILS` (or `EDITOR_EMAILS`, `SALES_EMAILS`), `admin:grant`, or
   * `user:<_id>` of the admin who gave it or invited them.
   */
  roleGrantedBy: text('role_granted_by'),
  /** When this uid received (or, for an e-mail grant, claimed) the role. */
  roleGrantedAt: timestamp('role_granted_at', { withTimezone: true }),
});

/**
 * Roles waiting for an e-mail's next verified sign-in (docs/security.md, "Invitations"): an admin's invitation,
 * or `admin:grant` for an address nobody has signed in with. Claimed (and deleted) in the sign-in's transaction.
 */
export const invitations = pgTable('invitations', {
  _id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  role: text('role').$type<Role>().notNull(),
  /** As users.role_granted_by: `user:<_id>` of the inviting admin, or `admin:grant`. */
  grantedBy: text('granted_by').notNull(),
  /** The inviting admin's e-mail; null for admin:grant. */
  invitedByEmail: text('invited_by_email'),
  invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Facts about the database itself, such as whether seed content was ever written. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
