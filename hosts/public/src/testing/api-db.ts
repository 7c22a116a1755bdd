import type { EnquiryCreate } from '@texbridge/shared/resources/enquiries';
import { createApiDb } from '@texbridge/shared/testing/api-db';

/** The API's content as MSW serves it: newest first, as the real API answers. Reset before each test. */
export const apiDb = {
  ...createApiDb(),
  /** What the enquiry form posted. */
  enquiries: [] as EnquiryCreate[],
  /** E-mails whose admin check answers true. */
  admins: [] as string[],
};

export function resetApiDb() {
  for (const list of Object.values(apiDb)) list.length = 0;
}
