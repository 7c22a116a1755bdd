import { queryKeys } from '@texbridge/shared/resources/define';
import { enquiriesResource } from '@texbridge/shared/resources/enquiries';
import type { InboxQuery } from '@texbridge/shared/resources/pipeline';
import { rfqsResource } from '@texbridge/shared/resources/rfqs';

/**
 * The inbox's query keys. Its lists and count start with 'inbox'; a request's own record is kept under
 * its resource's keys, so a change to one refreshes every view of it (docs/architecture.md, caches).
 */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: (query: InboxQuery) => ['inbox', 'list', query] as const,
  newCount: ['inbox', 'new-count'] as const,
};

/** Every key a follow-up change makes stale: the inbox, the count, and both kinds' records. */
export const pipelineRoots = [inboxKeys.all, queryKeys(rfqsResource).all, queryKeys(enquiriesResource).all];
