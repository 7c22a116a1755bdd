import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@texbridge/shared/resources/define';
import { historyResource, type TrashedResource, type TrashItem } from '@texbridge/shared/resources/history';
import type { DeleteResult } from '@texbridge/shared/schemas/common';
import toast from 'react-hot-toast';
import { historyKeys } from '../../../components/history/history-keys.ts';
import { refreshRestored, restoreTrashed } from '../../../components/history/restore-trashed.ts';
import { api } from '../../../config/runtime.ts';
import { callApi } from '../../../lib/call-api.ts';
import { errorMessage } from '../../../lib/error-message.ts';

const { trash, deleteForever } = historyResource.calls;

/** GET /trash: the deleted records, newest first, of one resource or all. */
export const useTrash = (resource: TrashedResource | undefined) =>
  useQuery({
    queryKey: historyKeys.trash(resource),
    queryFn: ({ signal }) => api().get<TrashItem[]>(trash.path, { query: { resource }, signal }),
  });

/** POST /trash/:resource/:id/restore: the record is back under its own id, and every view of it refreshed. */
export function useRestoreTrashed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TrashItem) => restoreTrashed(item),
    onSuccess: async (_, item) => {
      toast.success(`“${item.title}” restored`);
      await refreshRestored(queryClient, item.resource);
    },
    onError: (error, item) => void toast.error(`“${item.title}” was not restored: ${errorMessage(error)}`),
  });
}

/** DELETE /trash/:resource/:id: gone for good, with its history. */
export function useDeleteForever() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: TrashItem) => {
      const result = await callApi<DeleteResult>(
        'DELETE',
        pathOf(deleteForever.path, { resource: item.resource, id: item._id }),
      );
      if (!(result?.deletedCount > 0)) throw new Error('Nothing was deleted: it may already be gone.');
      return result;
    },
    onSuccess: async (_, item) => {
      toast.success(`“${item.title}” deleted for good`);
      await queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
    // The confirmation stays open with the sentence too, to try again or cancel.
    onError: (error) => void toast.error(errorMessage(error)),
  });
}
