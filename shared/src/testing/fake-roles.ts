import { messages } from '../api/messages.ts';
import { canOf } from '../auth/permissions.ts';
import { invitationDetail, roleChangeDetail, type Role } from '../auth/roles.ts';
import type { ActivityAction } from '../resources/history.ts';
import type { Assignee, Invitation, Invite, Me } from '../resources/users.ts';
import { errorResponse, json } from './fake-http.ts';
import type { HistoryCaller } from './fake-history.ts';

/* The fake API's roles and invitations (server/src/auth/role-routes.ts, invitation-routes.ts): its rules and sentences. */

type Row = { _id: string } & Record<string, unknown>;

interface RoleCallInput {
  rows: Row[];
  params: Record<string, string>;
  body: unknown;
  caller: HistoryCaller;
  request: Request;
}

interface RoleContext {
  db: Record<string, { _id: string }[]>;
  now: () => Date;
  newId: () => string;
  log: (
    request: Request,
    caller: HistoryCaller,
    action: ActivityAction,
    resource: string,
    row: Row,
    detail?: string,
  ) => void;
}

const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

export function fakeRoleAnswers({ db, now, newId, log }: RoleContext) {
  // A db made by hand (not createApiDb) gets the list it lacks.
  const invitations = ((db as unknown as { invitations?: Invitation[] }).invitations ??= []);
  const ownRow = (rows: Row[], caller: HistoryCaller) =>
    rows.find((row) => (caller._id ? row._id === caller._id : sameEmail(row.email, caller.email)));

  return {
    'users.me': ({ rows, caller }: RoleCallInput) => {
      const row = ownRow(rows, caller);
      const role = caller.role ?? null;
      return json({
        _id: row?._id ?? caller._id ?? `id-of-${caller.email}`,
        email: caller.email ?? '',
        displayName: (row?.displayName as string | null | undefined) ?? null,
        role,
        can: canOf(role),
      } satisfies Me);
    },
    'users.setRole': ({ rows, params: { id }, body, caller, request }: RoleCallInput) => {
      const found = rows.find((row) => row._id === id);
      if (!found) return errorResponse(404, messages.notFound('user', id!));
      if (found === ownRow(rows, caller)) return errorResponse(409, messages.ownRole);
      const before = (found.role as Role | undefined) ?? null;
      const { role } = body as { role: Role | null };
      const admins = rows.filter((row) => row.role === 'admin').length;
      if (before === 'admin' && role !== 'admin' && admins <= 1) return errorResponse(409, messages.lastAdminRole);
      if (before === role) return json({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
      if (role) found.role = role;
      else delete found.role;
      log(request, caller, 'role', 'users', { ...found, title: found.email }, roleChangeDetail(before, role));
      return json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    },
    'users.assignees': ({ rows }: RoleCallInput) =>
      json(
        rows
          .filter((row) => row.role === 'admin' || row.role === 'sales')
          .map((row) => ({ email: row.email, displayName: row.displayName ?? null, role: row.role }) as Assignee),
      ),
    'users.invitations': () => json(invitations),
    'users.invite': ({ rows, body, caller, request }: RoleCallInput) => {
      const { email, role } = body as Invite;
      const staff = rows.find((row) => sameEmail(row.email, email) && row.role);
      if (staff) return errorResponse(409, messages.alreadyStaff(email, staff.role as Role));
      const waiting = invitations.find((one) => sameEmail(one.email, email));
      if (waiting) return errorResponse(409, messages.alreadyInvited(email, waiting.role));
      const invitation = {
        _id: newId(),
        email: email.toLowerCase(),
        role,
        invitedBy: caller.email ?? '',
        invitedAt: now().toISOString(),
      };
      invitations.unshift(invitation);
      log(request, caller, 'invite', 'users', { ...invitation, title: invitation.email }, invitationDetail(role));
      return json({ acknowledged: true, insertedId: invitation._id, emailed: false });
    },
    'users.withdrawInvitation': ({ params: { id }, caller, request }: RoleCallInput) => {
      const index = invitations.findIndex((one) => one._id === id);
      if (index < 0) return errorResponse(404, messages.notFound('invitation', id!));
      const [gone] = invitations.splice(index, 1);
      log(
        request,
        caller,
        'withdraw-invitation',
        'users',
        { ...gone!, title: gone!.email },
        invitationDetail(gone!.role),
      );
      return json({ acknowledged: true, deletedCount: 1 });
    },
  };
}
