import { inboxQuery, type InboxQuery } from '@texbridge/shared/resources/pipeline';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageParam } from '../../../lib/use-page-param.ts';

/** The inbox's filters, each read from the URL on its own: a bad one is dropped, the others kept. */
export type InboxFilters = Pick<InboxQuery, 'status' | 'type' | 'from' | 'to'>;
export const FILTER_NAMES = ['status', 'type', 'from', 'to'] as const;

function readFilters(params: URLSearchParams): InboxFilters {
  const filters: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value && inboxQuery.shape[name].safeParse(value).success) filters[name] = value;
  }
  return filters as InboxFilters;
}

/**
 * The filters and the page live in the URL (`?status=new&type=rfq&from=…&page=2`), so reload, Back and
 * a shared link keep them; a new filter starts again at page 1.
 */
export function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const [page] = usePageParam();
  const search = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(search)), [search]);
  const setFilter = useCallback(
    (name: (typeof FILTER_NAMES)[number], value: string) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (value) updated.set(name, value);
          else updated.delete(name);
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clearFilters = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const filtered = FILTER_NAMES.some((name) => filters[name] !== undefined);
  return { filters, page, setFilter, clearFilters, filtered };
}
