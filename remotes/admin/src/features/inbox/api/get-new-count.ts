import { queryOptions, useQuery } from '@tanstack/react-query';
import { rfqsResource } from '@texbridge/shared/resources/rfqs';
import { api } from '../../../config/runtime.ts';
import { inboxKeys } from './inbox-keys.ts';

/** How often the menu asks for the count while the dashboard is open: new requests arrive from the site. */
const NEW_COUNT_INTERVAL_MS = 60_000;

const newCountQueryOptions = () =>
  queryOptions({
    queryKey: inboxKeys.newCount,
    queryFn: ({ signal }) => api().get<{ new: number }>(rfqsResource.calls.newCount.path, { signal }),
    select: (answer) => answer.new,
    refetchInterval: NEW_COUNT_INTERVAL_MS,
  });

/** GET /inbox/new-count: how many enquiries and RFQs are new; refreshed by any follow-up change too. */
export const useNewCount = () => useQuery(newCountQueryOptions());
