import { privacyCreate, privacyUpdate, type Privacy } from '@texbridge/shared/schemas/privacy';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { API, TEST_TOKEN } from '../../../testing/constants.ts';
import { requests } from '../../../testing/db.ts';
import { apiError } from '../../../testing/handlers.ts';

/**
 * The privacy calls of SPEC.md §7 over an in-memory list, newest first, for the manager's tests. The
 * shared testing/handlers.ts does not serve them yet; this does it the same way: every call logged in
 * `requests`, writes need the admin's token, bodies checked by the strict shared schemas.
 */
export const privacySections: Privacy[] = [];

let counter = 0;
const nextId = () => `p${(++counter).toString(16).padStart(23, '0')}`;

/** A privacy-center section as the API answers it (SPEC.md §3), with realistic text. */
export const makePrivacy = (over: Partial<Privacy> = {}): Privacy => ({
  _id: nextId(),
  title: 'Your data stays with us',
  caption: 'How we handle buyer and supplier details.',
  privacy: 'We keep enquiry details only to answer them and never sell them.',
  policy: 'Samples and prices shared with us stay between the buyer, the mill and us.',
  why: 'Audited mills, transparent pricing and one contact from sample to shipment.',
  ...over,
});

function log(request: Request, body?: unknown) {
  const { method, url, headers } = request;
  requests.push({ method, path: new URL(url).pathname, authorization: headers.get('authorization'), body });
}

const denied = (request: Request) =>
  request.headers.get('authorization') === `Bearer ${TEST_TOKEN}`
    ? null
    : apiError(401, 'Unauthorized', 'Sign in as an admin: the Authorization header is missing or wrong.');

function refused(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const message =
    issue.code === 'unrecognized_keys'
      ? `${issue.keys[0]} is not an accepted field`
      : `${issue.path.join('.') || 'body'} ${issue.message}`;
  return apiError(400, 'Bad Request', message);
}

export const privacyHandlers = [
  http.get(`${API}/privacy`, ({ request }) => {
    log(request);
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const start = (Number(url.searchParams.get('page') ?? 1) - 1) * limit;
    return HttpResponse.json(privacySections.slice(start, start + limit), {
      headers: { 'X-Total-Count': String(privacySections.length) },
    });
  }),
  http.post(`${API}/add-privacy`, async ({ request }) => {
    const body = (await request.json()) as Omit<Privacy, '_id'>;
    log(request, body);
    const problem = denied(request) ?? refused(privacyCreate, body);
    if (problem) return problem;
    const record = { ...body, _id: nextId() };
    privacySections.unshift(record);
    return HttpResponse.json({ acknowledged: true, insertedId: record._id });
  }),
  http.patch(`${API}/privacy/:id`, async ({ request, params }) => {
    const body = (await request.json()) as Partial<Privacy>;
    log(request, body);
    const problem = denied(request) ?? refused(privacyUpdate, body);
    if (problem) return problem;
    const record = privacySections.find((row) => row._id === params.id);
    if (!record) return apiError(404, 'Not Found', `No privacy section with id ${String(params.id)}.`);
    Object.assign(record, body);
    return HttpResponse.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
  }),
  http.delete(`${API}/delete-privacy/:id`, ({ request, params }) => {
    log(request);
    const problem = denied(request);
    if (problem) return problem;
    const index = privacySections.findIndex((row) => row._id === params.id);
    if (index < 0) return apiError(404, 'Not Found', `No privacy section with id ${String(params.id)}.`);
    privacySections.splice(index, 1);
    return HttpResponse.json({ acknowledged: true, deletedCount: 1 });
  }),
];
