import { pageCount } from '@texbridge/shared/paging/paging';
import { useEffect } from 'react';
import { useListTop } from './use-list-top.ts';
import { usePageParam } from './use-page-param.ts';

/** What a paged list's query gives back that paging needs: the count of every matching row. */
interface PagedQuery {
  data?: { total: number } | undefined;
  isPlaceholderData: boolean;
}

/**
 * The paging of a list whose page lives in the URL (`?page=2`): how many rows and pages there are, whether
 * the rows shown are the answer for this page (not the last page's, kept while it loads), and the box the
 * page links take the view back to (lib/use-list-top.ts).
 */
export function usePagedList(list: PagedQuery, page: number, pageSize: number) {
  const [, setPage] = usePageParam();
  const listTop = useListTop(page);
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, pageSize);
  const settled = Boolean(list.data) && !list.isPlaceholderData;
  // A page that no longer exists (its last row deleted or moved out of a filter, a shared link's page after
  // new rows): show the last one there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);
  }, [list.data, list.isPlaceholderData, page, pages, setPage]);
  return { total, pages, settled, listTop };
}

/** A list caption's ' · page 2 of 5', said only when there is more than one page. */
export const pageOfPages = (page: number, pages: number) =>
  pages > 1 ? ` · page ${Math.min(page, pages)} of ${pages}` : '';
