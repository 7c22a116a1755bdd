import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** docs/spec.md §7, call by call: methods, paths, payloads and readings, with an admin's real token. */
let server: TestServer;
let admin: Account;

beforeAll(async () => {
  admin = await createAccount('admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
});
afterAll(() => server?.close());

const as = () => ({ token: admin.token });

async function add(path: string, body: object) {
  const reply = await server.request('POST', path, { ...as(), json: body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f]{24}$/) });
  return reply.body.insertedId as string;
}

interface Case {
  name: string;
  list: string;
  add: string;
  body: (n: number) => object;
  update?: { method: 'PUT' | 'PATCH'; path: (id: string) => string; body: object };
  remove: (id: string) => string;
  detail?: (id: string) => string;
}

const cases: Case[] = [
  {
    name: 'sliders',
    list: '/sliders',
    add: '/add-sliders',
    body: bodies.sliders,
    update: {
      method: 'PUT',
      path: (id) => `/slider/${id}`,
      body: { title: 'New title', caption: 'New caption', link: '/about' },
    },
    remove: (id) => `/delete-slide/${id}`,
  },
  {
    name: 'about sections',
    list: '/about-us',
    add: '/add-about',
    body: bodies.about,
    update: { method: 'PATCH', path: (id) => `/about/${id}`, body: { title: 'New', paragraph: 'Changed paragraph' } },
    remove: (id) => `/delete-about/${id}`,
  },
  {
    name: 'news',
    list: '/news',
    add: '/add-news',
    body: bodies.news,
    detail: (id) => `/news/${id}`,
    update: { method: 'PUT', path: (id) => `/news/${id}`, body: { title: 'New', content: 'Changed content' } },
    remove: (id) => `/delete-news/${id}`,
  },
  {
    name: 'contacts',
    list: '/contact',
    add: '/add-contact',
    body: bodies.contacts,
    update: {
      method: 'PUT',
      path: (id) => `/contact/${id}`,
      body: { add1: { addT1: 'Moved office', add1: 'Banani, Dhaka' }, rnd: '+8801999999999' },
    },
    remove: (id) => `/delete-contact/${id}`,
  },
  {
    name: 'products',
    list: '/products',
    add: '/add-products',
    body: bodies.products,
    detail: (id) => `/products/${id}`,
    update: {
      method: 'PUT',
      path: (id) => `/product/${id}`,
      body: { title: 'Renamed', feature: ['Reordered', 'Low hairiness'], composition: [], category: 'fabrics' },
    },
    remove: (id) => `/delete-products/${id}`,
  },
  {
    name: 'privacy sections',
    list: '/privacy',
    add: '/add-privacy',
    body: bodies.privacy,
    update: {
      method: 'PATCH',
      path: (id) => `/privacy/${id}`,
      body: { ...bodies.privacy(9), title: 'Privacy renamed' },
    },
    remove: (id) => `/delete-privacy/${id}`,
  },
  {
    name: 'reviews',
    list: '/reviews',
    add: '/add-reviews',
    body: bodies.reviews,
    remove: (id) => `/delete-reviews/${id}`,
  },
];

describe.each(cases)('$name', (c) => {
  it('adds, lists newest first, changes and deletes', async () => {
    const first = await add(c.add, c.body(1));
    const second = await add(c.add, c.body(2));

    const list = await server.request('GET', c.list);
    expect(list.status).toBe(200);
    expect(list.body.map((row: { _id: string }) => row._id)).toEqual([second, first]);
    expect(list.body[0]).toMatchObject(JSON.parse(JSON.stringify(c.body(2))));
    for (const hidden of ['seq', 'createdAt', 'updatedAt']) expect(list.body[0]).not.toHaveProperty(hidden);

    if (c.detail) {
      const one = await server.request('GET', c.detail(first));
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ _id: first, ...c.body(1) });
      const none = await server.request('GET', c.detail('000000000000000000000000'));
      expect(none.status).toBe(404);
      expect(none.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: expect.stringContaining('000000000000000000000000'),
      });
    }

    if (c.update) {
      const changed = await server.request(c.update.method, c.update.path(first), { ...as(), json: c.update.body });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      const again = await server.request(c.update.method, c.update.path(first), { ...as(), json: c.update.body });
      expect(again.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
      const after = await server.request('GET', c.list);
      expect(after.body.find((row: { _id: string }) => row._id === first)).toMatchObject(c.update.body);
      const missing = await server.request(c.update.method, c.update.path('000000000000000000000000'), {
        ...as(),
        json: c.update.body,
      });
      expect(missing.status).toBe(404);
    }

    const removed = await server.request('DELETE', c.remove(first), as());
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ acknowledged: true, deletedCount: 1 });
    const gone = await server.request('DELETE', c.remove(first), as());
    expect(gone.status).toBe(404);
    const rest = await server.request('GET', c.list);
    expect(rest.body.map((row: { _id: string }) => row._id)).toEqual([second]);
  });
});

describe('defaults the server fills', () => {
  it('dates news without a release date today, with a zero-based month', async () => {
    const { day: _d, month: _m, year: _y, ...undated } = bodies.news(7);
    const id = await add('/add-news', undated);
    const { body } = await server.request('GET', `/news/${id}`);
    const today = new Date();
    expect(body).toMatchObject({ day: today.getDate(), month: today.getMonth(), year: today.getFullYear() });
  });

  it("dates reviews 'day - month - year' with a one-based month", async () => {
    await add('/add-reviews', bodies.reviews(8));
    const { body } = await server.request('GET', '/reviews');
    const today = new Date();
    expect(body[0].date).toBe(`${today.getDate()} - ${today.getMonth() + 1} - ${today.getFullYear()}`);
  });

  it('keeps an optional slider link out of the record when not given', async () => {
    const { link: _link, ...noLink } = bodies.sliders(3);
    const id = await add('/add-sliders', noLink);
    const { body } = await server.request('GET', '/sliders');
    expect(body.find((row: { _id: string }) => row._id === id)).not.toHaveProperty('link');
  });
});

