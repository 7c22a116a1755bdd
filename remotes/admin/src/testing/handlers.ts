import { formatReviewDate } from '@texbridge/shared/format/review-date';
import { aboutCreate, aboutUpdate } from '@texbridge/shared/resources/about';
import { contactCreate, contactUpdate } from '@texbridge/shared/resources/contacts';
import { enquiryCreate, enquiryUpdate } from '@texbridge/shared/resources/enquiries';
import { newsCreate, newsUpdate } from '@texbridge/shared/resources/news';
import { privacyCreate, privacyUpdate } from '@texbridge/shared/resources/privacy';
import { productCreate, productListQuery, productUpdate } from '@texbridge/shared/resources/products';
import { reviewCreate } from '@texbridge/shared/resources/reviews';
import { sliderCreate, sliderUpdate } from '@texbridge/shared/resources/sliders';
import type { User } from '@texbridge/shared/resources/users';
import { http, HttpResponse } from 'msw';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../lib/image-checks.ts';
import { apiError, log, notFound, readJson, refused } from './api-rules.ts';
import { ADMIN } from './auth.ts';
import { collection, newId } from './collection.ts';
import { API } from './constants.ts';
import { db } from './db.ts';

export { API };
export { apiError };

/** What POST /uploads stored, by URL. */
export const uploads = new Map<string, { name: string; type: string; size: number }>();

const OWN_ACCOUNT = 'You cannot delete your own account.';
const LAST_ADMIN = 'The last admin cannot be deleted; make another user admin first.';

/** The signed-in test admin's row: the server knows its caller by account, the test by e-mail (any case). */
const isCaller = (user: User) => user.email.toLowerCase() === ADMIN.email!.toLowerCase();

/** The users calls (server/src/routes/users.ts): the list, the bodiless promotion, the guarded delete. */
const userHandlers = [
  ...collection({
    rows: db.users,
    noun: 'user',
    list: { paths: ['/users'], access: 'admin' },
    remove: {
      path: '/delete-users/:id',
      guard: (user) => {
        if (isCaller(user)) return OWN_ACCOUNT;
        const admins = db.users.filter((row) => row.role === 'admin').length;
        return user.role === 'admin' && admins <= 1 ? LAST_ADMIN : null;
      },
    },
  }),
  http.put(`${API}/users/:id`, async ({ request, params }) => {
    const { body, problem } = await readJson(request);
    log(request, body);
    const refusal = refused(request, 'admin') ?? problem;
    if (refusal) return refusal;
    // The call takes no body: one sent, or a Content-Type announcing one, is refused.
    if (body !== undefined || request.headers.has('content-type')) {
      return apiError(400, 'Bad Request', 'body is not accepted: this call takes none');
    }
    const found = db.users.find((row) => row._id === params.id);
    if (!found) return notFound('user', params.id);
    const modified = found.role === 'admin' ? 0 : 1;
    found.role = 'admin';
    return HttpResponse.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified });
  }),
  http.get(`${API}/admin/:email`, ({ request, params }) => {
    log(request);
    const refusal = refused(request, 'signed-in');
    if (refusal) return refusal;
    const email = String(params.email).toLowerCase();
    const row = db.users.find((user) => user.email.toLowerCase() === email);
    return HttpResponse.json({ isAdmin: email === ADMIN.email!.toLowerCase() || row?.role === 'admin' });
  }),
];

/** POST /uploads (README "Additions over the spec"): multipart field `file`, an image of at most 10 MB. */
const uploadHandler = http.post(`${API}/uploads`, async ({ request }) => {
  const refusal = refused(request, 'admin');
  if (refusal || !request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    log(request);
    return (
      refusal ?? apiError(415, 'Unsupported Media Type', 'send the file as multipart/form-data in a field named file')
    );
  }
  // The parsed part is undici's File, not jsdom's: recognise it by shape, not by instanceof.
  const file = (await request.formData()).get('file') as File | string | null;
  const isFile = typeof file === 'object' && file !== null && 'size' in file;
  log(request, { file: isFile ? file.name : null });
  if (!isFile) return apiError(400, 'Bad Request', 'file is required (multipart field "file")');
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return apiError(415, 'Unsupported Media Type', 'file must be a JPEG, PNG, WebP, GIF or AVIF image');
  }
  if (file.size > MAX_IMAGE_BYTES) return apiError(413, 'Payload Too Large', 'request file too large');
  const url = `/uploads/${newId()}.webp`;
  uploads.set(url, { name: file.name, type: file.type, size: file.size });
  return HttpResponse.json({ url });
});

