import { useResourceList, type ScreenResource } from '../../lib/screen-resource.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useSearchParam } from '../../lib/use-search-param.ts';

/**
 * The page of records a manager screen shows: its page and search words from the URL, the list query, and
 * its paging (lib/use-paged-list.ts). A list whose contract searches (docs/search.md) gets a search box;
 * one that does not ignores any `?q=`.
 */
export function useCrudList<TRow extends { _id: string }, TCreate, TUpdate>(
  resource: ScreenResource<TRow, TCreate, TUpdate>,
) {
  const [page] = usePageParam();
  const searches = Boolean(resource.contract.list.search);
  const [q, setQ] = useSearchParam();
  const list = useResourceList(resource, page, searches ? q : '');
  const paging = usePagedList(list, page, resource.pageSize);
  return { page, searches, q, setQ, list, ...paging };
}

export type CrudList<TRow extends { _id: string }> = ReturnType<typeof useCrudList<TRow, unknown, unknown>>;
