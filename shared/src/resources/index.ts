import { aboutResource } from './about.ts';
import { contactsResource } from './contacts.ts';
import { enquiriesResource } from './enquiries.ts';
import { historyResource } from './history.ts';
import { newsResource } from './news.ts';
import { privacyResource } from './privacy.ts';
import { productsResource } from './products.ts';
import { reviewsResource } from './reviews.ts';
import { rfqsResource } from './rfqs.ts';
import { slidersResource } from './sliders.ts';
import { usersResource } from './users.ts';

/** Every resource of the API, in the order of docs/spec.md §7. */
export const resources = [
  slidersResource,
  aboutResource,
  newsResource,
  contactsResource,
  productsResource,
  privacyResource,
  reviewsResource,
  usersResource,
  enquiriesResource,
  rfqsResource,
  historyResource,
] as const;
