import { STATUS_CODES } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from './helpers/accounts.ts';
import * as schema from '../src/platform/database/schema.ts';
import { snapshot as takeSnapshot } from './helpers/snapshot.ts';
import { bodies, IMAGE } from './helpers/fixtures.ts';
import { startTestServer, type Reply, type TestServer } from './helpers/test-server.ts';

/**
 * Bad input gets a 400 in the JSON error shape whose message names the field (docs/spec.md §5 plus the
 * whitelist, docs/security.md), and nothing is stored.
 */

let server: TestServer;
let admin: Account;
let member: Account;
const ids: Record<string, string> = {};

const snapshot = (target: TestServer = server) => takeSnapshot(target);

function expectError(reply: Reply, statusCode: number, message?: string | RegExp) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(statusCode);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.body).toEqual({ statusCode, error: STATUS_CODES[statusCode], message: expect.any(String) });
  if (typeof message === 'string') expect(reply.body.message).toBe(message);
  else if (message) expect(reply.body.message).toMatch(message);
}

/** A valid add body without one field; `add1.addT1` reaches into a nested object. */
function without(body: Record<string, unknown>, field: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const path = field.split('.');
  let node: Record<string, unknown> = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string, unknown>;
  delete node[path.at(-1)!];
  return copy;
}

const ADDS = {
  '/add-sliders': bodies.sliders,
  '/add-about': bodies.about,
  '/add-news': bodies.news,
  '/add-contact': bodies.contacts,
  '/add-products': bodies.products,
  '/add-privacy': bodies.privacy,
  '/add-reviews': bodies.reviews,
} as const;
type AddPath = keyof typeof ADDS;

/** docs/spec.md §5's required fields, and the image field of every add that has one. */
const REQUIRED: [AddPath, string, string?][] = [
  ['/add-sliders', 'title'],
  ['/add-sliders', 'caption'],
  ['/add-sliders', 'sliderImage'],
  ['/add-about', 'title'],
  ['/add-about', 'paragraph'],
  ['/add-about', 'AboutImage'],
  ['/add-news', 'title'],
  ['/add-news', 'content'],
  ['/add-news', 'newsImage'],
  ['/add-products', 'title'],
  ['/add-products', 'desc'],
  ['/add-products', 'endUse'],
  ['/add-products', 'background'],
  // An enum names its choices instead, which tells the form more.
  ['/add-products', 'category', 'category must be one of fibres, yarn, fabrics, dyes, garments, other'],
  ['/add-products', 'productImage'],
  ['/add-privacy', 'title'],
  ['/add-privacy', 'caption'],
  ['/add-privacy', 'policy'],
  ['/add-privacy', 'privacy'],
  ['/add-privacy', 'why'],
  ['/add-contact', 'add1'],
  ['/add-contact', 'add1.addT1'],
  ['/add-contact', 'add1.add1'],
  ['/add-contact', 'QR'],
  ['/add-reviews', 'rate'],
  ['/add-reviews', 'photo'],
];

interface Case {
  name: string;
  method?: 'POST' | 'PUT' | 'PATCH';
  path: string | (() => string);
  body: () => unknown;
  /** 400 unless said otherwise. */
  status?: number;
  message: string | RegExp;
}

const slider = bodies.sliders(1);
const contact = bodies.contacts(1);
const long = (n: number) => 'x'.repeat(n);

