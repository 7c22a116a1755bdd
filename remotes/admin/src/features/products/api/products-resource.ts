import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import type { Product, ProductCreate, ProductUpdate } from '@texbridge/shared/resources/products';
import { defineResource } from '../../../lib/resource.ts';

/** docs/spec.md §7 product calls, §9 paging (20 a page, buttons above 18), §8 toasts. */
export const productsResource = defineResource<Product, ProductCreate, ProductUpdate>({
  key: 'products',
  singular: 'product',
  plural: 'products',
  listPath: '/products',
  createPath: '/add-products',
  update: { method: 'PUT', path: (id) => `/product/${encodeURIComponent(id)}` },
  deletePath: (id) => `/delete-products/${encodeURIComponent(id)}`,
  pageSize: PAGE_SIZES.productsAdmin,
  threshold: PAGINATION_THRESHOLDS.productsAdmin,
  messages: {
    created: 'Product Successfully Added',
    // docs/spec.md §8: '{title} is updated', with the title the product now has.
    updated: (body) => `${body.title ?? 'Product'} is updated`,
    deleted: 'Product Deleted Successfully',
  },
});
