import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { pathOf, queryKeys } from '@texbridge/shared/resources/define';
import { historyResource, type TrashedResource } from '@texbridge/shared/resources/history';
import { callApi } from '../../lib/call-api.ts';
import { historyKeys } from './history-keys.ts';

/** Requests are listed in the inbox too, under its own keys (features/inbox/api/inbox-keys.ts: 'inbox'). */
const INBOX_KEY: QueryKey = ['inbox'];

/** A record in the trash, by its resource and id. */
export interface TrashedRef {
  resource: TrashedResource;
  _id: string;
}

/**
 * POST /trash/:resource/:id/restore (docs/history.md): the record is back under its own id and in its old
 * place. The Trash screen's Restore and a delete's Undo both send it.
 */
export const restoreTrashed = ({ resource, _id }: TrashedRef) =>
  callApi<{ acknowledged: true; _id: string }>(
    'POST',
    pathOf(historyResource.calls.restoreTrashed.path, { resource, id: _id }),
  );

/**
 * After a restore: every view of the record's resource (and, for a request, the inbox and its count) is
 * refreshed, and the trash and the log with them.
 */
export function refreshRestored(queryClient: QueryClient, resource: TrashedResource) {
  const stale: QueryKey[] = [queryKeys({ name: resource }).all, historyKeys.all];
  if (resource === 'enquiries' || resource === 'rfqs') stale.push(INBOX_KEY);
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
