import { and, count, eq, sql } from 'drizzle-orm';
import { messages } from '@texbridge/shared/api/messages';
import type { Role } from '@texbridge/shared/auth/roles';
import type { User } from '@texbridge/shared/resources/users';
import type { VerifiedIdentity } from './token-verifier.ts';
import { HttpError } from '../platform/errors.ts';
import type { Db } from '../platform/database/client.ts';
import { newId } from '../platform/database/ids.ts';
import { invitations, users } from '../platform/database/schema.ts';
import { createStore } from '../platform/database/store.ts';

export type UserRow = typeof users.$inferSelect;
type InvitationRow = typeof invitations.$inferSelect;

export interface UserPolicy {
  /** ADMIN_EMAILS, EDITOR_EMAILS, SALES_EMAILS: an address claims its role at a sign-in while it holds none. */
  adminEmails: readonly string[];
  editorEmails?: readonly string[];
  salesEmails?: readonly string[];
  /**
   * An e-mail grant (the lists above, an invitation) is claimed only by a token whose e-mail is verified. Off
   * only with the Auth emulator outside production, whose accounts are never verified.
   */
  requireVerifiedForGrant: boolean;
}

/** The variable that gives each role by e-mail. */
export const ROLE_VARIABLES: Readonly<Record<Role, string>> = {
  admin: 'ADMIN_EMAILS',
  editor: 'EDITOR_EMAILS',
  sales: 'SALES_EMAILS',
};

