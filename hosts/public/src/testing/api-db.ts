import type { About } from '@texbridge/shared/schemas/about';
import type { Contact } from '@texbridge/shared/schemas/contact';
import type { EnquiryCreate } from '@texbridge/shared/schemas/enquiry';
import type { News } from '@texbridge/shared/schemas/news';
import type { Privacy } from '@texbridge/shared/schemas/privacy';
import type { Product } from '@texbridge/shared/schemas/product';
import type { Review } from '@texbridge/shared/schemas/review';
import type { Slider } from '@texbridge/shared/schemas/slider';

/** The API's content as MSW serves it: newest first, as the real API answers. Reset before each test. */
export const apiDb = {
  sliders: [] as Slider[],
  about: [] as About[],
  news: [] as News[],
  contacts: [] as Contact[],
  products: [] as Product[],
  privacy: [] as Privacy[],
  reviews: [] as Review[],
  /** What the enquiry form posted. */
  enquiries: [] as EnquiryCreate[],
  /** E-mails whose admin check answers true. */
  admins: [] as string[],
};

export function resetApiDb() {
  for (const list of Object.values(apiDb)) list.length = 0;
}
