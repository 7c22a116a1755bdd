import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { base } from './columns.ts';

export const users = pgTable('users', {
  ...base,
  /**
   * Firebase uid, the owner of the row and of its role. A re-created account gets a new uid and never
   * inherits the old one's role. `pending:<email>` marks an admin:grant that nobody has claimed yet.
   */
  uid: text('uid').notNull().unique(),
  email: text('email').notNull().unique(),
  displayName: text('display_name'),
  role: text('role').$type<'admin'>(),
  /** Where the role came from: `ADMIN_EMAILS`, `admin:grant`, or `user:<_id>` of the admin who gave it. */
  roleGrantedBy: text('role_granted_by'),
  /** When this uid received (or, for an e-mail grant, claimed) the role. */
  roleGrantedAt: timestamp('role_granted_at', { withTimezone: true }),
});

/** Facts about the database itself, such as whether seed content was ever written. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
