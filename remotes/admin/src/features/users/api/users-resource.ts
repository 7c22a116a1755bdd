import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import { usersResource as usersContract, type User } from '@texbridge/shared/resources/users';
import { defineScreenResource } from '../../../lib/screen-resource.ts';

/**
 * docs/spec.md §7 user calls (in the contract), §9 paging (50 a page, buttons above 9). Users are never added
 * here (they appear when they first sign in) nor edited: promotion is its own call (make-admin.ts).
 */
export const usersResource = defineScreenResource({
  contract: usersContract,
  pageSize: PAGE_SIZES.usersAdmin,
  threshold: PAGINATION_THRESHOLDS.usersAdmin,
  messages: { deleted: 'User Deleted Successfully' },
});

/** docs/spec.md §3: `role` is present only for admins. */
export const isAdminUser = (user: User) => user.role === 'admin';

/** E-mail addresses compare without case or surrounding spaces (the provider and the server may differ in case). */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
