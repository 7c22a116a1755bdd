import type { ProductCategory } from '@texbridge/shared/constants';
import { productQueries } from './product-queries.ts';

/**
 * A product page's related cards: the category's newest, one more than it shows (the product itself may
 * be among them), never the whole category. A file of its own, apart from the catalogue's queries in
 * get-products.ts, so that the product page does not load the list pages' filters and paging
 * (docs/performance.md).
 */
export const MAX_RELATED = 4;
export const relatedProductsQueryOptions = (category: ProductCategory) =>
  productQueries.listQueryOptions({ category, page: '1', limit: String(MAX_RELATED + 1) }, { path: '/' });
