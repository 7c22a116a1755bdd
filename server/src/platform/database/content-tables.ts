import type { ResourceContract } from '@texbridge/shared/resources/define';
import { aboutResource } from '@texbridge/shared/resources/about';
import { contactsResource } from '@texbridge/shared/resources/contacts';
import { newsResource } from '@texbridge/shared/resources/news';
import { privacyResource } from '@texbridge/shared/resources/privacy';
import { productsResource } from '@texbridge/shared/resources/products';
import { reviewsResource } from '@texbridge/shared/resources/reviews';
import { slidersResource } from '@texbridge/shared/resources/sliders';
import { aboutSections, contacts, news, privacySections, products, reviews, sliders } from './schema.ts';
import type { ResourceTable } from './store.ts';

/**
 * The site's content, each resource's contract in shared with the table it is stored in: content/ serves
 * them, history/ keeps and restores their revisions.
 */
export const contentTables: [ResourceContract, ResourceTable][] = [
  [slidersResource, sliders],
  [aboutResource, aboutSections],
  [newsResource, news],
  [contactsResource, contacts],
  [productsResource, products],
  [privacyResource, privacySections],
  [reviewsResource, reviews],
];
