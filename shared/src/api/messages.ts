import { orList, someoneWith, type Role } from '../auth/roles.ts';

/**
 * The API's sentences for refusals that are not about one field, written once: the server answers with them
 * and the fake API of the front-end tests answers with the same words.
 */
export const messages = {
  noToken: 'Sign in first: send Authorization: Bearer <Firebase ID token>.',
  badToken: 'The sign-in token is invalid, expired or revoked; sign in again.',
  noEmail: 'The signed-in account has no e-mail address.',
  /** A signed-in caller whose role the call does not admit: who may (docs/security.md, "Roles"). */
  forbidden: (roles: readonly Role[]) => `Only ${orList(roles.map(someoneWith))} may do this.`,
  /** forbidden(['admin']), for a call only admins make. */
  notAdmin: 'Only an admin may do this.',
  ownEmailOnly: 'You may only ask about your own e-mail address.',
  ownAccount: 'You cannot delete your own account.',
  lastAdmin: 'The last admin cannot be deleted; make another user admin first.',
  lastAdminRole: 'The last admin cannot stop being an admin; make another user admin first.',
  ownRole: 'You cannot change your own role; ask another admin.',
  alreadyStaff: (email: string, role: Role) =>
    `${email} is already ${someoneWith(role)}; change their role under Users.`,
  alreadyInvited: (email: string, role: Role) =>
    `${email} is already invited as ${role}; withdraw that invitation first to invite them to another role.`,
  /** A role an environment variable gives (ADMIN_EMAILS…) comes back at the next sign-in unless it is removed there. */
  listedRole: (email: string, variable: string) =>
    `${email} is listed in ${variable}, which would give the role back at the next sign-in; remove it there first.`,
  notFound: (noun: string, id: string) => `No ${noun} with id ${id}.`,
  noRoute: (method: string, url: string) => `No route ${method} ${url}`,
  jsonOnly: 'send the body as JSON (Content-Type: application/json)',
  multipartOnly: 'send the file as multipart/form-data in a field named file',
  fileRequired: 'file is required (multipart field "file")',
  imageType: 'file must be a JPEG, PNG, WebP, GIF or AVIF image',
} as const;
