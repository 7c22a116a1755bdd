import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ProductCategory } from '@texbridge/shared/constants';
import {
  product,
  productCreate,
  productListQuery,
  productUpdate,
  type Product,
} from '@texbridge/shared/resources/products';
import type { AppContext } from '../app-context.ts';
import { products } from '../db/schema.ts';
import { createStore } from '../db/store.ts';
import { registerResource } from '../lib/resource.ts';

export async function productRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResource<Product>(app, ctx, {
    name: 'products',
    noun: 'product',
    store: createStore(ctx.database.db, products),
    record: product,
    list: {
      // docs/spec.md §7 asks for a category's products at GET /?category=…; /products filters the same way.
      paths: ['/products', '/'],
      filter: {
        query: productListQuery,
        where: ({ category }) => (category ? eq(products.category, category as ProductCategory) : undefined),
      },
    },
    detail: { path: '/products/:id' },
    create: { path: '/add-products', body: productCreate },
    update: { method: 'PUT', path: '/product/:id', body: productUpdate },
    remove: { path: '/delete-products/:id' },
  });
}
