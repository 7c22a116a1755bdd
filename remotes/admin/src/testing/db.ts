import type { About } from '@texbridge/shared/schemas/about';
import type { News } from '@texbridge/shared/schemas/news';
import type { Slider } from '@texbridge/shared/schemas/slider';

/** The API's records as MSW serves them, newest first (index 0 is the newest). Reset before each test. */
export const db = {
  sliders: [] as Slider[],
  about: [] as About[],
  news: [] as News[],
};

/** Every request the handlers saw, for asserting what was (and was not) sent. */
export interface LoggedRequest {
  method: string;
  path: string;
  authorization: string | null;
  body?: unknown;
}
export const requests: LoggedRequest[] = [];

export function resetDb() {
  for (const list of Object.values(db)) list.length = 0;
  requests.length = 0;
}

/** The requests that changed something (everything but GET). */
export const writes = () => requests.filter((request) => request.method !== 'GET');
