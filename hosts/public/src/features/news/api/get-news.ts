import { useSuspenseQuery } from '@tanstack/react-query';
import { newsResource } from '@texbridge/shared/resources/news';
import { resourceQueries } from '../../../lib/resource-queries.ts';

export const newsQueries = resourceQueries(newsResource);

/** GET /news. */
export const newsQueryOptions = () => newsQueries.listQueryOptions();

export const useNews = () => useSuspenseQuery(newsQueryOptions());
