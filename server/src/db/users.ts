import { and, count, eq, isNull } from 'drizzle-orm';
import type { User } from '@texbridge/shared/schemas/user';
import type { VerifiedIdentity } from '../auth/token-verifier.ts';
import { HttpError } from '../lib/errors.ts';
import type { Db } from './client.ts';
import { newId } from './ids.ts';
import { users } from './schema.ts';
import { createStore } from './store.ts';

export type UserRow = typeof users.$inferSelect;

export interface UserPolicy {
  adminEmails: readonly string[];
  /** In production an ADMIN_EMAILS grant needs a verified e-mail; the emulator's accounts are never verified. */
  requireVerifiedForGrant: boolean;
}

export function createUsers(db: Db, policy: UserPolicy) {
  const store = createStore<User>(db, users);
  const granted = (identity: VerifiedIdentity) =>
    identity.email !== undefined &&
    policy.adminEmails.includes(identity.email) &&
    (identity.emailVerified || !policy.requireVerifiedForGrant);

  async function find(identity: VerifiedIdentity) {
    const [byUid] = await db.select().from(users).where(eq(users.uid, identity.uid)).limit(1);
    if (byUid || !identity.email) return byUid;
    const [byEmail] = await db.select().from(users).where(eq(users.email, identity.email)).limit(1);
    return byEmail;
  }

  return {
    ...store,

    /**
     * The caller's row, created on first sight. An account re-created with the same e-mail gets a new
     * uid from Firebase; e-mail is unique per Firebase project, so the row follows the e-mail.
     */
    async sync(identity: VerifiedIdentity & { email: string }): Promise<UserRow> {
      const wantsAdmin = granted(identity);
      for (let attempt = 0; attempt < 3; attempt++) {
        const row = await find(identity);
        if (!row) {
          const inserted = await db
            .insert(users)
            .values({
              _id: newId(),
              uid: identity.uid,
              email: identity.email,
              displayName: identity.displayName ?? null,
              role: wantsAdmin ? 'admin' : null,
            })
            .onConflictDoNothing()
            .returning();
          if (inserted[0]) return inserted[0];
          continue; // a parallel first request inserted it: read it back
        }
        const patch: Partial<UserRow> = {};
        if (row.uid !== identity.uid) patch.uid = identity.uid;
        if (row.email !== identity.email) patch.email = identity.email;
        if (identity.displayName && row.displayName !== identity.displayName) patch.displayName = identity.displayName;
        if (wantsAdmin && row.role !== 'admin') patch.role = 'admin';
        if (Object.keys(patch).length === 0) return row;
        const [updated] = await db
          .update(users)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(users._id, row._id))
          .returning();
        return updated ?? row;
      }
      throw new Error(`could not record the user ${identity.email}`);
    },

    /** An admin-to-be who has not signed in yet: the row waits under their e-mail until `sync` meets them. */
    async preGrant(email: string) {
      await db
        .insert(users)
        .values({ _id: newId(), uid: `pending:${email}`, email, displayName: null, role: 'admin' })
        .onConflictDoNothing();
    },

    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },

    async makeAdmin(id: string) {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users._id, id)).limit(1);
      if (!row) return { matchedCount: 0, modifiedCount: 0 };
      if (row.role === 'admin') return { matchedCount: 1, modifiedCount: 0 };
      const changed = await db
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(and(eq(users._id, id), isNull(users.role)))
        .returning({ _id: users._id });
      return { matchedCount: 1, modifiedCount: changed.length };
    },

    /** Deletes a user, never the caller and never the last admin, even when two admins delete each other at once. */
    async removeGuarded(id: string, callerId: string): Promise<number> {
      if (id === callerId) throw new HttpError(409, 'You cannot delete your own account.');
      return db.transaction(async (tx) => {
        // Locking the admin rows serialises concurrent deletions on PostgreSQL.
        const admins = await tx.select({ _id: users._id }).from(users).where(eq(users.role, 'admin')).for('update');
        const [target] = await tx.select({ role: users.role }).from(users).where(eq(users._id, id)).limit(1);
        if (!target) return 0;
        if (target.role === 'admin' && admins.length <= 1) {
          throw new HttpError(409, 'The last admin cannot be deleted; make another user admin first.');
        }
        const deleted = await tx.delete(users).where(eq(users._id, id)).returning({ _id: users._id });
        return deleted.length;
      });
    },

    async adminCount() {
      const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, 'admin'));
      return row?.total ?? 0;
    },
  };
}

export type Users = ReturnType<typeof createUsers>;

/** The API's view of a user row: `role` only when admin (SPEC.md §3). */
export function toUser(row: UserRow): User {
  return {
    _id: row._id,
    displayName: row.displayName,
    email: row.email,
    ...(row.role === 'admin' ? { role: 'admin' as const } : {}),
  };
}
