import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { News } from '@texbridge/shared/resources/news';
import { api } from '../../../config/runtime.ts';

export const getNewsItem = (id: string) => api().get<News>(`/news/${encodeURIComponent(id)}`);

export const newsItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['news', id], queryFn: () => getNewsItem(id) });

export const useNewsItem = (id: string) => useSuspenseQuery(newsItemQueryOptions(id));
