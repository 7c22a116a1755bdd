import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import { imageUrl, keptText, requiredText } from '../schemas/common.ts';
import { defineResource } from './define.ts';
import { productReads } from './public-reads.ts';

export const productCategory = z.enum(PRODUCT_CATEGORIES, {
  message: `must be one of ${PRODUCT_CATEGORIES.join(', ')}`,
});
const textList = z.array(requiredText(300)).max(40);

export const productCreate = z.strictObject({
  title: requiredText(200),
  desc: requiredText(10_000),
  feature: textList.default([]),
  composition: textList.default([]),
  endUse: requiredText(2000),
  background: requiredText(10_000),
  category: productCategory,
  productImage: imageUrl,
});
/** Edit may change every field, category and lists included (an improvement on the old extend-only rule). */
export const productUpdate = z.strictObject({
  title: keptText(200),
  desc: keptText(10_000),
  feature: textList.optional(),
  composition: textList.optional(),
  endUse: keptText(2000),
  background: keptText(10_000),
  category: productCategory.optional(),
  productImage: imageUrl.optional(),
});
export const product = productCreate.extend({ _id: z.string() });
/** The short-list and menu views need only these. */
export const productSummary = product.pick({ _id: true, title: true, category: true });

export const productListQuery = z.object({ category: productCategory.optional() });

export type ProductCreate = z.input<typeof productCreate>;
export type ProductUpdate = z.infer<typeof productUpdate>;
export type Product = z.infer<typeof product>;
export type ProductSummary = z.infer<typeof productSummary>;

/** docs/spec.md §7 product calls. */
export const productsResource = defineResource({
  name: productReads.name,
  noun: 'product',
  record: product,
  list: { paths: productReads.list.paths, access: 'public', filter: productListQuery },
  detail: productReads.detail,
  create: { path: '/add-products', body: productCreate, access: 'admin' },
  update: { method: 'PUT', path: '/product/:id', body: productUpdate },
  remove: { path: '/delete-products/:id' },
});
