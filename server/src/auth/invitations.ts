import { desc, eq } from 'drizzle-orm';
import { messages } from '@texbridge/shared/api/messages';
import { invitationDetail } from '@texbridge/shared/auth/roles';
import { usersResource, type Invitation, type Invite } from '@texbridge/shared/resources/users';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../platform/database/client.ts';
import { newId } from '../platform/database/ids.ts';
import { invitations, outbox, users } from '../platform/database/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { logActivity, type Who } from '../history/history.ts';
import { invitationMail } from '../mail/invitation-mail.ts';
import { dropUnsent } from '../mail/mail-outbox.ts';
import { isUniqueViolation } from './users.ts';

type InvitationRow = typeof invitations.$inferSelect;

const FIREBASE_UNREACHABLE =
  'Firebase could not make the sign-in link, so nothing was saved and no e-mail was sent; try again in a moment.';

/** An invitation as the API answers it. */
const answered = (row: InvitationRow): Invitation => ({
  _id: row._id,
  email: row.email,
  role: row.role,
  invitedBy: row.invitedByEmail ?? row.grantedBy,
  invitedAt: row.invitedAt.toISOString(),
});

/**
 * Invitations (docs/security.md, "Invitations"): an admin invites an e-mail to a role; the role waits for that
 * e-mail's next verified sign-in (users.ts claims it there), and the person is e-mailed a link to choose a
 * password, through the outbox that carries the e-mails about requests. Each invitation and withdrawal has its
 * line in the activity log, in the same transaction.
 */
export function createInvitations({ config, database, notifier, accounts }: AppContext) {
  const { db } = database;

  async function refuseTaken(q: Db, email: string) {
    const [staff] = await q.select({ role: users.role }).from(users).where(eq(users.email, email)).limit(1);
    if (staff?.role) throw new HttpError(409, messages.alreadyStaff(email, staff.role));
    const [waiting] = await q.select().from(invitations).where(eq(invitations.email, email)).limit(1);
    if (waiting) throw new HttpError(409, messages.alreadyInvited(email, waiting.role));
  }

  return {
    async list(): Promise<Invitation[]> {
      return (await db.select().from(invitations).orderBy(desc(invitations.invitedAt))).map(answered);
    },

    async invite(sent: Invite, by: { userId: string; who: Who }) {
      const email = sent.email.toLowerCase();
      await refuseTaken(db, email);
      // The link first: a Firebase that cannot be reached leaves nothing half done.
      let passwordLink: string | undefined;
      if (notifier.enabled) {
        try {
          passwordLink = await accounts.passwordLink(email);
        } catch {
          throw new HttpError(503, FIREBASE_UNREACHABLE);
        }
      }
      const _id = newId();
      try {
        await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          await refuseTaken(tx, email);
          await tx.insert(invitations).values({
            _id,
            email,
            role: sent.role,
            grantedBy: `user:${by.userId}`,
            invitedByEmail: by.who.email,
          });
          await logActivity(tx, by.who, {
            action: 'invite',
            resource: usersResource.name,
            recordId: _id,
            title: email,
            detail: invitationDetail(sent.role),
          });
          if (passwordLink) {
            const summary = { id: _id, email, role: sent.role, invitedBy: by.who.email, passwordLink };
            await tx.insert(outbox).values(invitationMail(config, summary));
          }
        });
      } catch (error) {
        // Two admins inviting one address at once: the second is told of the first.
        if (!isUniqueViolation(error)) throw error;
        await refuseTaken(db, email);
        throw error;
      }
      if (passwordLink) notifier.wake();
      return { acknowledged: true as const, insertedId: _id, emailed: passwordLink !== undefined };
    },

    /** Withdraws a waiting invitation, and its e-mail if it is not sent yet. */
    async withdraw(id: string, who: Who): Promise<number> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [gone] = await tx.delete(invitations).where(eq(invitations._id, id)).returning();
        if (!gone) return 0;
        await dropUnsent(tx, 'invitations', id);
        await logActivity(tx, who, {
          action: 'withdraw-invitation',
          resource: usersResource.name,
          recordId: id,
          title: gone.email,
          detail: invitationDetail(gone.role),
        });
        return 1;
      });
    },
  };
}
