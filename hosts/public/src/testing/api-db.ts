import type { Enquiry, EnquiryCreate } from '@texbridge/shared/resources/enquiries';
import { createApiDb } from '@texbridge/shared/testing/api-db';
import type { LoggedRequest } from '@texbridge/shared/testing/fake-api';

/** The API's content as MSW serves it: newest first, as the real API answers. Reset before each test. */
export const apiDb = {
  ...createApiDb(),
  /** What the enquiry form posted (the bodies as sent). */
  enquiries: [] as EnquiryCreate[],
  /** E-mails whose admin check answers true: the signed-in account is an admin when its e-mail is here. */
  admins: [] as string[],
};

/** What the fake API keeps beyond apiDb: the enquiries as stored, its request log and id counter. */
export const fakeApiState = {
  enquiries: [] as Enquiry[],
  requests: [] as LoggedRequest[],
  lastId: 0,
};

export function resetApiDb() {
  for (const list of Object.values(apiDb)) list.length = 0;
  fakeApiState.enquiries.length = 0;
  fakeApiState.requests.length = 0;
  fakeApiState.lastId = 0;
}
