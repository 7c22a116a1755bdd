import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { News } from '@texbridge/shared/resources/news';
import { api } from '../../../config/runtime.ts';

export const getNews = () => api().get<News[]>('/news');

export const newsQueryOptions = () => queryOptions({ queryKey: ['news'], queryFn: getNews });

export const useNews = () => useSuspenseQuery(newsQueryOptions());
