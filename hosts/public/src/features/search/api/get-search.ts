import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { searchReads } from '@texbridge/shared/resources/public-reads';
import type { SearchResult } from '@texbridge/shared/resources/search';
import { paths } from '../../../config/paths.ts';
import { api, contentLocale } from '../../../config/runtime.ts';

/** A results page's address: the words, and the page after the first. */
export function searchHref(q: string, page = 1) {
  const query = new URLSearchParams({ q });
  if (page > 1) query.set('page', String(page));
  return `${paths.search.getHref()}?${query}`;
}

/** Matches a results page shows. */
export const SEARCH_PAGE_SIZE = 10;

/** GET /search: one page of the matches for `q`, best first, and how many there are in all. */
export const searchQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [searchReads.name, q, page] as const,
    queryFn: () =>
      api().get<SearchResult>(searchReads.path, {
        query: { q, page: String(page), limit: String(SEARCH_PAGE_SIZE), ...contentLocale() },
      }),
  });

export const useSearch = (q: string, page: number) => useSuspenseQuery(searchQueryOptions(q, page));
