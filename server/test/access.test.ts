import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, forgeToken, type Account } from './helpers/accounts.ts';
import { snapshot as takeSnapshot } from './helpers/snapshot.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type RequestOptions, type TestServer } from './helpers/test-server.ts';

/**
 * The access-control matrix (as payloadcms/payload's test/access-control does it): every route that
 * is not a public read, called by every kind of caller. Whoever is refused is refused with the right
 * status AND leaves every table (and the upload folder) exactly as it was.
 */

let server: TestServer;
let admin: Account;
let member: Account;
/** Users that only exist to be promoted, deleted or asked about. */
let promotee: Account;
let doomed: Account;
let png: Buffer;

/** Records the matrix acts on: `edit` survives the matrix, `drop` is deleted by the admin row. */
const ids: Record<string, string> = {};

const snapshot = () => takeSnapshot(server);

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The emulator signs nothing (alg "none"), so its tokens can be rewritten: the same account, the
 * same e-mail, but issued for another Firebase project. Only the audience and issuer checks stop it.
 */
function retarget(token: string, projectId: string): string {
  const [header, payload] = token.split('.');
  const claims = { ...decode(payload!), aud: projectId, iss: `https://securetoken.google.com/${projectId}` };
  return `${encode(decode(header!))}.${encode(claims)}.`;
}

function pngForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'swatch.png');
  return form;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Route {
  method: Method;
  /** Fastify's path; `:id` or `:email` is filled by `param`. */
  path: string;
  param?: () => string;
  request?: () => Omit<RequestOptions, 'token'>;
  /** Whether the admin's call changes the database or the upload folder. */
  writes: boolean;
}

const json = (body: () => object) => () => ({ json: body() });

const routes: Route[] = [
  // sliders
  { method: 'POST', path: '/add-sliders', request: json(() => bodies.slider(1)), writes: true },
  {
    method: 'PUT',
    path: '/slider/:id',
    param: () => ids.sliderEdit!,
    request: json(() => ({ title: 'Retitled' })),
    writes: true,
  },
  { method: 'DELETE', path: '/delete-slide/:id', param: () => ids.sliderDrop!, writes: true },
  // about
  { method: 'POST', path: '/add-about', request: json(() => bodies.about(1)), writes: true },
  {
    method: 'PATCH',
    path: '/about/:id',
    param: () => ids.aboutEdit!,
    request: json(() => ({ title: 'Retitled' })),
    writes: true,
  },
  { method: 'DELETE', path: '/delete-about/:id', param: () => ids.aboutDrop!, writes: true },
  // news
  { method: 'POST', path: '/add-news', request: json(() => bodies.news(1)), writes: true },
  {
    method: 'PUT',
    path: '/news/:id',
    param: () => ids.newsEdit!,
    request: json(() => ({ title: 'Retitled' })),
    writes: true,
  },
  { method: 'DELETE', path: '/delete-news/:id', param: () => ids.newsDrop!, writes: true },
  // contacts
  { method: 'POST', path: '/add-contact', request: json(() => bodies.contact(1)), writes: true },
  {
    method: 'PUT',
    path: '/contact/:id',
    param: () => ids.contactEdit!,
    request: json(() => ({ add1: { addT1: 'Moved office', add1: 'Banani, Dhaka' } })),
    writes: true,
  },
  { method: 'DELETE', path: '/delete-contact/:id', param: () => ids.contactDrop!, writes: true },
  // products
  { method: 'POST', path: '/add-products', request: json(() => bodies.product(1)), writes: true },
  {
    method: 'PUT',
    path: '/product/:id',
    param: () => ids.productEdit!,
    request: json(() => ({ title: 'Renamed' })),
    writes: true,
  },
  { method: 'DELETE', path: '/delete-products/:id', param: () => ids.productDrop!, writes: true },
  // privacy
  { method: 'POST', path: '/add-privacy', request: json(() => bodies.privacy(1)), writes: true },
  {
    method: 'PATCH',
    path: '/privacy/:id',
    param: () => ids.privacyEdit!,
    request: json(() => ({ title: 'Retitled' })),
    writes: true,
  },
  { method: 'DELETE', path: '/delete-privacy/:id', param: () => ids.privacyDrop!, writes: true },
  // reviews
  { method: 'POST', path: '/add-reviews', request: json(() => bodies.review(1)), writes: true },
  { method: 'DELETE', path: '/delete-reviews/:id', param: () => ids.reviewDrop!, writes: true },
  // enquiries (the public form posts; everything else is the admin inbox)
  { method: 'GET', path: '/enquiries', writes: false },
  {
    method: 'PATCH',
    path: '/enquiries/:id',
    param: () => ids.enquiryEdit!,
    request: json(() => ({ handled: true })),
    writes: true,
  },
  { method: 'DELETE', path: '/delete-enquiries/:id', param: () => ids.enquiryDrop!, writes: true },
  // users
  { method: 'GET', path: '/users', writes: false },
  { method: 'PUT', path: '/users/:id', param: () => ids.promotee!, writes: true },
  { method: 'DELETE', path: '/delete-users/:id', param: () => ids.doomed!, writes: true },
  // someone else's admin status: refused to a non-admin, answered to an admin
  { method: 'GET', path: '/admin/:email', param: () => promotee.email, writes: false },
  // images
  { method: 'POST', path: '/uploads', request: () => ({ form: pngForm() }), writes: true },
];

