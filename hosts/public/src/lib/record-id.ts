import { data } from 'react-router-dom';

/** The API's ids: 24 hex digits, like MongoDB's ObjectIds (server/src/platform/database/ids.ts). */
const RECORD_ID = /^[0-9a-f]{24}$/i;

/** Whether a value can be an id of the API's records at all. */
export const isRecordId = (value: string) => RECORD_ID.test(value);

/**
 * A detail page's id, checked before anything is asked of the API: a malformed id is a page that does
 * not exist (404, the Page Not Found screen), never a request with a broken path and never a 500.
 */
export function recordIdOr404(id: string | undefined): string {
  if (id === undefined || !RECORD_ID.test(id)) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  return id;
}
