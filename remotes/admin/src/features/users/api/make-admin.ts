import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf, queryKeys } from '@texbridge/shared/resources/define';
import type { User } from '@texbridge/shared/resources/users';
import type { UpdateResult } from '@texbridge/shared/schemas/common';
import toast from 'react-hot-toast';
import { callApi } from '../../../lib/call-api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usersResource } from './users-resource.ts';

/** The contract's promote call, PUT /users/{id} with no body, makes that user an admin (docs/spec.md §4, §7). */
async function makeAdmin(user: Pick<User, '_id'>): Promise<UpdateResult> {
  const { method, path } = usersResource.contract.calls.promote;
  const result = await callApi<UpdateResult>(method, pathOf(path, { id: user._id }));
  if (!(result?.matchedCount > 0)) throw new Error('That user no longer exists.');
  return result;
}

/** Promotes a user, says so, and refetches the list so the row shows its new role. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => makeAdmin(user),
    onSuccess: async (_result, user) => {
      toast.success(`${user.email} is now an admin`);
      await queryClient.invalidateQueries({ queryKey: queryKeys(usersResource.contract).all });
    },
    onError: (error) => void toast.error(errorMessage(error)),
  });
}
