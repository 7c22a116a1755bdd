import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withFilter } from '../../../lib/use-filter-params.ts';

/**
 * A screen's resource filter in the URL (`?resource=products`), so that reload, Back and a shared link keep
 * it; one the screen does not offer is ignored. A new choice starts again at page 1.
 */
export function useResourceParam<T extends string>(offered: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('resource');
  const resource = offered.find((name) => name === asked);
  const setResource = useCallback(
    (next: string) => setParams((previous) => withFilter(previous, 'resource', next), { replace: true }),
    [setParams],
  );
  return [resource, setResource] as const;
}
