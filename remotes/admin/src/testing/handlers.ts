import { createFakeApi, type FakeAccount } from '@texbridge/shared/testing/fake-api';
import { withLocales } from '@texbridge/shared/testing/fake-locales';
import { http, HttpResponse } from 'msw';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../lib/image-checks.ts';
import { ADMIN } from './auth.ts';
import { API, TEST_TOKEN } from './constants.ts';
import { db, requests } from './db.ts';

export { API };

/** The API's error shape, for a test's own handler: JSON { statusCode, error, message }. */
export const apiError = (statusCode: number, error: string, message: string) =>
  HttpResponse.json({ statusCode, error, message }, { status: statusCode });

const signIn = (token: string): FakeAccount | undefined =>
  token === TEST_TOKEN ? { uid: ADMIN.uid, email: ADMIN.email, role: 'admin' } : undefined;

/**
 * The shared fake API (shared/src/testing/fake-api.ts) over the lists in db.ts: every call the dashboard
 * makes, generated from the resource contracts, in every locale (fake-locales.ts: a record's `translations`
 * are its other languages' words). The test token signs in as the test admin (auth.ts ADMIN).
 */
export const api = withLocales(
  createFakeApi({
    origin: API,
    db,
    requests,
    signIn,
    images: { types: ACCEPTED_IMAGE_TYPES, maxBytes: MAX_IMAGE_BYTES },
  }),
  signIn,
);

/** What POST /uploads stored, by URL. */
export const uploads = api.uploads;

export const handlers = [
  http.get(`${window.location.origin}/runtime-config.json`, () =>
    HttpResponse.json({ siteName: 'TexBridge', apiUrl: API }),
  ),
  http.all(`${API}/*`, ({ request }) => api.handle(request)),
];