const BAD: Case[] = [
  // text that is there but empty counts as missing
  {
    name: 'a blank slide title',
    path: '/add-sliders',
    body: () => ({ ...slider, title: '   ' }),
    message: 'title is required',
  },
  {
    name: 'an empty product image',
    path: '/add-products',
    body: () => ({ ...bodies.products(1), productImage: '' }),
    message: /^productImage must be /,
  },
  // categories, ratings
  {
    name: "category 'silk'",
    path: '/add-products',
    body: () => ({ ...bodies.products(1), category: 'silk' }),
    message: /^category must be one of fibres, yarn, fabrics/,
  },
  {
    name: "the disabled placeholder 'Select'",
    path: '/add-products',
    body: () => ({ ...bodies.products(1), category: 'Select' }),
    message: /^category /,
  },
  {
    name: 'rate 0',
    path: '/add-reviews',
    body: () => ({ ...bodies.reviews(1), rate: 0 }),
    message: 'rate must be at least 1',
  },
  {
    name: 'rate 6',
    path: '/add-reviews',
    body: () => ({ ...bodies.reviews(1), rate: 6 }),
    message: 'rate must be at most 5',
  },
  {
    name: 'rate 4.5',
    path: '/add-reviews',
    body: () => ({ ...bodies.reviews(1), rate: 4.5 }),
    message: 'rate must be a whole number',
  },
  {
    name: "rate '5' as text",
    path: '/add-reviews',
    body: () => ({ ...bodies.reviews(1), rate: '5' }),
    message: /^rate\b/,
  },
  // e-mail addresses
  {
    name: 'contact HR.hre that is no e-mail',
    path: '/add-contact',
    body: () => ({ ...contact, HR: { hre: 'hr at texbridge' } }),
    message: 'HR.hre must be an e-mail address',
  },
  {
    name: 'enquiry user_email that is no e-mail',
    path: '/enquiries',
    body: () => ({ ...bodies.enquiries(1), user_email: 'buyer@' }),
    message: 'user_email must be an e-mail address',
  },
  // URLs that could run script or frame a page
  {
    name: 'a javascript: slide image',
    path: '/add-sliders',
    body: () => ({ ...slider, sliderImage: 'javascript:alert(1)' }),
    message: 'sliderImage must be an http(s) URL or an /uploads/ path',
  },
  {
    name: 'a javascript: review photo',
    path: '/add-reviews',
    body: () => ({ ...bodies.reviews(1), photo: 'javascript:alert(1)//.png' }),
    message: /^photo must be /,
  },
  {
    name: 'a data: about image',
    path: '/add-about',
    body: () => ({ ...bodies.about(1), AboutImage: 'data:image/svg+xml,<svg onload=alert(1)>' }),
    message: /^AboutImage must be /,
  },
  {
    name: 'a javascript: slide link',
    path: '/add-sliders',
    body: () => ({ ...slider, link: 'javascript:alert(1)' }),
    message: 'link must be a path such as /event or an http(s) URL',
  },
  {
    name: 'an http:// contact map',
    path: '/add-contact',
    body: () => ({ ...contact, map: 'http://www.google.com/maps/embed?pb=dhaka' }),
    message: 'map must be an https URL',
  },
  {
    name: 'a javascript: contact map',
    path: '/add-contact',
    body: () => ({ ...contact, map: 'javascript:alert(1)' }),
    message: /^map /,
  },
  {
    name: 'a phone number with letters',
    path: '/add-contact',
    body: () => ({ ...contact, rnd: 'call me' }),
    message: /^rnd must contain only digits/,
  },
  // lengths
  {
    name: 'a slide title of 201 characters',
    path: '/add-sliders',
    body: () => ({ ...slider, title: long(201) }),
    message: 'title must be at most 200 characters',
  },
  {
    name: 'an about title of 201 characters',
    path: '/add-about',
    body: () => ({ ...bodies.about(1), title: long(201) }),
    message: 'title must be at most 200 characters',
  },
  {
    name: 'a product title of 201 characters',
    path: '/add-products',
    body: () => ({ ...bodies.products(1), title: long(201) }),
    message: 'title must be at most 200 characters',
  },
  {
    name: 'a news title of 301 characters',
    path: '/add-news',
    body: () => ({ ...bodies.news(1), title: long(301) }),
    message: 'title must be at most 300 characters',
  },
  {
    name: 'an enquiry message of 5001 characters',
    path: '/enquiries',
    body: () => ({ ...bodies.enquiries(1), message: long(5001) }),
    message: 'message must be at most 5000 characters',
  },
  {
    name: 'a product with 41 features',
    path: '/add-products',
    body: () => ({ ...bodies.products(1), feature: Array.from({ length: 41 }, (_, i) => `F${i}`) }),
    message: 'feature must be at most 40 items',
  },
  {
    name: 'news on month 12 (months are zero-based)',
    path: '/add-news',
    body: () => ({ ...bodies.news(1), month: 12 }),
    message: 'month must be at most 11',
  },
  // shapes
  {
    name: 'a body that is an array',
    path: '/add-privacy',
    body: () => [bodies.privacy(1)],
    message: 'body must be an object',
  },
  {
    name: 'a null contact address 1',
    path: '/add-contact',
    body: () => ({ ...contact, add1: null }),
    message: 'add1 must be an object',
  },
  // updates validate too
  {
    name: 'an about title that is a number',
    method: 'PATCH',
    path: () => `/about/${ids.about}`,
    body: () => ({ title: 123 }),
    message: 'title must be a string',
  },
  {
    name: 'a contact edit with an empty address 1 title',
    method: 'PUT',
    path: () => `/contact/${ids.contact}`,
    body: () => ({ add1: { addT1: '', add1: 'Banani' } }),
    message: 'add1.addT1 is required',
  },
  {
    name: 'a slide edit with a javascript: link',
    method: 'PUT',
    path: () => `/slider/${ids.slider}`,
    body: () => ({ link: 'javascript:alert(1)' }),
    message: /^link /,
  },
  {
    name: "a product edit to category 'silk'",
    method: 'PUT',
    path: () => `/product/${ids.product}`,
    body: () => ({ category: 'silk' }),
    message: /^category must be one of /,
  },
  {
    name: 'a news edit title of 301 characters',
    method: 'PUT',
    path: () => `/news/${ids.news}`,
    body: () => ({ title: long(301) }),
    message: 'title must be at most 300 characters',
  },
  {
    name: "an enquiry marked handled 'yes'",
    method: 'PATCH',
    path: () => `/enquiries/${ids.enquiry}`,
    body: () => ({ handled: 'yes' }),
    message: /^handled\b/,
  },
];

