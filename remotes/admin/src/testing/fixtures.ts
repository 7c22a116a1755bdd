import type { User } from '@texbridge/shared/schemas/user';
import { make as records } from '@texbridge/shared/testing/records';
import { ADMIN } from './auth.ts';

export { IMAGE, many } from '@texbridge/shared/testing/records';

/** The shared records (shared/src/testing/records.ts), plus the dashboard's own signed-in admin. */
export const make = {
  ...records,
  /** The signed-in test admin's own row (testing/auth.ts ADMIN): the API refuses to delete it. */
  me: (over: Partial<User> = {}): User =>
    records.user({ displayName: ADMIN.displayName, email: ADMIN.email!, role: 'admin', ...over }),
};

/** A small PNG-typed file for the image pickers. */
export const imageFile = (name = 'loom.png', type = 'image/png', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });
