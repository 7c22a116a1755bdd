import sharp from 'sharp';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admits, isStaffAccess, orList, type Access } from '@texbridge/shared/auth/roles';
import type { ResourceContract } from '@texbridge/shared/resources/define';
import { resources } from '@texbridge/shared/resources/index';
import { activity } from '../src/platform/database/schema.ts';
import { createAccount, forgeToken, type Account } from './helpers/accounts.ts';
import { bodyOf } from './helpers/fixtures.ts';
import { matrixRows, urlOf, type Caller, type MatrixState, type Records } from './helpers/matrix-routes.ts';
import { pdfBytes, rfqBody, rfqForm, startToken } from './helpers/rfqs.ts';
import { fingerprint } from './helpers/snapshot.ts';
import { startTestServer, type RequestOptions, type TestServer } from './helpers/test-server.ts';

/**
 * The access matrix (docs/security.md, "Roles"), as payloadcms/payload's test/access-control does it: every
 * declared call, and each translated edit with ?locale=zh, called by every kind of caller, each cell's answer
 * read from the declarations. A caller let in gets a 2xx, and a write changes something; a caller refused
 * gets 401 or 403 and the error's shape, and leaves every table and the upload folder as they were (one
 * digest query a cell, helpers/snapshot.ts). No cell is let in that the declaration refuses: no leak.
 */

let server: TestServer;
let admin: Account;
let editor: Account;
let sales: Account;
let buyer: Account;
/** Users that only exist to be promoted and deleted. */
let promotee: Account;
let doomed: Account;
let png: Buffer;
let rfqToken: string;
let forged: string | undefined;

const state: MatrixState = {
  ids: {},
  firstRevision: '',
  rfqBody: () => rfqBody([state.ids.products!.edit], rfqToken),
  invitation: '',
  png: () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'swatch.png');
    return form;
  },
};

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The emulator signs nothing (alg "none"): the same account's token, issued for another Firebase project. */
function retarget(token: string, projectId: string): string {
  const [header, payload] = token.split('.');
  const claims = { ...decode(payload!), aud: projectId, iss: `https://securetoken.google.com/${projectId}` };
  return `${encode(decode(header!))}.${encode(claims)}.`;
}

const account = (name: string, role: Caller['role'], n: number, of: () => Account): Caller => ({
  name,
  signedIn: true,
  role,
  n,
  token: () => of().token,
  email: () => of().email,
});
const stranger = (name: string, n: number, token: () => string | undefined): Caller => ({
  name,
  signedIn: false,
  role: null,
  n,
  token,
  email: () => admin.email,
});

/** The five kinds of caller of docs/security.md's table. */
const FIVE: Caller[] = [
  stranger('anonymous', 0, () => undefined),
  account('a signed-in buyer', null, 1, () => buyer),
  account('sales', 'sales', 2, () => sales),
  account('editor', 'editor', 3, () => editor),
  account('admin', 'admin', 4, () => admin),
];
/** And the tokens an attacker could send instead, on every route that is not public. */
const CALLERS: Caller[] = [
  ...FIVE,
  stranger('a garbage bearer string', 5, () => 'not-a-jwt'),
  stranger("a forged RS256 token with the admin's uid and e-mail", 6, () => (forged ??= forgeToken(admin))),
  stranger("the admin's token re-issued for another Firebase project", 7, () => retarget(admin.token, 'demo-other')),
];

/** What the declaration says a caller gets: let in, or the refusal's status. */
function expected(access: Access, caller: Caller): 'in' | 401 | 403 {
  if (access === 'public') return 'in';
  if (!caller.signedIn) return 401;
  return admits(access, caller.role) ? 'in' : 403;
}

const as = (who: Account, options: Omit<RequestOptions, 'token'> = {}) => ({ ...options, token: who.token });
async function ok(method: string, path: string, options: RequestOptions) {
  const reply = await server.request(method, path, options);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(200);
  return reply.body;
}
const add = async (contract: ResourceContract, n: number) =>
  (await ok('POST', contract.create!.path, as(admin, { json: bodyOf(contract.name)!(n) }))).insertedId as string;

/** Records for contracts with no add call, or whose records come otherwise. */
const SETUP: Record<string, () => Promise<Records>> = {
  // RFQs come from the quote form: `edit` with an attachment, for the attachment's route.
  rfqs: async () => {
    rfqToken = await startToken(server);
    const pdf = [{ name: 'techpack.pdf', type: 'application/pdf', bytes: pdfBytes() }];
    return {
      edit: (await ok('POST', '/rfqs', { form: rfqForm(state.rfqBody(), pdf) })).insertedId,
      drop: { admin: (await ok('POST', '/rfqs', { json: state.rfqBody() })).insertedId },
    };
  },
  // Users appear when they first sign in (the warm-up); an invitation waits to be withdrawn.
  users: async () => {
    const users = (await ok('GET', '/users', as(admin))) as { _id: string; email: string }[];
    const idOf = (who: Account) => users.find((user) => user.email === who.email)!._id;
    state.invitation = (
      await ok('POST', '/invitations', as(admin, { json: { email: 'waiting@texbridge.test', role: 'editor' } }))
    ).insertedId;
    return { edit: idOf(promotee), drop: { admin: idOf(doomed) } };
  },
  // History has no records of its own: the revision it restores is the edited product's first.
  history: async () => {
    const revisions = (await ok('GET', `/revisions/products/${state.ids.products!.edit}`, as(admin))) as {
      _id: string;
    }[];
    state.firstRevision = revisions.at(-1)!._id;
    return { edit: state.firstRevision, drop: {} };
  },
};

