import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@texbridge/shared/api/api-client';
import { pathOf, queryKeys } from '@texbridge/shared/resources/define';
import { historyResource, type Revision, type RevisedResource } from '@texbridge/shared/resources/history';
import toast from 'react-hot-toast';
import { api } from '../../config/runtime.ts';
import { callApi } from '../../lib/call-api.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { historyKeys } from './history-keys.ts';
import { contractOf } from './resource-words.ts';

const { revisions, restoreRevision } = historyResource.calls;

/** GET /revisions/:resource/:id: the record's kept states, newest first (docs/history.md). */
export const useRevisions = (resource: RevisedResource, id: string) =>
  useQuery({
    queryKey: historyKeys.revisions(resource, id),
    queryFn: ({ signal }) => api().get<Revision[]>(pathOf(revisions.path, { resource, id }), { signal }),
  });

type Row = { _id: string } & Record<string, unknown>;

/**
 * The record as it is now, or null when it is not there (in the trash, or deleted for good): by its detail
 * call where the resource has one (products, news), else found in its whole list, which is short (slides,
 * sections, contacts, reviews). Under the resource's name, so that any write to it refetches this.
 */
export function useRecordNow(resource: RevisedResource, id: string) {
  const contract = contractOf(resource)!;
  return useQuery({
    queryKey: [...queryKeys(contract).all, 'now', id],
    queryFn: async ({ signal }): Promise<Row | null> => {
      if (!contract.detail) {
        const rows = await api().get<Row[]>(contract.list.paths[0], { signal });
        return rows.find((row) => row._id === id) ?? null;
      }
      try {
        return await api().get<Row>(pathOf(contract.detail.path, { id }), { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

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
