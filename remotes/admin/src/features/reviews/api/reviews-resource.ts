import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import { reviewsResource as reviewsContract } from '@texbridge/shared/resources/reviews';
import { defineScreenResource } from '../../../lib/screen-resource.ts';

/** docs/spec.md §7 review calls (add and delete only: the API has no review update), §9 paging, §8 toasts. */
export const reviewsResource = defineScreenResource({
  contract: reviewsContract,
  pageSize: PAGE_SIZES.reviewsAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: { created: 'Review Successfully Added', deleted: 'Review Deleted Successfully' },
});
