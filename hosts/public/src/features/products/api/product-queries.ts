import { productReads } from '@texbridge/shared/resources/public-reads';
import type { Product } from '@texbridge/shared/resources/products';
import { resourceQueries } from '../../../lib/resource-queries.ts';

/**
 * The products' query keys and reads, apart from the catalogue's pages and filters (get-products.ts): the
 * quote page reads its products with these without downloading the catalogue's code.
 */
export const productQueries = resourceQueries<Product>(productReads);
