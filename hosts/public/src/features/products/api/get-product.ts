import { useSuspenseQuery } from '@tanstack/react-query';
import { productQueries } from './product-queries.ts';

/** GET /products/:id. */
export const productQueryOptions = (id: string) => productQueries.detailQueryOptions(id);
export const useProduct = (id: string) => useSuspenseQuery(productQueryOptions(id));
