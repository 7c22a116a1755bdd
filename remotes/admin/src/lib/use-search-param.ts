import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withFilter } from './use-filter-params.ts';

/**
 * The words a screen's list is searched for live in the URL (`?q=`), beside its page, so reload and Back
 * keep them; a new search starts again at page 1.
 */
export function useSearchParam() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const setQ = useCallback(
    (next: string) => setParams((previous) => withFilter(previous, 'q', next.trim())),
    [setParams],
  );
  return [q, setQ] as const;
}
