import { aboutCreate, aboutUpdate } from '@texbridge/shared/schemas/about';
import { newsCreate, newsUpdate } from '@texbridge/shared/schemas/news';
import { sliderCreate, sliderUpdate } from '@texbridge/shared/schemas/slider';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import { API, TEST_TOKEN } from './constants.ts';
import { db, requests } from './db.ts';

export { API };

/** The API's error shape (README "The API"): JSON { statusCode, error, message }. */
export const apiError = (statusCode: number, error: string, message: string) =>
  HttpResponse.json({ statusCode, error, message }, { status: statusCode });

let counter = 0;
const newId = () => `f${(++counter).toString(16).padStart(23, '0')}`;

function log(request: Request, body?: unknown) {
  requests.push({
    method: request.method,
    path: new URL(request.url).pathname,
    authorization: request.headers.get('authorization'),
    body,
  });
}

/** Every admin call must carry the signed-in user's token, as the real API demands. */
const unauthorised = (request: Request) =>
  request.headers.get('authorization') === `Bearer ${TEST_TOKEN}`
    ? null
    : apiError(401, 'Unauthorized', 'Sign in as an admin: the Authorization header is missing or wrong.');

/** Validates like the server: strict shared schemas, messages that start with the field. */
function check<T>(schema: z.ZodType<T>, body: unknown): { data: T } | { response: Response } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0]!;
  const message =
    issue.code === 'unrecognized_keys'
      ? `${issue.keys[0]} is not an accepted field`
      : `${issue.path.join('.') || 'body'} ${issue.message}`;
  return { response: apiError(400, 'Bad Request', message) };
}

interface Collection<T extends { _id: string }> {
  rows: T[];
  list: string;
  add: string;
  update: { method: 'put' | 'patch'; path: string };
  remove: string;
  create: z.ZodType;
  change: z.ZodType;
}

/** GET list (with ?page=&limit= and X-Total-Count), POST add, PUT/PATCH update and DELETE, over `rows`. */
function collection<T extends { _id: string }>(spec: Collection<T>) {
  const list: HttpResponseResolver = ({ request }) => {
    log(request);
    const url = new URL(request.url);
    const page = url.searchParams.get('page');
    const limit = url.searchParams.get('limit');
    if (!page && !limit) return HttpResponse.json(spec.rows);
    const size = Number(limit ?? 20);
    const start = (Number(page ?? 1) - 1) * size;
    return HttpResponse.json(spec.rows.slice(start, start + size), {
      headers: { 'X-Total-Count': String(spec.rows.length) },
    });
  };
  return [
    http.get(`${API}${spec.list}`, list),
    http.post(`${API}${spec.add}`, async ({ request }) => {
      const body: unknown = await request.json();
      log(request, body);
      const denied = unauthorised(request);
      if (denied) return denied;
      const checked = check(spec.create, body);
      if ('response' in checked) return checked.response;
      const record = { ...(checked.data as object), _id: newId() } as T;
      spec.rows.unshift(record);
      return HttpResponse.json({ acknowledged: true, insertedId: record._id });
    }),
    http[spec.update.method](`${API}${spec.update.path}`, async ({ request, params }) => {
      const body: unknown = await request.json();
      log(request, body);
      const denied = unauthorised(request);
      if (denied) return denied;
      const checked = check(spec.change, body);
      if ('response' in checked) return checked.response;
      const record = spec.rows.find((row) => row._id === params.id);
      if (!record) return apiError(404, 'Not Found', `No record with id ${String(params.id)}.`);
      Object.assign(record, checked.data);
      return HttpResponse.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    }),
    http.delete(`${API}${spec.remove}`, ({ request, params }) => {
      log(request);
      const denied = unauthorised(request);
      if (denied) return denied;
      const index = spec.rows.findIndex((row) => row._id === params.id);
      if (index >= 0) spec.rows.splice(index, 1);
      return HttpResponse.json({ acknowledged: true, deletedCount: index >= 0 ? 1 : 0 });
    }),
  ];
}

/** What POST /uploads stored, by URL. */
export const uploads = new Map<string, { name: string; type: string; size: number }>();

export const handlers = [
  http.get(`${window.location.origin}/runtime-config.json`, () =>
    HttpResponse.json({ siteName: 'TexBridge', apiUrl: API }),
  ),
  ...collection({
    rows: db.sliders,
    list: '/sliders',
    add: '/add-sliders',
    update: { method: 'put', path: '/slider/:id' },
    remove: '/delete-slide/:id',
    create: sliderCreate,
    change: sliderUpdate,
  }),
  ...collection({
    rows: db.about,
    list: '/about-us',
    add: '/add-about',
    update: { method: 'patch', path: '/about/:id' },
    remove: '/delete-about/:id',
    create: aboutCreate,
    change: aboutUpdate,
  }),
  ...collection({
    rows: db.news,
    list: '/news',
    add: '/add-news',
    update: { method: 'put', path: '/news/:id' },
    remove: '/delete-news/:id',
    create: newsCreate,
    change: newsUpdate,
  }),
  http.post(`${API}/uploads`, async ({ request }) => {
    const denied = unauthorised(request);
    if (denied) {
      log(request);
      return denied;
    }
    // The parsed part is undici's File, not jsdom's: recognise it by shape, not by instanceof.
    const file = (await request.formData()).get('file') as File | string | null;
    const isFile = typeof file === 'object' && file !== null && 'size' in file;
    log(request, { file: isFile ? file.name : null });
    if (!isFile) return apiError(400, 'Bad Request', 'file is required (multipart field "file")');
    const url = `/uploads/${newId()}.webp`;
    uploads.set(url, { name: file.name, type: file.type, size: file.size });
    return HttpResponse.json({ url });
  }),
];
