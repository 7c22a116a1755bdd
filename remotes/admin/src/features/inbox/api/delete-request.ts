import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf, queryKeys } from '@texbridge/shared/resources/define';
import { enquiriesResource } from '@texbridge/shared/resources/enquiries';
import type { RequestType } from '@texbridge/shared/resources/pipeline';
import { rfqsResource } from '@texbridge/shared/resources/rfqs';
import type { DeleteResult } from '@texbridge/shared/schemas/common';
import toast from 'react-hot-toast';
import { useDeletedToast } from '../../../components/history/deleted-toast.tsx';
import { callApi } from '../../../lib/call-api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { pipelineRoots } from './inbox-keys.ts';

/** Each kind's delete, from its contract: DELETE /delete-rfqs/:id and DELETE /delete-enquiries/:id. */
const contractOf = { rfq: rfqsResource, enquiry: enquiriesResource } as const;

/**
 * Deletes a request (spam, a duplicate): it moves to the trash with its attachments (docs/history.md), and
 * its toast offers Undo. Afterwards its own record is dropped (refetching it would only answer 404) and the
 * inbox and its new count are refreshed. `name`: how staff know it, for the Undo.
 */
export function useDeleteRequest(type: RequestType, id: string, name: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  const deletedToast = useDeletedToast();
  const contract = contractOf[type];
  return useMutation({
    mutationFn: async () => {
      const result = await callApi<DeleteResult>('DELETE', pathOf(contract.remove!.path, { id }));
      if (!(result?.deletedCount > 0)) throw new Error('Nothing was deleted: it may already be gone.');
      return result;
    },
    onSuccess: async () => {
      deletedToast({ message: 'Request deleted', resource: contract.name, _id: id, name });
      onDeleted();
      queryClient.removeQueries({ queryKey: queryKeys(contract).detail(id) });
      await Promise.all(pipelineRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    // The confirmation stays open with the sentence too, to try again or cancel.
    onError: (error) => void toast.error(errorMessage(error)),
  });
}
