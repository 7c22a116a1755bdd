import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@texbridge/shared/resources/define';
import { usersResource, type User } from '@texbridge/shared/resources/users';
import { api } from '../config/runtime.ts';

/** The admins (GET /users?role=admin), never every user: who a request may be assigned to, and whose activity staff look through. */
export const useAdmins = () =>
  useQuery({
    // Under the users' keys, so that making someone an admin refreshes this list too.
    queryKey: queryKeys(usersResource).list({ role: 'admin' }),
    queryFn: ({ signal }) => api().get<User[]>(usersResource.list.paths[0], { query: { role: 'admin' }, signal }),
  });
