import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The words a screen's list is searched for live in the URL (`?q=`), beside its page, so reload and Back
 * keep them; a new search starts again at page 1.
 */
export function useSearchParam() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const setQ = useCallback(
    (next: string) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        const words = next.trim();
        if (words) updated.set('q', words);
        else updated.delete('q');
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return [q, setQ] as const;
}
