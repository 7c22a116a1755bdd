import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@texbridge/shared/constants';
import type { Product } from '@texbridge/shared/resources/products';
import { api } from '../../../config/runtime.ts';

/** Every product, newest first (the grid pages it in the browser: docs/spec.md §9, 9 a page). */
export const getProducts = () => api().get<Product[]>('/products');
export const productsQueryOptions = () => queryOptions({ queryKey: ['products'], queryFn: getProducts });
export const useProducts = () => useSuspenseQuery(productsQueryOptions());

/** docs/spec.md §7: a category's products come from GET /?category=… */
export const getProductsByCategory = (category: ProductCategory) => api().get<Product[]>('/', { query: { category } });
export const categoryProductsQueryOptions = (category: ProductCategory) =>
  queryOptions({ queryKey: ['products', 'category', category], queryFn: () => getProductsByCategory(category) });
export const useCategoryProducts = (category: ProductCategory) =>
  useSuspenseQuery(categoryProductsQueryOptions(category));
