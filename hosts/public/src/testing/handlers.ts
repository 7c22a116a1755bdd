import { authStore } from '@texbridge/shared/auth/auth-store';
import { createFakeApi } from '@texbridge/shared/testing/fake-api';
import { http } from 'msw';
import { apiDb, fakeApiState } from './api-db.ts';

export const API = 'http://api.test';
/** The ID token the scripted provider (scripted-auth.ts) hands out. */
export const TEST_TOKEN = 'test-id-token';

/** apiDb's lists of records, without its lists of what was sent and who is admin. */
const recordsOf = ({ enquiries: _sent, admins: _admins, ...lists }: typeof apiDb) => lists;

/**
 * The shared fake API (shared/src/testing/fake-api.ts) over `apiDb`: the whole API, generated from the
 * resource contracts, with the server's sentences. The test token signs in as whoever the shared auth store
 * has signed in (scripted-auth.ts), an admin when their e-mail is in apiDb.admins.
 */
const api = createFakeApi({
  origin: API,
  // Every resource's list is apiDb's, but for the enquiries: apiDb keeps what the form sent, the fake what it stored.
  db: { ...recordsOf(apiDb), enquiries: fakeApiState.enquiries },
  requests: fakeApiState.requests,
  signIn: (token) => {
    if (token !== TEST_TOKEN) return undefined;
    const email = authStore.getState().user?.email ?? null;
    return { email, ...(email && apiDb.admins.includes(email) ? { role: 'admin' as const } : {}) };
  },
  // Ids count from 000…001 in each test.
  newId: () => String(++fakeApiState.lastId).padStart(24, '0'),
  onCreate: (resource, sent) => {
    if (resource === 'enquiries') apiDb.enquiries.push(sent as (typeof apiDb.enquiries)[number]);
  },
});

export const handlers = [http.all(`${API}/*`, ({ request }) => api.handle(request))];
