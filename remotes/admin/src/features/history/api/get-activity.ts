import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPage } from '@texbridge/shared/api/list-page';
import { historyResource, type ActivityEntry, type ActivityFilter } from '@texbridge/shared/resources/history';
import { historyKeys } from '../../../components/history/history-keys.ts';
import { api } from '../../../config/runtime.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';

/**
 * GET /activity: one page of the log, newest first, by person, resource and days (both included), the days
 * read in the browser's time zone, as the inbox's are.
 */
export const useActivity = (filter: Omit<ActivityFilter, 'tz'> & { page: number; limit: number }, enabled = true) => {
  const query = { ...filter, tz: browserTimeZone() };
  return useQuery({
    queryKey: historyKeys.activity(query),
    queryFn: ({ signal }) =>
      getPage<ActivityEntry>(api(), historyResource.list.paths[0], { query: { ...query }, signal }),
    // The old page stays on screen, dimmed, while the next page or filter loads.
    placeholderData: keepPreviousData,
    enabled,
  });
};
