import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import { productsResource as productsContract } from '@texbridge/shared/resources/products';
import { defineScreenResource } from '../../../lib/screen-resource.ts';

/** docs/spec.md §7 product calls (in the contract), §9 paging (20 a page, buttons above 18), §8 toasts. */
export const productsResource = defineScreenResource({
  contract: productsContract,
  pageSize: PAGE_SIZES.productsAdmin,
  threshold: PAGINATION_THRESHOLDS.productsAdmin,
  messages: {
    created: 'Product Successfully Added',
    // docs/spec.md §8: '{title} is updated', with the title the product now has.
    updated: (body) => `${body.title ?? 'Product'} is updated`,
    deleted: 'Product Deleted Successfully',
  },
});
