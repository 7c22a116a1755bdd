import { product, productCreate, productUpdate, type Product } from '@texbridge/shared/schemas/product';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { requests } from '../../../testing/db.ts';
import { IMAGE } from '../../../testing/fixtures.ts';
import { API, apiError } from '../../../testing/handlers.ts';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { server } from '../../../testing/msw-server.ts';

/**
 * The shared test handlers (src/testing/handlers.ts) serve no products yet: these stand in for them,
 * in the same style: an in-memory list, newest first, the shared strict schemas, every call logged in
 * `requests` so that `writes()` sees them.
 */
export const products: Product[] = [];

let counter = 0;
const nextId = () => `a${(++counter).toString(16).padStart(23, '0')}`;

export const makeProduct = (over: Partial<Product> = {}): Product =>
  product.parse({
    _id: nextId(),
    title: 'Combed cotton yarn',
    desc: 'Ring-spun combed cotton yarn for knitting, from audited spinners.',
    feature: ['Low hairiness', 'Even count'],
    composition: ['100% cotton'],
    endUse: 'T-shirts and polo shirts',
    background: 'Spun in Narayanganj from Shankar-6 and US Pima blends.',
    category: 'yarn',
    productImage: IMAGE,
    ...over,
  });

const log = (request: Request, body?: unknown) =>
  requests.push({
    method: request.method,
    path: new URL(request.url).pathname,
    authorization: request.headers.get('authorization'),
    body,
  });

const denied = (request: Request) =>
  request.headers.get('authorization') === `Bearer ${TEST_TOKEN}`
    ? null
    : apiError(401, 'Unauthorized', 'Sign in as an admin: the Authorization header is missing or wrong.');

function check<T>(schema: z.ZodType<T>, body: unknown): T | Response {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const message =
    issue.code === 'unrecognized_keys'
      ? `${issue.keys[0]} is not an accepted field`
      : `${issue.path.join('.') || 'body'} ${issue.message}`;
  return apiError(400, 'Bad Request', message);
}

/** Empties the list and serves GET /products, POST /add-products, PUT /product/:id, DELETE /delete-products/:id. */
export function serveProducts() {
  products.length = 0;
  server.use(
    http.get(`${API}/products`, ({ request }) => {
      log(request);
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? products.length);
      const start = (Number(url.searchParams.get('page') ?? 1) - 1) * limit;
      return HttpResponse.json(products.slice(start, start + limit), {
        headers: { 'X-Total-Count': String(products.length) },
      });
    }),
    http.post(`${API}/add-products`, async ({ request }) => {
      const body: unknown = await request.json();
      log(request, body);
      const checked = denied(request) ?? check(productCreate, body);
      if (checked instanceof Response) return checked;
      const record = { ...checked, _id: nextId() } as Product;
      products.unshift(record);
      return HttpResponse.json({ acknowledged: true, insertedId: record._id });
    }),
    http.put(`${API}/product/:id`, async ({ request, params }) => {
      const body: unknown = await request.json();
      log(request, body);
      const checked = denied(request) ?? check(productUpdate, body);
      if (checked instanceof Response) return checked;
      const record = products.find((row) => row._id === params.id);
      if (!record) return apiError(404, 'Not Found', `No product with id ${String(params.id)}.`);
      Object.assign(record, checked);
      return HttpResponse.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    }),
    http.delete(`${API}/delete-products/:id`, ({ request, params }) => {
      log(request);
      const refused = denied(request);
      if (refused) return refused;
      const index = products.findIndex((row) => row._id === params.id);
      if (index >= 0) products.splice(index, 1);
      return HttpResponse.json({ acknowledged: true, deletedCount: index >= 0 ? 1 : 0 });
    }),
  );
}
