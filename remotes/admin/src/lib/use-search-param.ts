import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withFilter } from './use-filter-params.ts';

/**
 * A list's words searched for (`?q=`), or another of its filters (`?untranslated=zh`, docs/adding-a-language.md),
 * live in the URL beside its page, so reload and Back keep them; a new value starts again at page 1.
 */
export function useSearchParam(name = 'q') {
  const [params, setParams] = useSearchParams();
  const value = (params.get(name) ?? '').trim();
  const setValue = useCallback(
    (next: string) => setParams((previous) => withFilter(previous, name, next.trim())),
    [setParams, name],
  );
  return [value, setValue] as const;
}
