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

/** The search string for a page link: page 1 is the bare URL. */
export const pageSearch = (page: number) => (page > 1 ? `?page=${page}` : '');
