import type { About } from '../resources/about.ts';
import type { Contact } from '../resources/contacts.ts';
import type { News } from '../resources/news.ts';
import type { Privacy } from '../resources/privacy.ts';
import type { Product } from '../resources/products.ts';
import type { Review } from '../resources/reviews.ts';
import type { Slider } from '../resources/sliders.ts';

/**
 * The API's seven content collections (docs/spec.md §3) as in-memory lists for MSW handlers, newest first
 * (index 0 is the newest) as the real API answers. Each half's test db adds its own extras.
 */
export const createApiDb = () => ({
  sliders: [] as Slider[],
  about: [] as About[],
  news: [] as News[],
  contacts: [] as Contact[],
  products: [] as Product[],
  privacy: [] as Privacy[],
  reviews: [] as Review[],
});