/** Every call of the API the dashboard makes (README "The API"), over the lists in db.ts. */
export const handlers = [
  http.get(`${window.location.origin}/runtime-config.json`, () =>
    HttpResponse.json({ siteName: 'TexBridge', apiUrl: API }),
  ),
  ...collection({
    rows: db.sliders,
    noun: 'slide',
    list: { paths: ['/sliders'] },
    create: { path: '/add-sliders', body: sliderCreate },
    update: { method: 'put', path: '/slider/:id', body: sliderUpdate },
    remove: { path: '/delete-slide/:id' },
  }),
  ...collection({
    rows: db.about,
    noun: 'about section',
    list: { paths: ['/about-us'] },
    create: { path: '/add-about', body: aboutCreate },
    update: { method: 'patch', path: '/about/:id', body: aboutUpdate },
    remove: { path: '/delete-about/:id' },
  }),
  ...collection({
    rows: db.news,
    noun: 'news item',
    list: { paths: ['/news'] },
    detail: '/news/:id',
    create: {
      path: '/add-news',
      body: newsCreate,
      // The release date defaults to today; month is zero-based (docs/spec.md §3).
      toRow: (body) => {
        const today = new Date();
        return { day: today.getDate(), month: today.getMonth(), year: today.getFullYear(), ...body };
      },
    },
    update: { method: 'put', path: '/news/:id', body: newsUpdate },
    remove: { path: '/delete-news/:id' },
  }),
  ...collection({
    rows: db.contacts,
    noun: 'contact',
    list: { paths: ['/contact'] },
    create: { path: '/add-contact', body: contactCreate },
    update: { method: 'put', path: '/contact/:id', body: contactUpdate },
    remove: { path: '/delete-contact/:id' },
  }),
  ...collection({
    rows: db.products,
    noun: 'product',
    list: {
      // docs/spec.md §7 asks for a category's products at GET /?category=…; /products filters the same way.
      paths: ['/products', '/'],
      filter: { query: productListQuery, keep: (row, { category }) => !category || row.category === category },
    },
    detail: '/products/:id',
    create: { path: '/add-products', body: productCreate },
    update: { method: 'put', path: '/product/:id', body: productUpdate },
    remove: { path: '/delete-products/:id' },
  }),
  ...collection({
    rows: db.privacy,
    noun: 'privacy section',
    list: { paths: ['/privacy'] },
    create: { path: '/add-privacy', body: privacyCreate },
    update: { method: 'patch', path: '/privacy/:id', body: privacyUpdate },
    remove: { path: '/delete-privacy/:id' },
  }),
  // The API has no review update.
  ...collection({
    rows: db.reviews,
    noun: 'review',
    list: { paths: ['/reviews'] },
    create: {
      path: '/add-reviews',
      body: reviewCreate,
      toRow: (body) => ({ ...body, date: body.date || formatReviewDate(new Date()) }),
    },
    remove: { path: '/delete-reviews/:id' },
  }),
  ...collection({
    rows: db.enquiries,
    noun: 'enquiry',
    list: { paths: ['/enquiries'], access: 'admin' },
    create: {
      path: '/enquiries',
      body: enquiryCreate,
      access: 'public',
      toRow: (body) => ({ ...body, handled: false, createdAt: new Date().toISOString() }),
    },
    update: { method: 'patch', path: '/enquiries/:id', body: enquiryUpdate },
    remove: { path: '/delete-enquiries/:id' },
  }),
  ...userHandlers,
  uploadHandler,
];
