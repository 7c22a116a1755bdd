import type { About } from '../schemas/about.ts';
import type { Contact } from '../schemas/contact.ts';
import type { News } from '../schemas/news.ts';
import type { Privacy } from '../schemas/privacy.ts';
import type { Product } from '../schemas/product.ts';
import type { Review } from '../schemas/review.ts';
import type { Slider } from '../schemas/slider.ts';

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
