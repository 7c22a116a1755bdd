import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@texbridge/shared/constants';
import type { FacetCount } from '@texbridge/shared/resources/facets';
import { facetsPathOf, productReads } from '@texbridge/shared/resources/public-reads';
import type { Product } from '@texbridge/shared/resources/products';
import { pageQueryOptions } from '../../../lib/page-queries.ts';
import { api, contentLocale } from '../../../config/runtime.ts';
import { CATALOGUE_PAGE_SIZE } from '../lib/catalogue-page.ts';
import type { Filters } from '../lib/filters.ts';
import { productQueries } from './product-queries.ts';

/**
 * One page of the products grid (docs/spec.md §9: 9 a page) and how many products there are: of every
 * product from GET /products, or of a category's from GET /?category=… (docs/spec.md §7), narrowed by the
 * address's filters (docs/search.md).
 */
export const cataloguePageQueryOptions = (page: number, category?: ProductCategory, filters: Filters = {}) => {
  const paging = { page: String(page), limit: String(CATALOGUE_PAGE_SIZE), ...filters };
  return category
    ? pageQueryOptions<Product>(productReads, { category, ...paging }, { path: '/' })
    : pageQueryOptions<Product>(productReads, paging);
};
export const useCataloguePage = (page: number, category?: ProductCategory, filters: Filters = {}) =>
  useSuspenseQuery(cataloguePageQueryOptions(page, category, filters));

/** How many products have each filter's values, under the other filters: GET /products/facets. */
export const facetCountsQueryOptions = (category: ProductCategory | undefined, filters: Filters) => {
  const query = { ...(category && { category }), ...filters };
  return queryOptions({
    queryKey: [...productQueries.keys.list(query), 'facets'] as const,
    queryFn: () =>
      api().get<Record<string, FacetCount[]>>(facetsPathOf(productReads), { query: { ...query, ...contentLocale() } }),
  });
};
export const useFacetCounts = (category: ProductCategory | undefined, filters: Filters) =>
  useSuspenseQuery(facetCountsQueryOptions(category, filters));

/** A menu flyout's products: a category's newest, at most this many, and how many it has in all. */
const FLYOUT_PRODUCTS = 12;
export const categoryMenuQueryOptions = (category: ProductCategory) =>
  pageQueryOptions<Product>(productReads, { category, page: '1', limit: String(FLYOUT_PRODUCTS) }, { path: '/' });

/** The home page's short list: the newest products, as many as it shows, never the whole catalogue. */
const HOME_PRODUCTS = 6;
export const newestProductsQueryOptions = () =>
  productQueries.listQueryOptions({ page: '1', limit: String(HOME_PRODUCTS) });
