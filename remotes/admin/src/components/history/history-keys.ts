import { queryKeys } from '@texbridge/shared/resources/define';
import { historyResource, type ActivityFilter } from '@texbridge/shared/resources/history';

const root = queryKeys(historyResource);

/**
 * The query keys of docs/history.md's views: each starts with 'history', so that one invalidation after a
 * restore or a delete reaches the revisions, the trash and the activity log together.
 */
export const historyKeys = {
  all: root.all,
  activity: (query: ActivityFilter & { page: number; limit: number }) => root.list(query),
  revisions: (resource: string, id: string) => [...root.all, 'revisions', resource, id] as const,
  trash: (resource?: string) => [...root.all, 'trash', resource ?? 'all'] as const,
};
