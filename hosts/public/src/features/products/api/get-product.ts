import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Product } from '@texbridge/shared/resources/products';
import { api } from '../../../config/runtime.ts';

export const getProduct = (id: string) => api().get<Product>(`/products/${encodeURIComponent(id)}`);
export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => getProduct(id) });
export const useProduct = (id: string) => useSuspenseQuery(productQueryOptions(id));
