import { activityFilter, type ActivityFilter } from '@texbridge/shared/resources/history';
import { LOGGED_RESOURCES } from '../../../components/history/resource-words.ts';
import { readFilterParams, useFilterParams, type FilterParams } from '../../../lib/use-filter-params.ts';

const ACTIVITY_FILTERS = ['actor', 'resource', 'from', 'to'] as const;
type ActivityFilterName = (typeof ACTIVITY_FILTERS)[number];
export type ActivityFilterParams = FilterParams<ActivityFilterName, ActivityFilter>;

/** Each filter read from the URL on its own: a bad one is dropped, the others kept. */
function readFilters(params: URLSearchParams): ActivityFilter {
  const filters = readFilterParams(params, ACTIVITY_FILTERS, activityFilter.shape);
  // The screen offers these resources only; another name would leave its select showing something else.
  if (filters.resource && !(LOGGED_RESOURCES as readonly string[]).includes(filters.resource)) delete filters.resource;
  return filters as ActivityFilter;
}

/**
 * The Activity screen's filters and page live in the URL (`?actor=…&resource=products&from=…&page=2`), so
 * reload, Back and a shared link keep them; a new filter starts again at page 1.
 */
export const useActivityFilters = (): ActivityFilterParams => useFilterParams(ACTIVITY_FILTERS, readFilters);