beforeAll(async () => {
  [admin, editor, sales, buyer, promotee, doomed] = await Promise.all([
    createAccount('admin'),
    createAccount('editor'),
    createAccount('sales'),
    createAccount('buyer'),
    createAccount('promotee'),
    createAccount('doomed'),
  ]);
  server = await startTestServer({
    ADMIN_EMAILS: admin.email,
    EDITOR_EMAILS: editor.email,
    SALES_EMAILS: sales.email,
    ENQUIRY_LIMIT_MAX: '1000',
  });
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336' } })
    .png()
    .toBuffer();
  // The first authenticated request of an account creates its users row: a refused call must create none.
  for (const who of [admin, editor, sales, buyer, promotee, doomed]) await ok('GET', '/me', as(who));
  for (const contract of resources as readonly ResourceContract[]) {
    const setup = SETUP[contract.name];
    if (setup) state.ids[contract.name] = await setup();
    else if (contract.create) {
      const deleters = FIVE.filter((caller) => contract.remove && expected(contract.remove.access, caller) === 'in');
      const drop: Record<string, string> = {};
      for (const caller of deleters) drop[caller.name] = await add(contract, 101 + caller.n);
      state.ids[contract.name] = { edit: await add(contract, 100), drop };
    }
  }
});
afterAll(() => server?.close());

describe('the tokens the matrix uses', () => {
  it('come from an emulator that signs nothing, so a re-issued token differs only in project', async () => {
    expect(decode(admin.token.split('.')[0]!)).toMatchObject({ alg: 'none' });
    // Re-issued for the same project it still works, so the other project's row fails on the project alone.
    const same = await server.request('GET', '/me', { token: retarget(admin.token, server.config.firebaseProjectId) });
    expect(same.status).toBe(200);
  });
});

const rows = matrixRows(state);
const refused = { 401: 0, 403: 0 };
/** The state after the last cell: the next cell's "before" (nothing else writes between cells). */
let last: Record<string, string> | undefined;

describe.each(rows)('$method $path: $label', (row) => {
  it.each(row.access === 'public' ? FIVE : CALLERS)('$name', async (caller) => {
    const want = expected(row.access, caller);
    const before = last ?? (await fingerprint(server));
    const reply = await server.request(row.method, urlOf(row, caller), {
      ...row.request?.(caller),
      token: caller.token(),
    });
    const after = (last = await fingerprint(server));
    if (want !== 'in') {
      refused[want]++;
      expect(reply.status, JSON.stringify(reply.body)).toBe(want);
      expect(reply.body).toEqual({
        statusCode: want,
        error: want === 401 ? 'Unauthorized' : 'Forbidden',
        message: expect.any(String),
      });
      expect(after, 'a refused call changes nothing').toEqual(before);
      return;
    }
    expect(reply.status, JSON.stringify(reply.body)).toBeGreaterThanOrEqual(200);
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
    if (row.type) expect(reply.headers.get('content-type')).toMatch(row.type);
    if (row.writes) expect(after, 'the change happens').not.toEqual(before);
    else if (row.download) {
      // An export of personal data is itself recorded (docs/security.md): one download line, nothing else.
      expect({ ...after, activity: before.activity }).toEqual(before);
      const [line] = await server.database.db.select().from(activity).orderBy(desc(activity.seq)).limit(1);
      expect(line).toMatchObject({ action: 'download', actorEmail: caller.email(), actorRole: caller.role });
    } else if (row.cachesFiles) {
      // A spec sheet drawn is kept beside the uploads (a cache of what the content says): nothing else moves.
      expect({ ...after, files: before.files }).toEqual(before);
    } else expect(after).toEqual(before);
  });
});

describe('the refusals', () => {
  it('are counted in /healthz, and nowhere else', async () => {
    const { body } = await server.request('GET', '/healthz');
    expect(refused[401] + refused[403]).toBeGreaterThan(300);
    expect(body.refusals).toEqual(refused);
  });
});

describe('the completeness of the matrix', () => {
  it('has a row for every route of the API documentation, each with the roles it admits', async () => {
    const { body: doc } = await server.request('GET', '/docs/json');
    const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
    const documented = new Map<string, { security?: unknown; description?: string }>();
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, object>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) documented.set(key(method, path), operation);
      }
    }
    const matrix = new Map(rows.map((row) => [key(row.method, row.path), row.access]));
    // The render server's two routes take its token, not a Firebase one; changes.test.ts checks them.
    const open = ['GET /changes', 'GET /render-token'];
    const isDocs = (entry: string) => / \/docs(\/|$)/.test(entry);
    const missing = [...documented.keys()].filter(
      (entry) => !matrix.has(entry) && !open.includes(entry) && !isDocs(entry),
    );
    expect(missing, 'routes without a matrix row: declare them in a contract (or in auth/permissions.ts)').toEqual([]);
    expect(
      [...matrix.keys()].filter((entry) => !documented.has(entry)),
      'rows of routes the API has not',
    ).toEqual([]);
    for (const [entry, access] of matrix) {
      const operation = documented.get(entry)!;
      if (access === 'public') expect(operation.security, entry).toBeUndefined();
      else expect(operation.security, entry).toEqual([{ firebase: [] }]);
      if (isStaffAccess(access)) expect(operation.description, entry).toContain(`Roles: ${orList([...access])}.`);
    }
  });
});
