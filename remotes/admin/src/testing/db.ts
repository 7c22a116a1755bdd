import type { About } from '@texbridge/shared/schemas/about';
import type { Contact } from '@texbridge/shared/schemas/contact';
import type { Enquiry } from '@texbridge/shared/schemas/enquiry';
import type { News } from '@texbridge/shared/schemas/news';
import type { Privacy } from '@texbridge/shared/schemas/privacy';
import type { Product } from '@texbridge/shared/schemas/product';
import type { Review } from '@texbridge/shared/schemas/review';
import type { Slider } from '@texbridge/shared/schemas/slider';
import type { User } from '@texbridge/shared/schemas/user';

/** The API's records as MSW serves them, newest first (index 0 is the newest). Reset before each test. */
export const db = {
  sliders: [] as Slider[],
  about: [] as About[],
  news: [] as News[],
  contacts: [] as Contact[],
  products: [] as Product[],
  privacy: [] as Privacy[],
  reviews: [] as Review[],
  users: [] as User[],
  enquiries: [] as Enquiry[],
};

/** Every request the handlers saw, for asserting what was (and was not) sent. */
export interface LoggedRequest {
  method: string;
  path: string;
  /** The query string ('?page=2&limit=10'), only when the URL has one. */
  search?: string;
  authorization: string | null;
  /** The parsed JSON body (for POST /uploads, the file's name); absent when nothing was sent. */
  body?: unknown;
}
export const requests: LoggedRequest[] = [];

export function resetDb() {
  for (const list of Object.values(db)) list.length = 0;
  requests.length = 0;
}

/** The requests that changed something (everything but GET). */
export const writes = () => requests.filter((request) => request.method !== 'GET');