const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === UNIQUE_VIOLATION ||
  (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;

const roleAccount = (role: Role) => `${role === 'sales' ? 'a' : 'an'} ${role} account`;

/** An invitation (or admin:grant) waits for this e-mail, but the token's e-mail is not verified. */
const waiting = (role: Role, email: string) =>
  new HttpError(
    409,
    `${role[0]!.toUpperCase()}${role.slice(1)} rights are waiting for ${email}, but this account's e-mail address is not verified. Verify it with the link Firebase sent, then sign in again.`,
  );

/** Why a signed-in account cannot have a row: its e-mail is recorded for a staff account of another uid. */
const collision = (other: UserRow, email: string) =>
  new HttpError(
    409,
    `${email} is recorded for ${roleAccount(other.role!)} that signed up earlier; a new account with the same address does not inherit its rights. Ask an admin to delete the old user under Users, then sign in again.`,
  );

/**
 * The rule: a role belongs to a uid. Rows are found by uid only. An e-mail grant (a role variable, an
 * invitation) is claimed by the uid whose verified token carries that e-mail, and the claim is recorded. A row
 * left under the e-mail by another uid is taken over only when it holds no role; a staff row is never handed
 * to a new uid but by a verified role variable's claim of that address.
 */
export function createUsers(db: Db, policy: UserPolicy) {
  const store = createStore<User>(db, users);
  const lists: [Role, readonly string[]][] = [
    ['admin', policy.adminEmails],
    ['editor', policy.editorEmails ?? []],
    ['sales', policy.salesEmails ?? []],
  ];
  /** The role a variable gives an e-mail, if any. */
  const listedRole = (email: string) => lists.find(([, emails]) => emails.includes(email))?.[0];
  const mayClaim = (identity: VerifiedIdentity) => identity.emailVerified || !policy.requireVerifiedForGrant;
  const listedGrant = (identity: VerifiedIdentity & { email: string }) => {
    const role = listedRole(identity.email);
    return role && mayClaim(identity) ? { role, grantedBy: ROLE_VARIABLES[role] } : undefined;
  };

  const byUid = async (q: Db, uid: string) => (await q.select().from(users).where(eq(users.uid, uid)).limit(1))[0];
  const byEmail = async (q: Db, email: string) =>
    (await q.select().from(users).where(eq(users.email, email)).limit(1))[0];
  const invitationOf = async (q: Db, email: string): Promise<InvitationRow | undefined> =>
    (await q.select().from(invitations).where(eq(invitations.email, email)).limit(1))[0];

  /**
   * Frees `email` for the caller's uid, or refuses; answers the grant the caller claims with it. Firebase gives
   * an address to one account at a time, so the other uid no longer has it: a member's row holds nothing and
   * goes; a staff row goes only to a verified role variable's claim of that address (the grant is the
   * address's, claimed anew, not inherited).
   */
  async function release(q: Db, identity: VerifiedIdentity & { email: string }, other: UserRow) {
    const grant = listedGrant(identity);
    if (other.role && !grant) throw collision(other, identity.email);
    await q.delete(users).where(eq(users._id, other._id));
    return grant;
  }

  async function syncOnce(q: Db, identity: VerifiedIdentity & { email: string }): Promise<UserRow> {
    const mine = await byUid(q, identity.uid);
    const other = mine?.email === identity.email ? undefined : await byEmail(q, identity.email);
    const claimed = other ? await release(q, identity, other) : undefined;
    const invitation = mine?.role ? undefined : await invitationOf(q, identity.email);
    if (invitation && !mayClaim(identity)) throw waiting(invitation.role, identity.email);
    const grant =
      claimed ??
      listedGrant(identity) ??
      (invitation ? { role: invitation.role, grantedBy: invitation.grantedBy } : undefined);
    const granted =
      grant && !mine?.role ? { role: grant.role, roleGrantedBy: grant.grantedBy, roleGrantedAt: new Date() } : {};
    // Claimed, or made moot by a role from elsewhere: the invitation is no longer waiting.
    if (invitation) await q.delete(invitations).where(eq(invitations._id, invitation._id));

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

  async function adminCount() {
    const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, 'admin'));
    return row?.total ?? 0;
  }

  return {
    ...store,

    /** The caller's row, created on first sight; see the rule above. */
    async sync(identity: VerifiedIdentity & { email: string }): Promise<UserRow> {
      for (let attempt = 0; ; attempt++) {
        try {
          const known = await byUid(db, identity.uid);
          // Most calls change nothing: answer them without a transaction. A member's row asks whether a
          // role waits for it (a variable, an invitation), so an invitation counts from the next request.
          if (
            known &&
            known.email === identity.email &&
            (!identity.displayName || known.displayName === identity.displayName)
          ) {
            if (known.role || (!listedGrant(identity) && !(await invitationOf(db, identity.email)))) return known;
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
     * `admin:grant`: the uid that holds the e-mail gets the role now; an e-mail nobody has signed in with gets
     * an invitation, claimed at its first verified sign-in. The last admin keeps the admin role.
     */
    async grantByEmail(email: string, role: Role = 'admin'): Promise<'granted' | 'pending'> {
      const row = await byEmail(db, email);
      if (row) {
        if (row.role === 'admin' && role !== 'admin' && (await adminCount()) <= 1) {
          throw new HttpError(409, messages.lastAdminRole);
        }
        if (row.role !== role) {
          await db
            .update(users)
            .set({ role, roleGrantedBy: 'admin:grant', roleGrantedAt: new Date(), updatedAt: new Date() })
            .where(eq(users._id, row._id));
        }
        return 'granted';
      }
      await db
        .insert(invitations)
        .values({ _id: newId(), email, role, grantedBy: 'admin:grant' })
        .onConflictDoUpdate({
          target: invitations.email,
          set: { role, grantedBy: 'admin:grant', invitedByEmail: null },
        });
      return 'pending';
    },

    /** Whether a variable gives this e-mail a role it would claim back at its next sign-in. */
    listedRole,

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
        .where(and(eq(users._id, id), sql`${users.role} is distinct from 'admin'`))
        .returning({ _id: users._id });
      return { matchedCount: 1, modifiedCount: changed.length };
    },

    /** Deletes a user, never the caller and never the last admin, even when two admins delete each other at once. */
    async removeGuarded(id: string, callerId: string): Promise<number> {
      if (id === callerId) throw new HttpError(409, messages.ownAccount);
      return db.transaction(async (tx) => {
        // Locking the admin rows serialises concurrent deletions on PostgreSQL.
        const admins = await tx.select({ _id: users._id }).from(users).where(eq(users.role, 'admin')).for('update');
        const [target] = await tx.select({ role: users.role }).from(users).where(eq(users._id, id)).limit(1);
        if (!target) return 0;
        if (target.role === 'admin' && admins.length <= 1) {
          throw new HttpError(409, messages.lastAdmin);
        }
        const deleted = await tx.delete(users).where(eq(users._id, id)).returning({ _id: users._id });
        return deleted.length;
      });
    },

    adminCount,
  };
}

export type Users = ReturnType<typeof createUsers>;