/** Fields the server decides: a client may never set them, on add or on edit. */
const FOREIGN: Case[] = [
  ...Object.entries(ADDS).flatMap(([path, body]) =>
    (['_id', 'role', 'createdAt'] as const).map((field) => ({
      name: `${field} on ${path}`,
      path,
      body: () => ({
        ...body(1),
        [field]: field === '_id' ? 'aaaaaaaaaaaaaaaaaaaaaaaa' : field === 'role' ? 'admin' : '2001-01-01T00:00:00Z',
      }),
      message: `${field} is not an accepted field`,
    })),
  ),
  {
    name: 'seq and updatedAt together',
    path: '/add-news',
    body: () => ({ ...bodies.news(1), seq: 1, updatedAt: 'now' }),
    message: 'seq, updatedAt are not accepted fields',
  },
  {
    name: 'handled on the public enquiry form',
    path: '/enquiries',
    body: () => ({ ...bodies.enquiries(1), handled: true }),
    message: 'handled is not an accepted field',
  },
  {
    name: 'createdAt on the public enquiry form',
    path: '/enquiries',
    body: () => ({ ...bodies.enquiries(1), createdAt: '2001-01-01T00:00:00Z' }),
    message: 'createdAt is not an accepted field',
  },
  {
    name: 'a nested unknown field in add1',
    path: '/add-contact',
    body: () => ({ ...contact, add1: { ...contact.add1, _id: 'x' } }),
    message: 'add1._id is not an accepted field',
  },
  {
    name: '_id on an about edit',
    method: 'PATCH',
    path: () => `/about/${ids.about}`,
    body: () => ({ _id: 'bbbbbbbbbbbbbbbbbbbbbbbb' }),
    message: '_id is not an accepted field',
  },
  {
    name: 'createdAt on a news edit',
    method: 'PUT',
    path: () => `/news/${ids.news}`,
    body: () => ({ title: 'New', createdAt: '2001-01-01T00:00:00Z' }),
    message: 'createdAt is not an accepted field',
  },
  {
    name: 'the image on a slide edit (the edit form changes text only)',
    method: 'PUT',
    path: () => `/slider/${ids.slider}`,
    body: () => ({ sliderImage: IMAGE }),
    message: 'sliderImage is not an accepted field',
  },
  {
    name: "rewriting a buyer's enquiry message",
    method: 'PATCH',
    path: () => `/enquiries/${ids.enquiry}`,
    body: () => ({ message: 'changed' }),
    message: 'message is not an accepted field',
  },
];

