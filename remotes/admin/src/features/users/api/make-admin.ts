import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateResult } from '@texbridge/shared/schemas/common';
import type { User } from '@texbridge/shared/resources/users';
import toast from 'react-hot-toast';
import { api } from '../../../config/runtime.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usersResource } from './users-resource.ts';

/** PUT /users/{id} with no body makes that user an admin (docs/spec.md §4, §7). */
export async function makeAdmin(user: Pick<User, '_id'>): Promise<UpdateResult> {
  const result = await api().put<UpdateResult>(`/users/${encodeURIComponent(user._id)}`);
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
      await queryClient.invalidateQueries({ queryKey: [usersResource.key] });
    },
    onError: (error) => void toast.error(errorMessage(error)),
  });
}
