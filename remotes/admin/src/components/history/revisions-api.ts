import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf, queryKeys } from '@texbridge/shared/resources/define';
import { historyResource, type Revision, type RevisedResource } from '@texbridge/shared/resources/history';
import toast from 'react-hot-toast';
import { api } from '../../config/runtime.ts';
import { callApi } from '../../lib/call-api.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { historyKeys } from './history-keys.ts';

const { revisions, restoreRevision } = historyResource.calls;

/** GET /revisions/:resource/:id: the record's kept states, newest first (docs/history.md). */
export const useRevisions = (resource: RevisedResource, id: string) =>
  useQuery({
    queryKey: historyKeys.revisions(resource, id),
    queryFn: ({ signal }) => api().get<Revision[]>(pathOf(revisions.path, { resource, id }), { signal }),
  });

/**
 * POST /revisions/:revisionId/restore: the revision becomes the record again, as a new revision (and out of
 * the trash, if it was there). Every view of the resource and of the history is refreshed after.
 */
export function useRestoreRevision(resource: RevisedResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) =>
      callApi<{ acknowledged: true; _id: string }>('POST', pathOf(restoreRevision.path, { revisionId })),
    onSuccess: async () => {
      toast.success('Version restored');
      await Promise.all(
        [queryKeys({ name: resource }).all, historyKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    // The confirmation stays open with the sentence (a 400 names the field the version now breaks).
    onError: (error) => void toast.error(errorMessage(error)),
  });
}
