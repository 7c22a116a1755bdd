import { useSuspenseQuery } from '@tanstack/react-query';
import { newsReads } from '@texbridge/shared/resources/public-reads';
import type { News } from '@texbridge/shared/resources/news';
import { resourceQueries } from '../../../lib/resource-queries.ts';

export const newsQueries = resourceQueries<News>(newsReads);

/** GET /news. */
export const newsQueryOptions = () => newsQueries.listQueryOptions();

export const useNews = () => useSuspenseQuery(newsQueryOptions());
