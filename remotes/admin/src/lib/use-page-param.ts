import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clampPage } from '@texbridge/shared/paging/paging';

/** The page shown lives in the URL (`?page=2`), so reload and Back keep the place. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  // The page count is not known until the list answers: only junk and pages below 1 are corrected here.
  const page = clampPage(params.get('page'), Number.POSITIVE_INFINITY);
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [page, setPage] as const;
}

/** The search string for a page link, keeping the other parameters (a search's words): page 1 has none. */
export function pageSearch(page: number, current: URLSearchParams = new URLSearchParams()) {
  const params = new URLSearchParams(current);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '';
}
