import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@texbridge/shared/resources/define';
import { enquiriesResource } from '@texbridge/shared/resources/enquiries';
import { followUpUpdate, type FollowUpUpdate, type RequestType } from '@texbridge/shared/resources/pipeline';
import { rfqsResource } from '@texbridge/shared/resources/rfqs';
import type { UpdateResult } from '@texbridge/shared/schemas/common';
import toast from 'react-hot-toast';
import { callApi } from '../../../lib/call-api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { pipelineRoots } from './inbox-keys.ts';
import { statusLabel } from './pipeline-words.ts';

/** Each kind's follow-up call, from its contract: PATCH /rfqs/:id and PATCH /enquiries/:id. */
const followUpCall = {
  rfq: rfqsResource.calls.followUp,
  enquiry: { method: enquiriesResource.update!.method, path: enquiriesResource.update!.path },
} as const;

/** The toast for a change that was saved, in the words of the other screens' messages; one for both. */
function savedMessage(change: FollowUpUpdate) {
  if (change.note !== undefined) return 'Note added';
  const assigned =
    change.assignee === undefined ? undefined : change.assignee ? `Assigned to ${change.assignee}` : 'Assignee removed';
  if (change.status === undefined) return assigned ?? 'Nothing changed';
  const status = `Status changed to ${statusLabel[change.status]}`;
  return assigned ? `${status}; ${assigned[0]!.toLowerCase()}${assigned.slice(1)}` : status;
}

/**
 * Changes a request's status and assignee, or adds a note (docs/quotes.md); the API writes who and when.
 * Every view of the pipeline is refreshed afterwards: the inbox, the new count and the record. The
 * follow-up form and the note form each have their own, so a pending one's callbacks are never replaced
 * by the other's; the screen lets one run at a time.
 */
export function useFollowUp(type: RequestType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FollowUpUpdate) => {
      const { method, path } = followUpCall[type];
      return callApi<UpdateResult>(method, pathOf(path, { id }), followUpUpdate.parse(change));
    },
    onSuccess: async (_result, change) => {
      toast.success(savedMessage(change));
      await Promise.all(pipelineRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error: unknown) => void toast.error(errorMessage(error)),
  });
}

/** The change under way, for the controls that send one and show it pending. */
export type FollowUpMutation = ReturnType<typeof useFollowUp>;