describe('products by category', () => {
  beforeAll(async () => {
    await add('/add-products', bodies.products(11, 'fibres'));
    await add('/add-products', bodies.products(12, 'dyes'));
    await add('/add-products', bodies.products(13, 'fibres'));
  });

  it.each(['/?category=fibres', '/products?category=fibres'])(
    'GET %s answers only that category, newest first',
    async (path) => {
      const { status, body } = await server.request('GET', path);
      expect(status).toBe(200);
      expect(body.map((row: { title: string }) => row.title)).toEqual(['Product 13', 'Product 11']);
    },
  );

  it('answers an empty list for a category with no products', async () => {
    const { status, body } = await server.request('GET', '/?category=garments');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('refuses an unknown category, naming the field', async () => {
    const { status, body } = await server.request('GET', '/products?category=silk');
    expect(status).toBe(400);
    expect(body.message).toMatch(/^category /);
  });
});

describe('pages', () => {
  it('answers the whole list without page or limit, and pages with X-Total-Count otherwise', async () => {
    for (let n = 1; n <= 5; n++) await add('/add-privacy', bodies.privacy(100 + n));
    const all = await server.request('GET', '/privacy');
    expect(all.headers.get('x-total-count')).toBeNull();
    const page = await server.request('GET', '/privacy?page=2&limit=2');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe(String(all.body.length));
    expect(page.body).toEqual(all.body.slice(2, 4));
    const tooMany = await server.request('GET', '/privacy?limit=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^limit /);
  });
});

describe('enquiries', () => {
  it('are stored from the public form and handled in the admin inbox', async () => {
    const sent = await server.request('POST', '/enquiries', { json: bodies.enquiries(1) });
    expect(sent.status).toBe(200);
    // No e-mail in this suite: no receipt follows, and the answer says so (docs/quotes.md).
    expect(sent.body).toEqual({ acknowledged: true, insertedId: expect.any(String), receipt: false });
    const inbox = await server.request('GET', '/enquiries', as());
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get('cache-control')).toBe('private, no-store');
    expect(inbox.body[0]).toEqual({
      _id: sent.body.insertedId,
      ...bodies.enquiries(1),
      handled: false,
      status: 'new',
      notes: [],
      statusHistory: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // An empty body marks it handled, as the dashboard sent it before the pipeline: it has been replied to.
    const marked = await server.request('PATCH', `/enquiries/${sent.body.insertedId}`, { ...as(), json: {} });
    expect(marked.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const after = await server.request('GET', '/enquiries', as());
    expect(after.body[0]).toMatchObject({ handled: true, status: 'replied', firstReplyAt: expect.any(String) });
    const removed = await server.request('DELETE', `/delete-enquiries/${sent.body.insertedId}`, as());
    expect(removed.body).toEqual({ acknowledged: true, deletedCount: 1 });
  });
});

describe('users and the admin check', () => {
  it('lists users with role only for admins, and makes a user admin with a bodiless PUT', async () => {
    const member = await createAccount('member');
    const check = await server.request('GET', `/admin/${member.email}`, { token: member.token });
    expect(check.body).toEqual({ isAdmin: false });

    const { body: list } = await server.request('GET', '/users', as());
    const row = list.find((user: { email: string }) => user.email === member.email);
    expect(row).toEqual({ _id: expect.any(String), email: member.email, displayName: 'member person' });
    expect(list.find((user: { email: string }) => user.email === admin.email)).toMatchObject({ role: 'admin' });

    const promoted = await server.request('PUT', `/users/${row._id}`, as());
    expect(promoted.status).toBe(200);
    expect(promoted.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const again = await server.request('PUT', `/users/${row._id}`, as());
    expect(again.body.modifiedCount).toBe(0);
    expect((await server.request('GET', `/admin/${member.email}`, { token: member.token })).body).toEqual({
      isAdmin: true,
    });

    const removed = await server.request('DELETE', `/delete-users/${row._id}`, as());
    expect(removed.body).toEqual({ acknowledged: true, deletedCount: 1 });
  });

  it('answers isAdmin for the caller’s own e-mail, in any letter case', async () => {
    const own = await server.request('GET', `/admin/${admin.email.toUpperCase()}`, as());
    expect(own.body).toEqual({ isAdmin: true });
  });
});

describe('service routes', () => {
  it('reports health', async () => {
    const { status, body } = await server.request('GET', '/healthz');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      database: expect.stringMatching(/^(pglite|postgres)$/),
      cache: 'live',
      limits: 'local',
      refusals: { 401: expect.any(Number), 403: expect.any(Number) },
    });
  });

  it('documents every docs/spec.md call at /docs', async () => {
    const { status, body } = await server.request('GET', '/docs/json');
    expect(status).toBe(200);
    const paths = Object.keys(body.paths);
    for (const path of [
      '/add-sliders',
      '/delete-slide/{id}',
      '/',
      '/users/{id}',
      '/admin/{email}',
      '/uploads',
      '/enquiries',
    ]) {
      expect(paths).toContain(path);
    }
    expect(body.paths['/add-products'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['title', 'desc', 'endUse', 'background', 'category', 'productImage']),
    );
    expect((await server.request('GET', '/docs')).status).toBeLessThan(400);
  });

  it('answers unknown routes with the JSON error shape', async () => {
    const { status, body } = await server.request('GET', '/no-such-thing');
    expect(status).toBe(404);
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });
});
