import { review, reviewCreate, type Review } from '@texbridge/shared/schemas/review';
import { http, HttpResponse } from 'msw';
import { requests } from '../../../testing/db.ts';
import { IMAGE } from '../../../testing/fixtures.ts';
import { API, apiError } from '../../../testing/handlers.ts';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { server } from '../../../testing/msw-server.ts';

/**
 * The shared test handlers (src/testing/handlers.ts) serve no reviews yet: these stand in for them,
 * in the same style: an in-memory list, newest first, the shared strict schema, every call logged in
 * `requests` so that `writes()` sees them. The API has no review update.
 */
export const reviews: Review[] = [];

let counter = 0;
const nextId = () => `b${(++counter).toString(16).padStart(23, '0')}`;

export const makeReview = (over: Partial<Review> = {}): Review =>
  review.parse({
    _id: nextId(),
    name: 'Combed cotton yarn',
    comment: 'Even counts and on-time shipment to our Gazipur mill.',
    rate: 5,
    date: '7 - 3 - 2026',
    photo: IMAGE,
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

/** Empties the list and serves GET /reviews, POST /add-reviews and DELETE /delete-reviews/:id. */
export function serveReviews() {
  reviews.length = 0;
  server.use(
    http.get(`${API}/reviews`, ({ request }) => {
      log(request);
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? reviews.length);
      const start = (Number(url.searchParams.get('page') ?? 1) - 1) * limit;
      return HttpResponse.json(reviews.slice(start, start + limit), {
        headers: { 'X-Total-Count': String(reviews.length) },
      });
    }),
    http.post(`${API}/add-reviews`, async ({ request }) => {
      const body: unknown = await request.json();
      log(request, body);
      const refused = denied(request);
      if (refused) return refused;
      const parsed = reviewCreate.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const message =
          issue.code === 'unrecognized_keys'
            ? `${issue.keys[0]} is not an accepted field`
            : `${issue.path.join('.') || 'body'} ${issue.message}`;
        return apiError(400, 'Bad Request', message);
      }
      const record: Review = { ...parsed.data, date: parsed.data.date ?? '', _id: nextId() };
      reviews.unshift(record);
      return HttpResponse.json({ acknowledged: true, insertedId: record._id });
    }),
    http.delete(`${API}/delete-reviews/:id`, ({ request, params }) => {
      log(request);
      const refused = denied(request);
      if (refused) return refused;
      const index = reviews.findIndex((row) => row._id === params.id);
      if (index >= 0) reviews.splice(index, 1);
      return HttpResponse.json({ acknowledged: true, deletedCount: index >= 0 ? 1 : 0 });
    }),
  );
}
