import { eq } from 'drizzle-orm';
import { messages } from '@texbridge/shared/api/messages';
import { roleChangeDetail, type Role } from '@texbridge/shared/auth/roles';
import { usersResource } from '@texbridge/shared/resources/users';
import type { UpdateResult } from '@texbridge/shared/schemas/common';
import type { Db } from '../platform/database/client.ts';
import { users } from '../platform/database/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { logActivity, type Who } from '../history/history.ts';
import { ROLE_VARIABLES, type Users } from './users.ts';

/**
 * `PUT /users/{id}/role` (docs/security.md, "Roles"): gives a user a role, changes it, or takes it away (null),
 * with its line in the activity log in the same transaction. Never the caller's own role; never the last admin's
 * admin role, even when two admins demote each other at once (the admins' rows are locked, as a delete locks
 * them); never a role a variable would give back at the next sign-in. The change counts from the person's next
 * request: every request reads the caller's row afresh (access.ts).
 */
export async function changeRole(
  db: Db,
  listedRole: Users['listedRole'],
  id: string,
  role: Role | null,
  by: { userId: string; who: Who },
): Promise<UpdateResult> {
  if (id === by.userId) throw new HttpError(409, messages.ownRole);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const admins = await tx.select({ _id: users._id }).from(users).where(eq(users.role, 'admin')).for('update');
    const [target] = await tx.select().from(users).where(eq(users._id, id)).limit(1);
    if (!target) return { acknowledged: true, matchedCount: 0, modifiedCount: 0 };
    const before = target.role ?? null;
    if (before === role) return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
    if (before === 'admin' && admins.length <= 1) throw new HttpError(409, messages.lastAdminRole);
    const listed = listedRole(target.email);
    if (role === null && listed) throw new HttpError(409, messages.listedRole(target.email, ROLE_VARIABLES[listed]));
    await tx
      .update(users)
      .set({
        role,
        roleGrantedBy: role ? `user:${by.userId}` : null,
        roleGrantedAt: role ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(users._id, id));
    await logActivity(tx, by.who, {
      action: 'role',
      resource: usersResource.name,
      recordId: id,
      title: target.email,
      detail: roleChangeDetail(before, role),
    });
    return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  });
}
