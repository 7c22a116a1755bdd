import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePage } from './paging.ts';

/** The page shown lives in the URL (`?page=2`), so reload and Back keep the place. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
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