/** Calls anyone may make: reads of the public site, the enquiry form, the API documentation. */
const PUBLIC: { method: Method; path: string; param?: () => string; type?: RegExp }[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/sliders' },
  { method: 'GET', path: '/about-us' },
  { method: 'GET', path: '/news' },
  { method: 'GET', path: '/news/:id', param: () => ids.newsEdit! },
  { method: 'GET', path: '/contact' },
  { method: 'GET', path: '/products' },
  { method: 'GET', path: '/products/:id', param: () => ids.productEdit! },
  { method: 'GET', path: '/privacy' },
  { method: 'GET', path: '/reviews' },
  { method: 'POST', path: '/enquiries' },
  { method: 'GET', path: '/sitemap.xml', type: /xml/ },
  { method: 'GET', path: '/robots.txt', type: /text\/plain/ },
];

const url = (route: { path: string; param?: () => string }) =>
  route.param ? route.path.replace(/:\w+/, encodeURIComponent(route.param())) : route.path;
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const key = (method: string, path: string) => `${method.toUpperCase()} ${openApiPath(path)}`;

interface Caller {
  name: string;
  token: () => string | undefined;
  status: 401 | 403;
}

const callers: Caller[] = [
  { name: 'anonymous (no Authorization header)', token: () => undefined, status: 401 },
  { name: 'a garbage bearer string', token: () => 'not-a-jwt', status: 401 },
  { name: "a forged RS256 token with the admin's uid and e-mail", token: () => forgeToken(admin), status: 401 },
  {
    name: "the admin's token re-issued for another Firebase project",
    token: () => retarget(admin.token, 'demo-other'),
    status: 401,
  },
  { name: 'a signed-in non-admin', token: () => member.token, status: 403 },
];

const ERROR_NAMES = { 401: 'Unauthorized', 403: 'Forbidden' } as const;

