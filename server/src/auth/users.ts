import { and, count, eq, isNull, notLike } from 'drizzle-orm';
import { messages } from '@texbridge/shared/api/messages';
import type { User } from '@texbridge/shared/resources/users';
import type { VerifiedIdentity } from './token-verifier.ts';
import { HttpError } from '../platform/errors.ts';
import type { Db } from '../platform/database/client.ts';
import { newId } from '../platform/database/ids.ts';
import { users } from '../platform/database/schema.ts';
import { createStore } from '../platform/database/store.ts';

export type UserRow = typeof users.$inferSelect;

export interface UserPolicy {
  adminEmails: readonly string[];
  /**
   * An e-mail grant (ADMIN_EMAILS, a pending admin:grant) is claimed only by a token whose e-mail is
   * verified. Off only with the Auth emulator outside production, whose accounts are never verified.
   */
  requireVerifiedForGrant: boolean;
}

/** The uid of a row that waits for its e-mail's first verified sign-in (`admin:grant` before it). */
const pendingUid = (email: string) => `pending:${email}`;
const isPending = (row: UserRow) => row.uid.startsWith('pending:');

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === UNIQUE_VIOLATION ||
  (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;

/**
 * Why a signed-in account cannot have a row: its e-mail is recorded for another uid whose row holds
 * something this account may not take over.
 */
function collision(other: UserRow, email: string): HttpError {
  if (isPending(other)) {
    return new HttpError(
      409,
      `Admin rights are waiting for ${email}, but this account's e-mail address is not verified. Verify it with the link Firebase sent, then sign in again.`,
    );
  }
  return new HttpError(
    409,
    `${email} is recorded for an admin account that signed up earlier; a new account with the same address does not inherit its rights. Ask an admin to delete the old user under Users, then sign in again.`,
  );
}

/**
 * The rule: a role belongs to a uid. Rows are found by uid only. An e-mail grant is claimed by the uid
 * whose verified token carries that e-mail, and the claim is recorded. A row left under the e-mail by
 * another uid is taken over only when it holds no role; an admin's row is never handed to a new uid.
 */
export function createUsers(db: Db, policy: UserPolicy) {
  const store = createStore<User>(db, users);
  const mayClaim = (identity: VerifiedIdentity) => identity.emailVerified || !policy.requireVerifiedForGrant;
  const listed = (identity: VerifiedIdentity & { email: string }) =>
    policy.adminEmails.includes(identity.email) && mayClaim(identity);
  const listedGrant = (identity: VerifiedIdentity & { email: string }) =>
    listed(identity) ? { role: 'admin' as const, grantedBy: 'ADMIN_EMAILS' } : undefined;

  const byUid = async (q: Db, uid: string) => (await q.select().from(users).where(eq(users.uid, uid)).limit(1))[0];
  const byEmail = async (q: Db, email: string) =>
    (await q.select().from(users).where(eq(users.email, email)).limit(1))[0];

  /**
   * Frees `email` for the caller's uid, or refuses; answers the grant the caller claims with it.
   * Firebase gives an address to one account at a time, so the other uid no longer has it: a member's
   * row holds nothing and goes; an admin's row goes only to a verified ADMIN_EMAILS claim of that address
   * (the grant is the address's, claimed anew, not inherited).
   */
  async function release(q: Db, identity: VerifiedIdentity & { email: string }, other: UserRow) {
    if (isPending(other)) {
      if (!mayClaim(identity)) throw collision(other, identity.email);
      await q.delete(users).where(eq(users._id, other._id));
      return { role: 'admin' as const, grantedBy: other.roleGrantedBy ?? 'admin:grant' };
    }
    const grant = listedGrant(identity);
    if (other.role === 'admin' && !grant) throw collision(other, identity.email);
    await q.delete(users).where(eq(users._id, other._id));
    return grant;
  }

  async function syncOnce(q: Db, identity: VerifiedIdentity & { email: string }): Promise<UserRow> {
    const mine = await byUid(q, identity.uid);
    const other = mine?.email === identity.email ? undefined : await byEmail(q, identity.email);
    const claimed = other ? await release(q, identity, other) : undefined;
    const grant = claimed ?? listedGrant(identity);
    const granted =
      grant && mine?.role !== 'admin'
        ? { role: grant.role, roleGrantedBy: grant.grantedBy, roleGrantedAt: new Date() }
        : {};

    if (!mine) {
      const [inserted] = await q
        .insert(users)
        .values({
          _id: newId(),
          uid: identity.uid,
          email: identity.email,
          displayName: identity.displayName ?? null,
          ...granted,
        })
        .returning();
      return inserted!;
    }
    const patch: Partial<UserRow> = { ...granted };
    if (mine.email !== identity.email) patch.email = identity.email;
    if (identity.displayName && mine.displayName !== identity.displayName) patch.displayName = identity.displayName;
    if (Object.keys(patch).length === 0) return mine;
    const [updated] = await q
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users._id, mine._id))
      .returning();
    return updated ?? mine;
  }

  return {
    ...store,

    /** The caller's row, created on first sight; see the rule above. */
    async sync(identity: VerifiedIdentity & { email: string }): Promise<UserRow> {
      for (let attempt = 0; ; attempt++) {
        try {
          const known = await byUid(db, identity.uid);
          // Most calls change nothing: answer them without a transaction.
          if (known && known.email === identity.email && (known.role === 'admin' || !listed(identity))) {
            if (!identity.displayName || known.displayName === identity.displayName) return known;
          }
          return await db.transaction((tx) => syncOnce(tx as unknown as Db, identity));
        } catch (error) {
          // A parallel first request inserted the row, or claimed the e-mail: read again.
          if (!isUniqueViolation(error)) throw error;
          if (attempt >= 2) {
            throw new HttpError(409, `${identity.email} is recorded for another account; sign in again in a moment.`);
          }
        }
      }
    },

    /**
     * `admin:grant`: the uid that holds the e-mail becomes an admin now; an e-mail nobody has signed
     * in with waits as a pending grant for its first verified sign-in.
     */
    async grantByEmail(email: string): Promise<'granted' | 'pending'> {
      const row = await byEmail(db, email);
      if (row) {
        if (row.role !== 'admin') {
          await db
            .update(users)
            .set({ role: 'admin', roleGrantedBy: 'admin:grant', roleGrantedAt: new Date(), updatedAt: new Date() })
            .where(eq(users._id, row._id));
        }
        return isPending(row) ? 'pending' : 'granted';
      }
      await db
        .insert(users)
        .values({
          _id: newId(),
          uid: pendingUid(email),
          email,
          displayName: null,
          role: 'admin',
          roleGrantedBy: 'admin:grant',
        })
        .onConflictDoNothing();
      return 'pending';
    },

    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },

    async makeAdmin(id: string, grantedBy: string) {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users._id, id)).limit(1);
      if (!row) return { matchedCount: 0, modifiedCount: 0 };
      if (row.role === 'admin') return { matchedCount: 1, modifiedCount: 0 };
      const changed = await db
        .update(users)
        .set({ role: 'admin', roleGrantedBy: grantedBy, roleGrantedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(users._id, id), isNull(users.role)))
        .returning({ _id: users._id });
      return { matchedCount: 1, modifiedCount: changed.length };
    },

    /** Deletes a user, never the caller and never the last admin, even when two admins delete each other at once. */
    async removeGuarded(id: string, callerId: string): Promise<number> {
      if (id === callerId) throw new HttpError(409, messages.ownAccount);
      return db.transaction(async (tx) => {
        // Locking the admin rows serialises concurrent deletions on PostgreSQL.
        const admins = await tx
          .select({ _id: users._id })
          .from(users)
          .where(and(eq(users.role, 'admin'), notLike(users.uid, 'pending:%')))
          .for('update');
        const [target] = await tx.select({ role: users.role }).from(users).where(eq(users._id, id)).limit(1);
        if (!target) return 0;
        if (target.role === 'admin' && admins.length <= 1) {
          throw new HttpError(409, messages.lastAdmin);
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
