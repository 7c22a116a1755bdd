import { isBackwards } from '@texbridge/shared/resources/pipeline';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageParam } from './use-page-param.ts';

/** A filter's check: the field of the API's query schema (zod) that the value will be sent as. */
type Check = { safeParse: (value: unknown) => { success: boolean } };

/** Each filter read from the URL on its own: a bad one is dropped, the others kept. */
export function readFilterParams<Name extends string>(
  params: URLSearchParams,
  names: readonly Name[],
  checks: Record<Name, Check>,
): Partial<Record<Name, string>> {
  const filters: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value && checks[name].safeParse(value).success) filters[name] = value;
  }
  return filters;
}

/** The address after one filter changes: a new filter starts again at page 1. */
export function withFilter(previous: URLSearchParams, name: string, value: string) {
  const updated = new URLSearchParams(previous);
  if (value) updated.set(name, value);
  else updated.delete(name);
  updated.delete('page');
  return updated;
}

/** A filtered list's state, kept in the URL: what its filter form shows and changes, and its page. */
export interface FilterParams<Name extends string, Filters> {
  filters: Filters;
  page: number;
  setFilter: (name: Name, value: string) => void;
  clearFilters: () => void;
  /** Whether any filter is set: the list says "matching the filters" and offers to clear them. */
  filtered: boolean;
  /** The days are the wrong way round ('from' later than 'to'): nothing could match, so nothing is asked. */
  backwards: boolean;
}

/**
 * A list's filters and page live in the URL (`?status=new&from=…&page=2`), so reload, Back and a shared
 * link keep them. `read` turns the address into the filters the screen shows and asks the API for.
 */
export function useFilterParams<Name extends string, Filters extends Partial<Record<Name, string>>>(
  names: readonly Name[],
  read: (params: URLSearchParams) => Filters,
): FilterParams<Name, Filters> {
  const [params, setParams] = useSearchParams();
  const [page] = usePageParam();
  const search = params.toString();
  const filters = useMemo(() => read(new URLSearchParams(search)), [read, search]);
  const setFilter = useCallback(
    (name: Name, value: string) => setParams((previous) => withFilter(previous, name, value), { replace: true }),
    [setParams],
  );
  const clearFilters = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const filtered = names.some((name) => filters[name] !== undefined);
  return { filters, page, setFilter, clearFilters, filtered, backwards: isBackwards(filters) };
}
