import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Method, ResourceContract } from '@texbridge/shared/resources/define';
import { HISTORY_PATHS } from '@texbridge/shared/resources/history';
import { resources } from '@texbridge/shared/resources/index';
import { pageQrReads, specSheetReads } from '@texbridge/shared/resources/public-reads';
import { RFQ_PATHS } from '@texbridge/shared/resources/rfq-form';
import { createAccount, forgeToken, type Account } from './helpers/accounts.ts';
import { snapshot as takeSnapshot } from './helpers/snapshot.ts';
import { bodyOf } from './helpers/fixtures.ts';
import { pdfBytes, rfqBody, rfqForm, startToken } from './helpers/rfqs.ts';
import { isPublicRead, operationsOf, type Operation } from './helpers/operations.ts';
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
/** A start token old enough for the quote form's robot check (helpers/rfqs.ts). */
let rfqToken: string;
/** The first revision of the product the matrix edits (SETUP.history). */
let firstRevision: string;

/** Records the matrix acts on, per contract: `edit` survives the matrix, `drop` is deleted by the admin row. */
interface Records {
  edit: string;
  drop: string;
}
const ids: Record<string, Records> = {};

function recordsOf(resource: string): Records {
  const records = ids[resource];
  if (!records) {
    throw new Error(
      `${resource} has no records to act on: give its contract an add call, or an entry in SETUP (access.test.ts)`,
    );
  }
  return records;
}

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

interface Route {
  method: Method;
  /** Fastify's path; `:id` or `:email` is filled by `param`, any other parameter by `params`. */
  path: string;
  param?: () => string;
  params?: () => Record<string, string>;
  request?: () => Omit<RequestOptions, 'token'>;
  /** Whether the admin's call changes the database or the upload folder. */
  writes: boolean;
}

const json = (body: () => object) => () => ({ json: body() });

/** The add body fixtures.ts has for a contract, or a sentence saying it has none. */
function bodyFor(resource: string, n: number): Record<string, unknown> {
  const body = bodyOf(resource);
  if (!body)
    throw new Error(`server/test/helpers/fixtures.ts has no add body for "${resource}": add one to \`bodies\``);
  return body(n);
}

/** An operation as `<contract name> <kind>`, the key of OVERRIDES. */
const labelOf = (operation: Operation) => `${operation.resource} ${operation.kind}`;

/**
 * An edit body from the add body: another `n`, keeping the fields the edit accepts (an edit may leave out
 * fields an add needs, such as the image). Undefined when it would keep none.
 */
