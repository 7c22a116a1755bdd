import { createApiDb } from '@texbridge/shared/testing/api-db';
import type { LoggedRequest } from '@texbridge/shared/testing/fake-api';

/** The API's records as MSW serves them, newest first (index 0 is the newest). Reset before each test. */
export const db = createApiDb();

export type { LoggedRequest };
/** Every request the fake API saw, for asserting what was (and was not) sent. */
export const requests: LoggedRequest[] = [];

export function resetDb() {
  for (const list of Object.values(db)) list.length = 0;
  requests.length = 0;
}

/** The requests that changed something (everything but GET). */
export const writes = () => requests.filter((request) => request.method !== 'GET');
