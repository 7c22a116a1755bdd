import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@texbridge/shared/resources/reviews';
import { api } from '../../../config/runtime.ts';

export const getReviews = () => api().get<Review[]>('/reviews');

export const reviewsQueryOptions = () => queryOptions({ queryKey: ['reviews'], queryFn: getReviews });

/** The home page's review section: loads on its own and never blocks the page. */
export const useReviews = () => useQuery(reviewsQueryOptions());
