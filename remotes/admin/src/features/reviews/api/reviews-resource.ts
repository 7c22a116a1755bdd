import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import type { Review, ReviewCreate } from '@texbridge/shared/resources/reviews';
import { defineResource } from '../../../lib/resource.ts';

/** docs/spec.md §7 review calls (add and delete only: the API has no review update), §9 paging, §8 toasts. */
export const reviewsResource = defineResource<Review, ReviewCreate>({
  key: 'reviews',
  singular: 'review',
  plural: 'reviews',
  listPath: '/reviews',
  createPath: '/add-reviews',
  deletePath: (id) => `/delete-reviews/${encodeURIComponent(id)}`,
  pageSize: PAGE_SIZES.reviewsAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: { created: 'Review Successfully Added', deleted: 'Review Deleted Successfully' },
});