beforeAll(async () => {
  [admin, member] = await Promise.all([createAccount('admin'), createAccount('member')]);
  // Invalid enquiries count against the enquiry limit too; this server must not run out.
  server = await startTestServer({ ADMIN_EMAILS: admin.email, ENQUIRY_LIMIT_MAX: '1000' });
  for (const account of [admin, member]) {
    expect((await server.request('GET', `/admin/${account.email}`, { token: account.token })).status).toBe(200);
  }
  for (const [name, path, body] of [
    ['slider', '/add-sliders', slider],
    ['about', '/add-about', bodies.about(1)],
    ['news', '/add-news', bodies.news(1)],
    ['contact', '/add-contact', contact],
    ['product', '/add-products', bodies.products(1)],
    ['privacy', '/add-privacy', bodies.privacy(1)],
  ] as const) {
    const reply = await server.request('POST', path, { token: admin.token, json: body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    ids[name] = reply.body.insertedId;
  }
  const sent = await server.request('POST', '/enquiries', { json: bodies.enquiries(1) });
  ids.enquiry = sent.body.insertedId;
});
afterAll(() => server?.close());

/** Sends a bad request; it must be refused as `expected` says and leave the database and uploads as they were. */
async function expectRefused(expected: { status?: number; message?: string | RegExp }, send: () => Promise<Reply>) {
  const before = await snapshot();
  expectError(await send(), expected.status ?? 400, expected.message);
  expect(await snapshot()).toEqual(before);
}

const call = (c: Case) => () =>
  server.request(c.method ?? 'POST', typeof c.path === 'string' ? c.path : c.path(), {
    token: admin.token,
    json: c.body(),
  });

describe('a missing required field', () => {
  it.each(REQUIRED)('%s without %s is refused, naming the field', (path, field, message) =>
    expectRefused({ message: message ?? `${field} is required` }, () =>
      server.request('POST', path, { token: admin.token, json: without(ADDS[path](1), field) }),
    ),
  );

  it('is reported for every missing field at once', async () => {
    const reply = await server.request('POST', '/add-privacy', { token: admin.token, json: {} });
    expectError(reply, 400);
    for (const field of ['title', 'caption', 'privacy', 'policy', 'why'])
      expect(reply.body.message).toContain(`${field} is required`);
  });
});

describe('an unknown or server-owned field', () => {
  it.each(FOREIGN)('$name is refused, naming it', (c) => expectRefused(c, call(c)));
});

describe('a bad value', () => {
  it.each(BAD)('$name is refused', (c) => expectRefused(c, call(c)));
});

describe('good values at the edges', () => {
  it.each([1, 5])('rate %i is stored', async (rate) => {
    const reply = await server.request('POST', '/add-reviews', {
      token: admin.token,
      json: { ...bodies.reviews(rate), rate },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(schema.reviews)
      .where(eq(schema.reviews._id, reply.body.insertedId));
    expect(row?.rate).toBe(rate);
  });

  it('a title of exactly 200 characters, an empty link, an empty map and https URLs are stored', async () => {
    const cases: [string, object][] = [
      [
        '/add-sliders',
        { ...slider, title: long(200), link: '', sliderImage: 'https://res.cloudinary.com/demo/image/upload/x.jpg' },
      ],
      ['/add-contact', { ...contact, map: '', HR: { hrt: '', hre: '' } }],
    ];
    for (const [path, body] of cases) {
      const reply = await server.request('POST', path, { token: admin.token, json: body });
      expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(200);
    }
  });
});

describe('a body that is not JSON as promised', () => {
  it.each([
    ['malformed JSON', '{"title": "Slide", '],
    ['a single quote JSON', "{'title': 'Slide'}"],
    ['an empty body', ''],
  ])('%s is a 400, never a 500', (_name, raw) =>
    expectRefused({ message: /json/i }, () =>
      server.request('POST', '/add-sliders', {
        token: admin.token,
        raw,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );

  it('malformed JSON on the public enquiry form is a 400 too', () =>
    expectRefused({ message: /json/i }, () =>
      server.request('POST', '/enquiries', { raw: '{"user_name":', headers: { 'content-type': 'application/json' } }),
    ));

  it('a JSON body over 1 MB is a 413', () =>
    expectRefused({ status: 413, message: /too large/i }, () =>
      server.request('POST', '/add-about', {
        token: admin.token,
        json: { ...bodies.about(1), paragraph: long(1024 * 1024 + 1) },
      }),
    ));

  it('plain text where an object belongs is a 400 naming the body', () =>
    expectRefused({ message: /^body\b/ }, () =>
      server.request('POST', '/add-sliders', {
        token: admin.token,
        raw: 'title=Slide',
        headers: { 'content-type': 'text/plain' },
      }),
    ));

  it('a form-encoded body is a 415', () =>
    expectRefused({ status: 415 }, () =>
      server.request('POST', '/add-sliders', {
        token: admin.token,
        raw: 'title=Slide&caption=Hi',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ));

  it('an over-long id is refused naming it, and one longer than the router allows as JSON before anything runs', async () => {
    const before = await snapshot();
    const tooLong = await server.request('PATCH', `/privacy/${long(129)}`, {
      token: admin.token,
      json: { title: 'x' },
    });
    expectError(tooLong, 400, 'id must be at most 128 characters');
    const huge = await server.request('PATCH', `/privacy/${long(321)}`, { token: admin.token, json: { title: 'x' } });
    expectError(huge, 414);
    expect(await snapshot()).toEqual(before);
  });
});

describe('an upload that is not an image', () => {
  const form = (field: string, bytes: Uint8Array, type: string) => {
    const data = new FormData();
    data.append(field, new Blob([bytes], { type }), 'swatch.png');
    return data;
  };
  const text = new TextEncoder().encode('<svg onload="alert(1)"></svg>');

  it.each([
    [
      'a text file named .png',
      () => form('file', text, 'image/png'),
      415,
      /^file must be a JPEG, PNG, WebP, GIF or AVIF image$/,
    ],
    ['a file in a field not named file', () => form('image', text, 'image/png'), 400, /^file is required/],
  ] as const)('%s is refused and nothing is saved', (_name, body, status, message) =>
    expectRefused({ status, message }, () => server.request('POST', '/uploads', { token: admin.token, form: body() })),
  );

  it('JSON sent to the upload route is a 415 that says how to send the file', () =>
    expectRefused({ status: 415, message: /multipart\/form-data/ }, () =>
      server.request('POST', '/uploads', { token: admin.token, json: { file: 'x' } }),
    ));
});

/**
 * PostgreSQL cannot store U+0000 in text: a NUL character anywhere (a path id, a body string, an
 * e-mail in /admin/{email}) must be a 400 naming the field, never a database error (docs/security.md).
 * Half of a surrogate pair is the same kind of text: JSON carries it ("\ud800"), PostgreSQL refused it in
 * a JSON column with a 500 and a driver stored U+FFFD for it in a text column. A URL cannot carry one
 * (its percent-escapes are UTF-8), so it is sent in bodies only.
 */
interface UnstorableCase {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string | (() => string);
  caller?: 'anonymous' | 'member' | 'admin';
  /** The body with `bad` in the field, unless the path holds the NUL (%00). */
  body?: (bad: string) => unknown;
  field: string;
}
const UNSTORABLE: UnstorableCase[] = [
  // without signing in
  { name: 'GET /products/%00', method: 'GET', path: '/products/%00', caller: 'anonymous', field: 'id' },
  { name: 'GET /news/abc%00def', method: 'GET', path: '/news/abc%00def', caller: 'anonymous', field: 'id' },
  {
    name: 'an enquiry name',
    path: '/enquiries',
    caller: 'anonymous',
    body: (bad) => ({ ...bodies.enquiries(1), user_name: `Buyer${bad}` }),
    field: 'user_name',
  },
  {
    name: 'an enquiry message',
    path: '/enquiries',
    caller: 'anonymous',
    body: (bad) => ({ ...bodies.enquiries(1), message: `Quote${bad}please` }),
    field: 'message',
  },
  {
    name: 'an enquiry e-mail',
    path: '/enquiries',
    caller: 'anonymous',
    body: (bad) => ({ ...bodies.enquiries(1), user_email: `buyer${bad}@example.com` }),
    field: 'user_email',
  },
  {
    name: 'an enquiry phone',
    path: '/enquiries',
    caller: 'anonymous',
    body: (bad) => ({ ...bodies.enquiries(1), user_phone: `+880${bad}` }),
    field: 'user_phone',
  },
  // /admin/{email}
  { name: 'GET /admin/%00 as a member', method: 'GET', path: '/admin/%00', caller: 'member', field: 'email' },
  {
    name: 'GET /admin/ with an e-mail holding %00, as an admin',
    method: 'GET',
    path: '/admin/someone%00@texbridge.test',
    field: 'email',
  },
  // bodies of adds and edits
  { name: 'a slide title', path: '/add-sliders', body: (bad) => ({ ...slider, title: `Slide${bad}` }), field: 'title' },
  {
    name: 'an https slide image',
    path: '/add-sliders',
    body: (bad) => ({ ...slider, sliderImage: `https://cdn.example/a${bad}.png` }),
    field: 'sliderImage',
  },
  { name: 'a slide link', path: '/add-sliders', body: (bad) => ({ ...slider, link: `/event${bad}` }), field: 'link' },
  {
    name: 'a product feature',
    path: '/add-products',
    body: (bad) => ({ ...bodies.products(1), feature: ['Soft', `Even${bad}`] }),
    field: 'feature.1',
  },
  {
    name: 'a contact address 2 title (optional text)',
    path: '/add-contact',
    body: (bad) => ({ ...contact, add2: { addT2: `Port${bad}`, add2: 'Agrabad' } }),
    field: 'add2.addT2',
  },
  {
    name: 'a contact phone',
    path: '/add-contact',
    body: (bad) => ({ ...contact, HR: { hrt: `+880${bad}` } }),
    field: 'HR.hrt',
  },
  {
    name: 'a contact e-mail that may be empty',
    path: '/add-contact',
    body: (bad) => ({ ...contact, bd: { bde: `bd${bad}@texbridge.example` } }),
    field: 'bd.bde',
  },
  {
    name: 'a contact map',
    path: '/add-contact',
    body: (bad) => ({ ...contact, map: `https://www.google.com/maps/embed?pb=${bad}` }),
    field: 'map',
  },
  {
    name: 'a review name',
    path: '/add-reviews',
    body: (bad) => ({ ...bodies.reviews(1), name: `A${bad}` }),
    field: 'name',
  },
  {
    name: 'a review date',
    path: '/add-reviews',
    body: (bad) => ({ ...bodies.reviews(1), date: `5 - 1 - 2026${bad}` }),
    field: 'date',
  },
  {
    name: 'a news edit',
    method: 'PUT',
    path: () => `/news/${ids.news}`,
    body: (bad) => ({ content: `Report${bad}` }),
    field: 'content',
  },
  {
    // The API fuzz's find on PostgreSQL: a 500 from the JSON column.
    name: 'a contact edit',
    method: 'PUT',
    path: () => `/contact/${ids.contact}`,
    body: (bad) => ({ add3: { addT3: bad, add3: 'Narayanganj' } }),
    field: 'add3.addT3',
  },
  // ids of edits and deletes
  { name: 'PATCH /about/%00', method: 'PATCH', path: '/about/%00', body: () => ({ title: 'x' }), field: 'id' },
  { name: 'DELETE /delete-products/%00', method: 'DELETE', path: '/delete-products/%00', field: 'id' },
  { name: 'PUT /users/%00', method: 'PUT', path: '/users/%00', field: 'id' },
  { name: 'DELETE /delete-users/%00', method: 'DELETE', path: '/delete-users/%00', field: 'id' },
];

describe.each([
  { character: 'a NUL character', bad: '\u0000', cases: UNSTORABLE, problem: 'must not contain a NUL character' },
  {
    character: 'half of a surrogate pair',
    bad: '\ud800',
    cases: UNSTORABLE.filter((c) => typeof c.path !== 'string' || !c.path.includes('%00')),
    problem: 'must not contain a broken character (half of a UTF-16 surrogate pair)',
  },
])('$character', ({ bad, cases, problem }) => {
  it.each(cases)('in $name is a 400 naming $field, and changes nothing', (c) =>
    expectRefused({ message: `${c.field} ${problem}` }, () => {
      const caller = c.caller ?? 'admin';
      return server.request(c.method ?? 'POST', typeof c.path === 'string' ? c.path : c.path(), {
        token: caller === 'admin' ? admin.token : caller === 'member' ? member.token : undefined,
        ...(c.body ? { json: c.body(bad) } : {}),
      });
    }),
  );
});

describe('PUT /users/:id takes no body', () => {
  it('is a 404 for an id that does not exist, whatever the body says, and creates nobody', () =>
    expectRefused({ status: 404, message: /000000000000000000000000/ }, () =>
      server.request('PUT', '/users/000000000000000000000000', {
        token: admin.token,
        json: { role: 'admin', email: 'intruder@texbridge.test', _id: '000000000000000000000000' },
      }),
    ));

  it('makes the user admin and nothing else, ignoring what a body asks for', async () => {
    const [before] = await server.database.db.select().from(schema.users).where(eq(schema.users.email, member.email));
    const reply = await server.request('PUT', `/users/${before!._id}`, {
      token: admin.token,
      json: { role: 'owner', email: 'intruder@texbridge.test', displayName: 'Intruder', uid: 'stolen', _id: 'x' },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [after] = await server.database.db.select().from(schema.users).where(eq(schema.users._id, before!._id));
    expect(after).toEqual({
      ...before,
      role: 'admin',
      roleGrantedBy: expect.stringMatching(/^user:[0-9a-f]{24}$/),
      roleGrantedAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
  });
});

describe('the enquiry rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ ENQUIRY_LIMIT_MAX: '3' });
  });
  afterAll(() => limited?.close());

  it('takes 3 enquiries, then answers 429 in the JSON error shape and stores no more', async () => {
    // A visitor who mistypes an e-mail is told so, and it does not use up their budget.
    for (let n = 1; n <= 3; n++) {
      const typo = await limited.request('POST', '/enquiries', {
        json: { ...bodies.enquiries(n), user_email: 'buyer@' },
      });
      expectError(typo, 400, 'user_email must be an e-mail address');
    }
    for (let n = 1; n <= 3; n++) {
      const reply = await limited.request('POST', '/enquiries', { json: bodies.enquiries(n) });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const before = await snapshot(limited);
    const fourth = await limited.request('POST', '/enquiries', { json: bodies.enquiries(4) });
    expectError(fourth, 429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await snapshot(limited)).toEqual(before);
    expect(before.enquiries).toHaveLength(3);
    // Reads are not part of the enquiry budget.
    expect((await limited.request('GET', '/sliders')).status).toBe(200);
  });
});

describe('edits', () => {
  it.each([
    ['PUT', () => `/slider/${ids.slider}`, 'title'],
    ['PATCH', () => `/about/${ids.about}`, 'paragraph'],
    ['PUT', () => `/news/${ids.news}`, 'content'],
    ['PATCH', () => `/privacy/${ids.privacy}`, 'why'],
    ['PUT', () => `/product/${ids.product}`, 'title'],
  ] as const)('%s %s may leave %s out but not blank it', async (method, path, field) => {
    const before = await snapshot();
    const blank = await server.request(method, path(), { token: admin.token, json: { [field]: '  ' } });
    expectError(blank, 400, `${field} is required`);
    expect(await snapshot()).toEqual(before);
    const unchanged = await server.request(method, path(), { token: admin.token, json: {} });
    expect(unchanged.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
  });

  it('refuses a page number past any real list', async () => {
    expectError(await server.request('GET', '/products?page=100001&limit=100'), 400, 'page must be at most 100000');
  });
});

describe('the general rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_MAX: '4' });
  });
  afterAll(() => limited?.close());

  it('answers 429 in the error shape once an IP exceeds it', async () => {
    for (let n = 0; n < 4; n++) expect((await limited.request('GET', '/sliders')).status).toBe(200);
    const refused = await limited.request('GET', '/sliders');
    expectError(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Uploaded images are not API calls: a page full of them is never refused.
    expect((await limited.request('GET', '/uploads/0123456789abcdef0123456789abcdef.webp')).status).toBe(404);
  });
});
