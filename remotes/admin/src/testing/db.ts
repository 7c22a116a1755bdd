import type { Enquiry } from '@texbridge/shared/resources/enquiries';
import type { User } from '@texbridge/shared/resources/users';
import { createApiDb } from '@texbridge/shared/testing/api-db';

/** The API's records as MSW serves them, newest first (index 0 is the newest). Reset before each test. */
export const db = {
  ...createApiDb(),
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
