import { useQuery } from '@tanstack/react-query';
import { reviewsResource } from '@texbridge/shared/resources/reviews';
import { resourceQueries } from '../../../lib/resource-queries.ts';

const reviews = resourceQueries(reviewsResource);

/** GET /reviews. */
export const reviewsQueryOptions = () => reviews.listQueryOptions();

/** The home page's review section: loads on its own and never blocks the page. */
export const useReviews = () => useQuery(reviewsQueryOptions());