async function add(path: string, body: object): Promise<string> {
  const reply = await server.request('POST', path, { token: admin.token, json: body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.insertedId as string;
}

/** The first authenticated request of an account creates its users row. */
async function warmUp(account: Account) {
  const reply = await server.request('GET', `/admin/${account.email}`, { token: account.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

beforeAll(async () => {
  [admin, member, promotee, doomed] = await Promise.all([
    createAccount('admin'),
    createAccount('member'),
    createAccount('promotee'),
    createAccount('doomed'),
  ]);
  server = await startTestServer({ ADMIN_EMAILS: admin.email, ENQUIRY_LIMIT_MAX: '1000' });
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336' } })
    .png()
    .toBuffer();
  for (const account of [admin, member, promotee, doomed]) await warmUp(account);

  for (const [name, path, body] of [
    ['slider', '/add-sliders', bodies.slider],
    ['about', '/add-about', bodies.about],
    ['news', '/add-news', bodies.news],
    ['contact', '/add-contact', bodies.contact],
    ['product', '/add-products', bodies.product],
    ['privacy', '/add-privacy', bodies.privacy],
    ['review', '/add-reviews', bodies.review],
  ] as const) {
    ids[`${name}Edit`] = await add(path, body(100));
    ids[`${name}Drop`] = await add(path, body(101));
  }
  for (const which of ['enquiryEdit', 'enquiryDrop']) {
    const sent = await server.request('POST', '/enquiries', { json: bodies.enquiry(7) });
    expect(sent.status).toBe(200);
    ids[which] = sent.body.insertedId;
  }
  const { body: users } = await server.request('GET', '/users', { token: admin.token });
  const idOf = (account: Account) =>
    users.find((user: { email: string }) => user.email === account.email)._id as string;
  ids.promotee = idOf(promotee);
  ids.doomed = idOf(doomed);
});
afterAll(() => server?.close());

describe('the tokens the matrix uses', () => {
  it('come from an emulator that signs nothing, so a re-issued token differs only in project', () => {
    const [header, payload] = admin.token.split('.');
    expect(decode(header!)).toMatchObject({ alg: 'none' });
    expect(decode(payload!)).toMatchObject({ aud: server.config.firebaseProjectId, email: admin.email });
    expect(decode(retarget(admin.token, 'demo-other').split('.')[1]!)).toMatchObject({
      aud: 'demo-other',
      iss: 'https://securetoken.google.com/demo-other',
      email: admin.email,
    });
  });

  it('re-issued for the SAME project still work, so the other-project row fails on the project alone', async () => {
    const reply = await server.request('GET', '/users', {
      token: retarget(admin.token, server.config.firebaseProjectId),
    });
    expect(reply.status).toBe(200);
  });
});

describe.each(routes)('$method $path', (route) => {
  it.each(callers)('refuses $name with $status and changes nothing', async (caller) => {
    const before = await snapshot();
    // The warm-up created the callers' rows; a refused call must not create or touch any.
    expect(before.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: member.email }),
        expect.objectContaining({ email: admin.email }),
      ]),
    );
    const reply = await server.request(route.method, url(route), { ...route.request?.(), token: caller.token() });
    expect(reply.status, JSON.stringify(reply.body)).toBe(caller.status);
    expect(reply.body).toEqual({
      statusCode: caller.status,
      error: ERROR_NAMES[caller.status],
      message: expect.any(String),
    });
    expect(await snapshot()).toEqual(before);
  });

  it(`lets the admin in${route.writes ? ', and the change happens' : ''}`, async () => {
    const before = await snapshot();
    const reply = await server.request(route.method, url(route), { ...route.request?.(), token: admin.token });
    expect(reply.status, JSON.stringify(reply.body)).toBeGreaterThanOrEqual(200);
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
    const after = await snapshot();
    if (route.writes) expect(after).not.toEqual(before);
    else expect(after).toEqual(before);
  });
});

describe('GET /admin/:email', () => {
  it('answers a non-admin about their own e-mail', async () => {
    const reply = await server.request('GET', `/admin/${member.email}`, { token: member.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ isAdmin: false });
  });

  it("refuses a non-admin asking about the admin's e-mail", async () => {
    const reply = await server.request('GET', `/admin/${admin.email}`, { token: member.token });
    expect(reply.status).toBe(403);
    expect(reply.body).not.toHaveProperty('isAdmin');
  });
});

describe('public calls', () => {
  it.each(PUBLIC.filter((route) => route.method === 'GET'))('GET $path answers 200 without a token', async (route) => {
    const reply = await server.request('GET', url(route));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(route.type ?? /json/);
  });

  it('POST /enquiries takes the form without a token', async () => {
    const reply = await server.request('POST', '/enquiries', { json: bodies.enquiry(8) });
    expect(reply.status).toBe(200);
  });
});

describe('completeness', () => {
  it('has a matrix row for every route of the API documentation that is not public', async () => {
    const { status, body: doc } = await server.request('GET', '/docs/json');
    expect(status).toBe(200);
    const documented = new Map<string, unknown>();
    for (const [path, operations] of Object.entries(
      doc.paths as Record<string, Record<string, { security?: unknown }>>,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        if (['get', 'post', 'put', 'patch', 'delete'].includes(method))
          documented.set(key(method, path), operation.security);
      }
    }
    const matrix = new Set(routes.map((route) => key(route.method, route.path)));
    const open = new Set(PUBLIC.map((route) => key(route.method, route.path)));
    const isDocs = (entry: string) => / \/docs(\/|$)/.test(entry);

    const unguarded = [...documented.keys()].filter(
      (entry) => !matrix.has(entry) && !open.has(entry) && !isDocs(entry),
    );
    expect(unguarded, 'routes without a matrix row: add them to `routes` or `PUBLIC`').toEqual([]);
    const stale = [...matrix, ...open].filter((entry) => !documented.has(entry));
    expect(stale, 'rows for routes the API no longer has').toEqual([]);
    // The documentation marks exactly the guarded routes as needing a token.
    for (const entry of matrix) expect(documented.get(entry), entry).toEqual([{ firebase: [] }]);
    for (const entry of open) expect(documented.get(entry), entry).toBeUndefined();
  });
});
