import { useQuery } from '@tanstack/react-query';
import { reviewReads } from '@texbridge/shared/resources/public-reads';
import type { Review } from '@texbridge/shared/resources/reviews';
import { resourceQueries } from '../../../lib/resource-queries.ts';

const reviews = resourceQueries<Review>(reviewReads);

/** GET /reviews. */
export const reviewsQueryOptions = () => reviews.listQueryOptions();

/** The home page's review section: loads on its own and never blocks the page. */
export const useReviews = () => useQuery(reviewsQueryOptions());