function editBodyFor(operation: Operation): Record<string, unknown> | undefined {
  if (!(operation.body instanceof z.ZodObject)) return undefined;
  const accepted = new Set(Object.keys(operation.body.shape));
  const kept = Object.entries(bodyFor(operation.resource, 2)).filter(([field]) => accepted.has(field));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/**
 * Operations the generic rule of `rowOf` cannot call: the rule sends an add body to an add, `editBodyFor` to an
 * edit, nothing else, and fills `:id` with the contract's `drop` record for a delete and its `edit` record
 * otherwise.
 */
const OVERRIDES: Record<string, Partial<Pick<Route, 'param' | 'params' | 'request'>>> = {
  // The inbox's edit only marks an enquiry handled, a field the public form has not.
  'enquiries update': { request: json(() => ({ handled: true })) },
  // An RFQ's follow-up: a note always changes it.
  'rfqs call:followUp': { request: json(() => ({ note: 'Asked the mill for a price.' })) },
  // The first attachment of the RFQ that SETUP sent with one.
  'rfqs call:attachment': { params: () => ({ n: '0' }) },
  // Someone else's admin status: refused to a non-admin, answered to an admin.
  'users call:adminCheck': { param: () => promotee.email },
  // docs/history.md. The history of the product the matrix edits; its first revision, restored.
  // Their `:id` is not a history record's: `params` fills every parameter.
  'history call:revisions': {
    param: undefined,
    params: () => ({ resource: 'products', id: recordsOf('products').edit }),
  },
  'history call:restoreRevision': { params: () => ({ revisionId: firstRevision }) },
  // What the earlier rows deleted (contracts come in index.ts's order, history last): a news item comes back, a slide goes for good.
  'history call:restoreTrashed': { param: undefined, params: () => ({ resource: 'news', id: recordsOf('news').drop }) },
  'history call:deleteForever': {
    param: undefined,
    params: () => ({ resource: 'sliders', id: recordsOf('sliders').drop }),
  },
};

/** The matrix row of a contract's operation. */
function rowOf(operation: Operation): Route {
  const label = labelOf(operation);
  const override = OVERRIDES[label] ?? {};
  const { resource, kind, method, path } = operation;
  let request: Route['request'];
  if (operation.body && !override.request) {
    if (kind === 'create') request = json(() => bodyFor(resource, 1));
    else if (kind === 'update') {
      const body = editBodyFor(operation);
      if (body) request = json(() => body);
    }
  }
  let param: Route['param'];
  if (path.includes(':id')) param = () => recordsOf(resource)[kind === 'remove' ? 'drop' : 'edit'];
  const row: Route = { method, path, writes: method !== 'GET', ...(request ? { request } : {}) };
  if (param) row.param = param;
  Object.assign(row, override);
  const unfilled = /:(?!id\b)\w+/.test(path) && !override.param && !override.params;
  if ((operation.body && !row.request) || unfilled) {
    throw new Error(`${label} (${method} ${path}) needs an entry in OVERRIDES (access.test.ts)`);
  }
  return row;
}

const operations = resources.flatMap((contract) => operationsOf(contract));

/** The reads whose admin call writes a download line to the activity log, and nothing else. */
const DOWNLOADS = new Set([RFQ_PATHS.csv, RFQ_PATHS.attachment, HISTORY_PATHS.backup].map((path) => `GET ${path}`));

/** Every route that is not a public read: each contract's, then the routes of no contract. */
const routes: Route[] = [
  ...operations.filter((operation) => operation.access !== 'public').map(rowOf),
  // images
  { method: 'POST', path: '/uploads', request: () => ({ form: pngForm() }), writes: true },
];

/** Adds that anyone may make, such as the enquiry form. */
const publicWrites = operations.filter((operation) => operation.access === 'public' && !isPublicRead(operation));
/** The bodies of public writes that are not a contract's add (fixtures.ts has those). */
const PUBLIC_BODIES: Record<string, (n: number) => object> = {
  'rfqs call:submit': () => rfqBody([recordsOf('products').edit], rfqToken),
};

/** Calls anyone may make: reads of the public site, the enquiry form, the API documentation. */
const PUBLIC: { method: Method; path: string; param?: () => string; query?: string; type?: RegExp }[] = [
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/search', query: '?q=cotton' },
  ...operations.filter(isPublicRead).map((operation) => ({
    method: operation.method,
    path: operation.path,
    ...(operation.path.includes(':id') ? { param: () => recordsOf(operation.resource).edit } : {}),
  })),
  ...publicWrites.map(({ method, path }) => ({ method, path })),
  { method: 'GET', path: '/sitemap.xml', type: /xml/ },
  { method: 'GET', path: '/robots.txt', type: /text\/plain/ },
  {
    method: 'GET',
    path: specSheetReads.path,
    param: () => recordsOf('products').edit,
    type: /^application\/pdf$/,
  },
  { method: 'GET', path: pageQrReads.path, param: () => recordsOf('products').edit, type: /^image\/svg\+xml/ },
];

/** Records made before the matrix runs, for contracts that have no add call. */
const SETUP: Record<string, () => Promise<Records>> = {
  // RFQs come from the quote form: `edit` with an attachment, for the attachment's route.
  rfqs: async () => {
    rfqToken = await startToken(server);
    const body = rfqBody([recordsOf('products').edit], rfqToken);
    const sent = async (request: RequestOptions) => {
      const reply = await server.request('POST', '/rfqs', request);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.insertedId as string;
    };
    return {
      edit: await sent({ form: rfqForm(body, [{ name: 'techpack.pdf', type: 'application/pdf', bytes: pdfBytes() }]) }),
      drop: await sent({ json: body }),
    };
  },
  // History has no records of its own: the revision it restores is the edited product's first.
  history: async () => {
    const reply = await server.request('GET', `/revisions/products/${recordsOf('products').edit}`, {
      token: admin.token,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    firstRevision = (reply.body as { _id: string }[]).at(-1)!._id;
    return { edit: firstRevision, drop: firstRevision };
  },
  // Users appear when they first sign in (the warm-up).
  users: async () => {
    const { body: users } = await server.request('GET', '/users', { token: admin.token });
    const idOf = (account: Account) =>
      users.find((user: { email: string }) => user.email === account.email)._id as string;
    return { edit: idOf(promotee), drop: idOf(doomed) };
  },
};

function url(route: { path: string; param?: () => string; params?: () => Record<string, string>; query?: string }) {
  let path = route.param ? route.path.replace(/:\w+/, encodeURIComponent(route.param())) : route.path;
  for (const [name, value] of Object.entries(route.params?.() ?? {})) path = path.replace(`:${name}`, value);
  return path + (route.query ?? '');
}
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

async function add(contract: ResourceContract, n: number): Promise<string> {
  const { path, access } = contract.create!;
  const token = access === 'public' ? undefined : admin.token;
  const reply = await server.request('POST', path, { token, json: bodyFor(contract.name, n) });
  expect(reply.status, `${contract.name}: ${JSON.stringify(reply.body)}`).toBe(200);
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

  for (const contract of resources) {
    const setup = SETUP[contract.name];
    if (setup) ids[contract.name] = await setup();
    else if (contract.create) ids[contract.name] = { edit: await add(contract, 100), drop: await add(contract, 101) };
  }
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
    else if (DOWNLOADS.has(`${route.method} ${route.path}`)) {
      // An export of personal data is itself recorded (docs/security.md): one download line, nothing else.
      expect({ ...after, activity: before.activity }).toEqual(before);
      const added = after.activity!.filter((row) => !before.activity!.some((old) => isDeepStrictEqual(old, row)));
      expect(added).toEqual([expect.objectContaining({ action: 'download', actorEmail: admin.email })]);
    } else expect(after).toEqual(before);
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

  it.each(publicWrites)('$method $path takes its body without a token', async (operation) => {
    const body = PUBLIC_BODIES[labelOf(operation)]?.(8) ?? bodyFor(operation.resource, 8);
    const reply = await server.request(operation.method, operation.path, { json: body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
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
    // The render server's two routes take its token, not a Firebase one; changes.test.ts checks them.
    const open = new Set([
      ...PUBLIC.map((route) => key(route.method, route.path)),
      'GET /changes',
      'GET /render-token',
    ]);
    const isDocs = (entry: string) => / \/docs(\/|$)/.test(entry);

    const unguarded = [...documented.keys()].filter(
      (entry) => !matrix.has(entry) && !open.has(entry) && !isDocs(entry),
    );
    expect(
      unguarded,
      'routes without a matrix row: declare them in a contract, or add them to `routes` or `PUBLIC`',
    ).toEqual([]);
    const stale = [...matrix, ...open].filter((entry) => !documented.has(entry));
    expect(stale, 'rows for routes the API no longer has').toEqual([]);
    // The documentation marks exactly the guarded routes as needing a token.
    for (const entry of matrix) expect(documented.get(entry), entry).toEqual([{ firebase: [] }]);
    for (const entry of open) expect(documented.get(entry), entry).toBeUndefined();
  });
});
