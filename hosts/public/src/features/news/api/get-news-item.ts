import { useSuspenseQuery } from '@tanstack/react-query';
import { newsQueries } from './get-news.ts';

/** GET /news/:id. */
export const newsItemQueryOptions = (id: string) => newsQueries.detailQueryOptions(id);

export const useNewsItem = (id: string) => useSuspenseQuery(newsItemQueryOptions(id));
