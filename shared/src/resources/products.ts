import { z } from 'zod';
import { categoryLabel, PRODUCT_CATEGORIES } from '../constants.ts';
import { defineResource } from './define.ts';
import { createSchemaOf, defineFields, EXAMPLE_UPLOAD, exampleOf, updateSchemaOf, WIDE_IMAGE_HINT } from './fields.ts';
import { productReads } from './public-reads.ts';

/**
 * A product's fields (docs/spec.md §3) in the API's order, each declared once: the API's schemas, the OpenAPI document, the
 * dashboard's forms and columns and the test records all come from here (docs/adding-a-field.md). Edit
 * may change every field, category and lists included (an improvement on the old extend-only rule).
 */
export const productFields = defineFields({
  title: {
    kind: 'text',
    label: 'Title',
    max: 200,
    required: 'create',
    column: { truncate: 20 },
    example: 'Combed Cotton Yarn Ne 30/1',
  },
  desc: {
    kind: 'textarea',
    label: 'Description',
    max: 10_000,
    rows: 5,
    required: 'create',
    column: { truncate: 40, wide: true },
    example: 'Ring-spun combed cotton yarn for knitting, waxed, on cones.',
  },
  feature: {
    kind: 'list',
    label: 'Product Feature',
    itemLabel: 'Feature',
    max: 300,
    items: 40,
    required: 'never',
    column: { header: 'Features', truncate: 5 },
    example: ['Low hairiness', 'Even count'],
  },
  composition: {
    kind: 'list',
    label: 'Product Composition',
    itemLabel: 'Composition',
    max: 300,
    items: 40,
    required: 'never',
    column: { header: 'Composition', truncate: 5 },
    example: ['100% cotton'],
  },
  endUse: {
    kind: 'text',
    label: 'End Use',
    max: 2000,
    required: 'create',
    column: { truncate: 20 },
    example: 'T-shirts and polo shirts',
  },
  background: {
    kind: 'textarea',
    label: 'Background',
    max: 10_000,
    rows: 4,
    required: 'create',
    column: { truncate: 20 },
    example: 'Spun in Narayanganj from Shankar-6 and US Pima blends.',
  },
  category: {
    kind: 'select',
    label: 'Category',
    options: PRODUCT_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
    required: 'create',
    column: {},
    example: 'yarn',
  },
  productImage: {
    kind: 'image',
    label: 'Product Image',
    hint: WIDE_IMAGE_HINT,
    required: 'create',
    column: { header: 'Image' },
    example: EXAMPLE_UPLOAD,
  },
});

export const productCreate = createSchemaOf(productFields);
export const productCategory = productCreate.shape.category;
export const productUpdate = updateSchemaOf(productFields);
export const product = productCreate.extend({ _id: z.string() });
/** The short-list and menu views need only these. */
export const productSummary = product.pick({ _id: true, title: true, category: true });

export const productListQuery = z.object({ category: productCategory.optional() });

/** A product's fields from the declared examples: where the test records start. */
export const productExample = () => exampleOf(productFields);

export type ProductCreate = z.input<typeof productCreate>;
export type ProductUpdate = z.infer<typeof productUpdate>;
export type Product = z.infer<typeof product>;
export type ProductSummary = z.infer<typeof productSummary>;

/** docs/spec.md §7 product calls. */
export const productsResource = defineResource({
  name: productReads.name,
  noun: 'product',
  record: product,
  fields: productFields,
  list: { paths: productReads.list.paths, access: 'public', filter: productListQuery },
  detail: productReads.detail,
  create: { path: '/add-products', body: productCreate, access: 'admin' },
  update: { method: 'PUT', path: '/product/:id', body: productUpdate },
  remove: { path: '/delete-products/:id' },
});
