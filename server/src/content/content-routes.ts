import type { FastifyInstance } from 'fastify';
import type { ResourceContract } from '@texbridge/shared/resources/define';
import { aboutResource } from '@texbridge/shared/resources/about';
import { contactsResource } from '@texbridge/shared/resources/contacts';
import { newsResource } from '@texbridge/shared/resources/news';
import { privacyResource } from '@texbridge/shared/resources/privacy';
import { productsResource } from '@texbridge/shared/resources/products';
import { reviewsResource } from '@texbridge/shared/resources/reviews';
import { slidersResource } from '@texbridge/shared/resources/sliders';
import type { AppContext } from '../app-context.ts';
import {
  aboutSections,
  contacts,
  news,
  privacySections,
  products,
  reviews,
  sliders,
} from '../platform/database/schema.ts';
import type { ResourceTable } from '../platform/database/store.ts';
import { registerResource } from './resource.ts';

/** The site's content, each resource's routes from its contract in shared and stored in its table. */
export const content: [ResourceContract, ResourceTable][] = [
  [slidersResource, sliders],
  [aboutResource, aboutSections],
  [newsResource, news],
  [contactsResource, contacts],
  [productsResource, products],
  [privacyResource, privacySections],
  [reviewsResource, reviews],
];

export async function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const [contract, table] of content) registerResource(app, ctx, contract, table);
}
