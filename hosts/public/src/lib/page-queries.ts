import { queryOptions } from '@tanstack/react-query';
import { getPage } from '@texbridge/shared/api/list-page';
import { queryKeys } from '@texbridge/shared/resources/define';
import type { ResourceReads } from '@texbridge/shared/resources/public-reads';
import { api, contentLocale } from '../config/runtime.ts';
import { listPath, type ListParams } from './resource-queries.ts';

/**
 * One page of a resource's list (`params` with `page` and `limit`) and the whole list's length, from one of
 * its list paths; keyed apart from `listQueryOptions` (resource-queries.ts), whose data is the rows alone.
 * A module of its own, so that only the pages that read a paged list carry it (docs/performance.md).
 */
export function pageQueryOptions<TRow>(
  contract: ResourceReads,
  params: ListParams & { page: string; limit: string },
  { path }: { path?: string } = {},
) {
  const listed = listPath(contract, path);
  return queryOptions({
    queryKey: [...queryKeys(contract).list(params), 'with total'] as const,
    queryFn: () => getPage<TRow>(api(), listed, { query: { ...params, ...contentLocale() } }),
  });
}
