import { ROLE_JOBS, someoneWith, type Role } from '@texbridge/shared/auth/roles';
import type { Config } from '../platform/config.ts';
import type { NewOutboxRow } from './mail-messages.ts';

/** What an invitation's e-mail needs to say. */
interface InvitationSummary {
  /** The invitation's `_id`: the outbox row's subject. */
  id: string;
  email: string;
  role: Role;
  /** The inviting admin's e-mail. */
  invitedBy: string;
  /** Firebase's link with which the invitee chooses a password (auth/firebase-accounts.ts). */
  passwordLink: string;
}

/** Where staff sign in: the dashboard's address sends a signed-out visitor to the sign-in page. */
const dashboardUrl = (config: Pick<Config, 'siteUrl'>) => `${config.siteUrl}/admin`;

/**
 * The e-mail that invites someone to a role (docs/security.md, "Invitations"), queued in the outbox like the
 * e-mails about requests, in the invitation's own transaction. It is sent in English, as the staff's e-mails are.
 */
export function invitationMail(
  config: Pick<Config, 'siteUrl' | 'siteName'>,
  invitation: InvitationSummary,
): NewOutboxRow {
  const { siteName } = config;
  const text = [
    'Hello,',
    '',
    `${invitation.invitedBy} has invited you to ${siteName}’s dashboard as ${someoneWith(invitation.role)}: ${ROLE_JOBS[invitation.role]}.`,
    '',
    'Choose your password with this link:',
    invitation.passwordLink,
    '',
    'Then sign in with this e-mail address at:',
    dashboardUrl(config),
    '',
    'If you have a password already, just sign in. If you did not expect this e-mail, you can ignore it.',
    '',
    siteName,
    config.siteUrl,
  ].join('\n');
  return {
    audience: 'invitee',
    subjectTable: 'invitations',
    subjectId: invitation.id,
    to: [invitation.email],
    subject: `You are invited to ${siteName}’s dashboard as ${invitation.role}`,
    text,
  };
}
