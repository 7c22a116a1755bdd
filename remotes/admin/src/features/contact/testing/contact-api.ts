import { contactCreate, contactUpdate, type Contact } from '@texbridge/shared/schemas/contact';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { API, TEST_TOKEN } from '../../../testing/constants.ts';
import { requests } from '../../../testing/db.ts';
import { IMAGE } from '../../../testing/fixtures.ts';
import { apiError } from '../../../testing/handlers.ts';

/**
 * The contact calls of SPEC.md §7 over an in-memory list, newest first, for the manager's tests. The
 * shared testing/handlers.ts does not serve them yet; this does it the same way: every call logged in
 * `requests`, writes need the admin's token, bodies checked by the strict shared schemas.
 */
export const contacts: Contact[] = [];

let counter = 0;
const nextId = () => `c${(++counter).toString(16).padStart(23, '0')}`;

/** A contact record as the API answers it (SPEC.md §3), with realistic text. */
export const makeContact = (over: Partial<Contact> = {}): Contact => ({
  _id: nextId(),
  add1: { addT1: 'Head Office', add1: 'House 12, Road 7, Gulshan 1, Dhaka 1212' },
  HR: { hrt: '01711000001', hre: 'hr@texbridge.example' },
  bd: { bdt: '01711000002', bde: 'bd@texbridge.example' },
  marketing: { marketingT: '01711000003', marketingE: 'marketing@texbridge.example' },
  supplyChain: '01711000004',
  rnd: '01711000005',
  commercial: '01711000006',
  map: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
  QR: IMAGE,
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

export const contactHandlers = [
  http.get(`${API}/contact`, ({ request }) => {
    log(request);
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const start = (Number(url.searchParams.get('page') ?? 1) - 1) * limit;
    return HttpResponse.json(contacts.slice(start, start + limit), {
      headers: { 'X-Total-Count': String(contacts.length) },
    });
  }),
  http.post(`${API}/add-contact`, async ({ request }) => {
    const body = (await request.json()) as Omit<Contact, '_id'>;
    log(request, body);
    const problem = denied(request) ?? refused(contactCreate, body);
    if (problem) return problem;
    const record = { ...body, _id: nextId() };
    contacts.unshift(record);
    return HttpResponse.json({ acknowledged: true, insertedId: record._id });
  }),
  http.put(`${API}/contact/:id`, async ({ request, params }) => {
    const body = (await request.json()) as Partial<Contact>;
    log(request, body);
    const problem = denied(request) ?? refused(contactUpdate, body);
    if (problem) return problem;
    const record = contacts.find((row) => row._id === params.id);
    if (!record) return apiError(404, 'Not Found', `No contact with id ${String(params.id)}.`);
    Object.assign(record, body);
    return HttpResponse.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
  }),
  http.delete(`${API}/delete-contact/:id`, ({ request, params }) => {
    log(request);
    const problem = denied(request);
    if (problem) return problem;
    const index = contacts.findIndex((row) => row._id === params.id);
    if (index < 0) return apiError(404, 'Not Found', `No contact with id ${String(params.id)}.`);
    contacts.splice(index, 1);
    return HttpResponse.json({ acknowledged: true, deletedCount: 1 });
  }),
];
