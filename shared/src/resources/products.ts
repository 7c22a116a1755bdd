import { z } from 'zod';
import { CONTENT_STAFF } from '../auth/roles.ts';
import { defineResource } from './define.ts';
import { exampleOf } from './fields.ts';
import { createSchemaOf, updateSchemaOf } from './field-schemas.ts';
import { facetQuery } from './facets.ts';
import { productFields } from './product-fields.ts';
import { productFacets } from './product-facets.ts';
import { productReads } from './public-reads.ts';
import { searchQuery } from './search.ts';

export const productCreate = createSchemaOf(productFields);
export const productUpdate = updateSchemaOf(productFields);
const product = productCreate.extend({ _id: z.string() });

export const productListQuery = facetQuery(productFields, productFacets).extend({ q: searchQuery.shape.q.optional() });

/** A product's fields from the declared examples: where the test records start. */
export const productExample = () => exampleOf(productFields);

export type ProductCreate = z.input<typeof productCreate>;
export type ProductUpdate = z.infer<typeof productUpdate>;
export type Product = z.infer<typeof product>;
/** The short-list and menu views need only these. */
export type ProductSummary = Pick<Product, '_id' | 'title' | 'category'>;

/** docs/spec.md §7 product calls. */
export const productsResource = defineResource({
  name: productReads.name,
  noun: 'product',
  record: product,
  fields: productFields,
  list: {
    paths: productReads.list.paths,
    access: 'public',
    filter: productListQuery,
    facets: productFacets,
    search: 'q',
  },
  detail: productReads.detail,
  create: { path: '/add-products', body: productCreate, access: CONTENT_STAFF },
  update: { method: 'PUT', path: '/product/:id', body: productUpdate, access: CONTENT_STAFF },
  remove: { path: '/delete-products/:id', access: CONTENT_STAFF },
});
