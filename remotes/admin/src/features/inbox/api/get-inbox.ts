import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxItem, InboxQuery } from '@texbridge/shared/resources/pipeline';
import { rfqsResource } from '@texbridge/shared/resources/rfqs';
import { api } from '../../../config/runtime.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { inboxKeys } from './inbox-keys.ts';

export interface InboxPage {
  items: InboxItem[];
  total: number;
}

/** GET /inbox: enquiries and RFQs together, newest first, by the filters given (docs/quotes.md). */
const getInbox = (query: InboxQuery, signal?: AbortSignal) =>
  api().get<InboxPage>(rfqsResource.calls.inbox.path, { query: { ...query }, signal });

const inboxQueryOptions = (query: InboxQuery) =>
  queryOptions({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) => getInbox(query, signal),
    // The old page stays on screen, dimmed, while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

/** The inbox's page, its days read in the browser's time zone; nothing is asked while `enabled` is false. */
export const useInbox = (query: Omit<InboxQuery, 'tz'>, enabled = true) =>
  useQuery({ ...inboxQueryOptions({ ...query, tz: browserTimeZone() }), enabled });
