import { http, HttpResponse } from 'msw';
import { apiDb } from './api-db.ts';

export const API = 'http://api.test';

const notFound = (noun: string, id: string) =>
  HttpResponse.json({ statusCode: 404, error: 'Not Found', message: `No ${noun} with id ${id}.` }, { status: 404 });

/** The public half of the API contract (docs/spec.md §7 and the README), over `apiDb`. */
export const handlers = [
  http.get(`${API}/sliders`, () => HttpResponse.json(apiDb.sliders)),
  http.get(`${API}/about-us`, () => HttpResponse.json(apiDb.about)),
  http.get(`${API}/news`, () => HttpResponse.json(apiDb.news)),
  http.get(`${API}/news/:id`, ({ params }) => {
    const item = apiDb.news.find((row) => row._id === params.id);
    return item ? HttpResponse.json(item) : notFound('news item', String(params.id));
  }),
  http.get(`${API}/contact`, () => HttpResponse.json(apiDb.contacts)),
  http.get(`${API}/privacy`, () => HttpResponse.json(apiDb.privacy)),
  http.get(`${API}/reviews`, () => HttpResponse.json(apiDb.reviews)),
  ...[`${API}/products`, `${API}/`].map((path) =>
    http.get(path, ({ request }) => {
      const url = new URL(request.url);
      const category = url.searchParams.get('category');
      const rows = category ? apiDb.products.filter((row) => row.category === category) : apiDb.products;
      const page = url.searchParams.get('page');
      const limit = url.searchParams.get('limit');
      if (!page && !limit) return HttpResponse.json(rows);
      const size = Number(limit ?? 20);
      const start = (Number(page ?? 1) - 1) * size;
      return HttpResponse.json(rows.slice(start, start + size), { headers: { 'X-Total-Count': String(rows.length) } });
    }),
  ),
  http.get(`${API}/products/:id`, ({ params }) => {
    const item = apiDb.products.find((row) => row._id === params.id);
    return item ? HttpResponse.json(item) : notFound('product', String(params.id));
  }),
  // The admin check (docs/spec.md §7): admins are listed in apiDb.admins.
  http.get(`${API}/admin/:email`, ({ params, request }) => {
    if (!request.headers.get('authorization')) {
      return HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Sign in first.' }, { status: 401 });
    }
    return HttpResponse.json({ isAdmin: apiDb.admins.includes(String(params.email)) });
  }),
  http.post(`${API}/enquiries`, async ({ request }) => {
    apiDb.enquiries.push((await request.json()) as never);
    return HttpResponse.json({ acknowledged: true, insertedId: String(apiDb.enquiries.length).padStart(24, '0') });
  }),
];
