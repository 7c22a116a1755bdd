import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import sharp from 'sharp';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ResourceContract } from '@texbridge/shared/resources/define';
import { enquiriesResource } from '@texbridge/shared/resources/enquiries';
import { rfqsResource } from '@texbridge/shared/resources/rfqs';
import { usersResource } from '@texbridge/shared/resources/users';
import { enquiries, products, rfqs, users } from '../../src/platform/database/schema.ts';
import { contentTables } from '../../src/platform/database/content-tables.ts';
import { createAccount, type Account } from '../helpers/accounts.ts';
import { bodyOf } from '../helpers/fixtures.ts';
import { operationsOf } from '@texbridge/shared/auth/permissions';
import { pdfBytes, rfqBody, rfqForm, startToken } from '../helpers/rfqs.ts';
import { fingerprint, snapshot, TABLES } from '../helpers/snapshot.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { corrupt, encodeLoosely, fromSchema, nastyValue, oddSegment, type JsonSchema } from './arbitraries.ts';
import { closeAgent, send, type RawCall, type RawReply } from './send.ts';

/**
 * Property: whatever is sent to any route of the OpenAPI document, by anyone, the API answers below
 * 500; a refusal (4xx) answers the JSON error shape and changes no row and no file (docs/security.md).
 *
 * FUZZ_RUNS (default 2000) sets the number of calls; FUZZ_SEED (and FUZZ_PATH) replay a run that
 * fast-check reported. With FUZZ_REPORT=<file> the run does not stop at the first violation: it
 * counts them all and writes a JSON summary there (the bench does this with 10 000 calls).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED =
  process.env.FUZZ_SEED === undefined ? Date.now() ^ (Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED);
const REPORT = process.env.FUZZ_REPORT;
/** Rows beyond which the content tables are emptied and seeded again, to keep snapshots quick. */
const MAX_ROWS = 300;

type Caller = 'anonymous' | 'member' | 'admin';
interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  json?: JsonSchema;
  multipart: boolean;
}
type ParamChoice = { existing: number } | { raw: string };
type BodyChoice =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | undefined; text: string }
  | { kind: 'upload'; variant: number };
interface Input {
  op: Operation;
  caller: Caller;
  params: Record<string, ParamChoice>;
  query: string;
  body: BodyChoice;
}

let server: TestServer;
let admin: Account;
let member: Account;
let operations: Operation[] = [];
let uploads: { contentType: string; body: Buffer }[] = [];
/** Every row and file as of the last change: the ids and e-mails that calls name. */
let state: Awaited<ReturnType<typeof snapshot>>;
/** The fingerprint of that state: a refusal must leave it as it is. */
let print: Record<string, string> = {};
const tally = { calls: 0, fiveXX: 0, changed: 0, badShape: 0, noAnswer: 0, statuses: {} as Record<number, number> };
const examples: string[] = [];

/** Every resource with the table it is stored in: the site's content, then the users and the inbox's requests. */
const stored: [ResourceContract, PgTable][] = [
  ...contentTables,
  [usersResource, users],
  [enquiriesResource, enquiries],
  [rfqsResource, rfqs],
];

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
/** The snapshot's name of a table (its export name in schema.ts). */
const nameOf = (table: PgTable) => {
  const name = Object.keys(TABLES).find((key) => TABLES[key] === table);
  if (!name) throw new Error(`${getTableName(table)} is not a table of schema.ts`);
  return name;
};

/** Which table a route's {id} names: the table of the contract that declares the route. */
const TABLE_OF = new Map(
  stored.flatMap(([contract, table]) =>
    operationsOf(contract).map((operation) => [openApiPath(operation.path), nameOf(table)] as const),
  ),
);

/** One add of each resource that has one, from its fixture (server/test/helpers/fixtures.ts). */
const SEEDS: [string, () => unknown][] = stored.flatMap(([{ name, create }]) => {
  if (!create) return [];
  const body = bodyOf(name);
  if (!body) throw new Error(`server/test/helpers/fixtures.ts has no add body for "${name}": add one to \`bodies\``);
  return [[create.path, () => body(1)]];
});

async function seed() {
  for (const [path, body] of SEEDS) {
    const reply = await server.request('POST', path, { token: admin.token, json: body() });
    expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(200);
  }
  // An RFQ comes from the quote form, with a start token and an attachment, not from an add call.
  const [product] = await server.database.db.select({ _id: products._id }).from(products).limit(1);
  const form = rfqForm(rfqBody([product!._id], await startToken(server)), [
    { name: 'techpack.pdf', type: 'application/pdf', bytes: pdfBytes() },
  ]);
  const reply = await server.request('POST', '/rfqs', { form });
  expect(reply.status, `POST /rfqs: ${JSON.stringify(reply.body)}`).toBe(200);
}

/** Reads the state again after a call that may have changed it: in full only when its fingerprint moved. */
async function refresh() {
  const now = await fingerprint(server);
  if (JSON.stringify(now) === JSON.stringify(print)) return;
  state = await snapshot(server);
  const rows = Object.entries(state).reduce((sum, [name, list]) => sum + (name === 'files' ? 0 : list.length), 0);
  if (rows > MAX_ROWS) {
    for (const [name, table] of Object.entries(TABLES))
      if (name !== 'users' && name !== 'meta') await server.database.db.delete(table);
    await seed();
    state = await snapshot(server);
  }
  print = await fingerprint(server);
}

/** Ids and e-mails a call may name: the current rows of the route's table, never the callers' own accounts. */
function existing(op: Operation, param: string): string[] {
  const own = new Set([admin.email, member.email]);
  const users = (state.users as { _id: string; email: string }[]).filter((row) => !own.has(row.email));
  if (param === 'email') return [admin.email, member.email, ...users.map((row) => row.email)];
  const table = TABLE_OF.get(op.path);
  if (table === 'users') return users.map((row) => row._id);
  const rows = (table ? state[table] : Object.values(state).flat()) as { _id?: string }[];
  return rows.flatMap((row) => (typeof row._id === 'string' ? [row._id] : []));
}

function toCall(input: Input): RawCall {
  let path = input.op.path;
  for (const [name, choice] of Object.entries(input.params)) {
    let value: string;
    if ('raw' in choice) value = choice.raw;
    else {
      const pool = existing(input.op, name);
      value = encodeLoosely(pool.length > 0 ? pool[choice.existing % pool.length]! : 'gone');
    }
    path = path.replace(`{${name}}`, value);
  }
  const target = input.query ? `${path}?${input.query}` : path;
  const token = input.caller === 'admin' ? admin.token : input.caller === 'member' ? member.token : undefined;
  const { body } = input;
  if (body.kind === 'json') {
    const text = body.value === undefined ? '' : JSON.stringify(body.value);
    return { method: input.op.method, target, token, contentType: 'application/json', body: Buffer.from(text) };
  }
  if (body.kind === 'raw') {
    return { method: input.op.method, target, token, contentType: body.contentType, body: Buffer.from(body.text) };
  }
  if (body.kind === 'upload') {
    const upload = uploads[body.variant % uploads.length]!;
    return { method: input.op.method, target, token, contentType: upload.contentType, body: upload.body };
  }
  return { method: input.op.method, target, token };
}

const describeCall = (input: Input, call: RawCall) =>
  `${call.method} ${call.target.slice(0, 300)} as ${input.caller}` +
  (call.body ? ` (${call.contentType ?? 'no content-type'}: ${call.body.subarray(0, 300).toString('utf8')})` : '');

/** Checks one answer; answers the violation, if any, as a sentence. */
async function judge(reply: RawReply): Promise<string | undefined> {
  tally.statuses[reply.status] = (tally.statuses[reply.status] ?? 0) + 1;
  if (reply.status >= 500) {
    tally.fiveXX++;
    return `answered ${reply.status}: ${reply.text.slice(0, 300)}`;
  }
  if (reply.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(reply.text);
    } catch {
      body = undefined;
    }
    const shaped =
      reply.contentType.startsWith('application/json') &&
      typeof body === 'object' &&
      body !== null &&
      (body as { statusCode?: unknown }).statusCode === reply.status &&
      typeof (body as { message?: unknown }).message === 'string';
    if (!shaped) {
      tally.badShape++;
      return `answered ${reply.status} outside the JSON error shape: ${reply.contentType} ${reply.text.slice(0, 200)}`;
    }
    const after = await fingerprint(server);
    const changed = Object.keys(after).filter((key) => after[key] !== print[key]);
    if (changed.length > 0) {
      tally.changed++;
      state = await snapshot(server);
      print = after;
      return `refused with ${reply.status} but changed ${changed.join(', ')}: ${reply.text.slice(0, 200)}`;
    }
    return undefined;
  }
  await refresh();
  return undefined;
}

// ---- arbitraries over the document's operations ----

/** Most calls as an admin, who passes the access check and so reaches validation and the database. */
const callers = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Caller>('anonymous') },
  { weight: 1, arbitrary: fc.constant<Caller>('member') },
  { weight: 3, arbitrary: fc.constant<Caller>('admin') },
);
/** Just over the 1 MB body limit. */
const OVERSIZED = `{"title":"${'x'.repeat(1024 * 1024)}"}`;
const contentTypes = fc.constantFrom<string | undefined>(
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/xml',
  'application/merge-patch+json',
  ';;;',
);

function paramArb(param: Parameter): fc.Arbitrary<ParamChoice> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.nat().map((n) => ({ existing: n })) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map((s) => ({ raw: encodeLoosely(s) })) },
    { weight: 2, arbitrary: oddSegment.map((raw) => ({ raw })) },
    ...(param.name === 'email'
      ? [
          {
            weight: 1,
            arbitrary: fromSchema({ type: 'string', format: 'email' }).map((s) => ({ raw: encodeLoosely(String(s)) })),
          },
        ]
      : []),
  );
}

function queryArb(op: Operation): fc.Arbitrary<string> {
  const names = op.parameters.filter((p) => p.in === 'query');
  const entry = fc.oneof(
    ...names.map((p) =>
      fc.tuple(
        fc.constant(p.name),
        fc.oneof(
          fromSchema(p.schema).map((v) => encodeLoosely(String(v))),
          oddSegment,
          nastyValue.map((v) => encodeLoosely(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
        ),
      ),
    ),
    fc.tuple(fc.constantFrom('page[]', 'a[b]', '__proto__', 'constructor', '', 'x'), oddSegment),
  );
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.array(entry, { maxLength: 3 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
    },
    { weight: 1, arbitrary: fc.constantFrom('', '&&&', '=', '%', '?', 'page', 'page=&limit=', 'page=1&page=2') },
  );
}

function bodyArb(op: Operation): fc.Arbitrary<BodyChoice> {
  if (op.multipart) return fc.nat().map((variant) => ({ kind: 'upload' as const, variant }));
  const junk = fc.tuple(
    contentTypes,
    fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('{', '{"a":', '[]', 'null')),
  );
  if (!op.json) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
      { weight: 1, arbitrary: junk.map(([contentType, text]) => ({ kind: 'raw' as const, contentType, text })) },
      { weight: 1, arbitrary: nastyValue.map((value) => ({ kind: 'json' as const, value })) },
    );
  }
  const valid = fromSchema(op.json);
  return fc.oneof(
    { weight: 8, arbitrary: valid.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 10, arbitrary: valid.chain(corrupt).map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.nat()).map(([value, cut]) => {
        const text = JSON.stringify(value);
        return { kind: 'raw' as const, contentType: 'application/json', text: text.slice(0, cut % text.length) };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(contentTypes, valid)
        .map(([contentType, value]) => ({ kind: 'raw' as const, contentType, text: JSON.stringify(value) })),
    },
    { weight: 2, arbitrary: junk.map(([contentType, text]) => ({ kind: 'raw' as const, contentType, text })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'raw' as const, contentType: 'application/json', text: OVERSIZED }) },
  );
}

function inputArb(op: Operation): fc.Arbitrary<Input> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  return fc.record({
    op: fc.constant(op),
    caller: callers,
    params: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, paramArb(p)]))),
    query: queryArb(op),
    body: bodyArb(op),
  });
}

/** Multipart bodies for POST /uploads: one real image, and the ways a form can be wrong. */
async function uploadVariants() {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a52' } })
    .png()
    .toBuffer();
  const boundary = 'fuzzboundary';
  const part = (field: string, name: string, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const form = `multipart/form-data; boundary=${boundary}`;
  const whole = Buffer.concat([part('file', 'a.png', 'image/png', png), end]);
  return [
    { contentType: form, body: whole },
    { contentType: form, body: Buffer.concat([part('file', 'a.png', 'image/png', Buffer.from('<svg/>')), end]) },
    { contentType: form, body: Buffer.concat([part('image', 'a.png', 'image/png', png), end]) },
    {
      contentType: form,
      body: Buffer.concat([part('file', 'a.png', 'image/png', png), part('file', 'b.png', 'image/png', png), end]),
    },
    { contentType: form, body: whole.subarray(0, whole.length >> 1) },
    { contentType: form, body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`) },
    { contentType: form, body: Buffer.alloc(0) },
    { contentType: 'multipart/form-data', body: whole },
    { contentType: 'multipart/form-data; boundary=', body: whole },
    { contentType: 'multipart/form-data; boundary=other', body: whole },
    { contentType: 'application/json', body: Buffer.from('{"file":"aGVsbG8="}') },
    { contentType: 'image/png', body: png },
  ];
}

beforeAll(async () => {
  [admin, member] = await Promise.all([createAccount('fuzz-admin'), createAccount('fuzz-member')]);
  server = await startTestServer({ ADMIN_EMAILS: admin.email, ENQUIRY_LIMIT_MAX: '1000000' });
  for (const account of [admin, member]) {
    expect((await server.request('GET', `/admin/${account.email}`, { token: account.token })).status).toBe(200);
  }
  await seed();
  await refresh();
  uploads = await uploadVariants();

  const doc = (await server.request('GET', '/docs/json')).body as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      json: op.requestBody?.content['application/json']?.schema,
      multipart: path === '/uploads',
    })),
  );
});
afterAll(async () => {
  closeAgent();
  await server?.close();
});

it('every route of the OpenAPI document answers below 500, and a refusal changes nothing', async () => {
  // The document must list the whole API, or the fuzzer would miss what it leaves out.
  expect(operations.length).toBeGreaterThanOrEqual(40);
  expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual(
    expect.arrayContaining(['GET /products/{id}', 'GET /admin/{email}', 'POST /uploads', 'PATCH /enquiries/{id}']),
  );
  const started = Date.now();
  const property = fc.asyncProperty(fc.oneof(...operations.map(inputArb)), async (input) => {
    const call = toCall(input);
    tally.calls++;
    let violation: string | undefined;
    try {
      violation = await judge(await send(server.url, call));
    } catch (error) {
      tally.noAnswer++;
      violation = `no answer: ${(error as Error).message}`;
    }
    if (!violation) return;
    const sentence = `${describeCall(input, call)} → ${violation}`;
    if (examples.length < 20) examples.push(sentence);
    if (!REPORT) throw new Error(sentence);
  });
  try {
    await fc.assert(property, {
      numRuns: RUNS,
      seed: SEED,
      ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
    });
  } finally {
    const summary = {
      runs: RUNS,
      seed: SEED,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      ...tally,
      examples,
    };
    console.log(`API fuzz: ${JSON.stringify(summary, null, REPORT ? 2 : undefined)}`);
    if (REPORT) writeFileSync(REPORT, JSON.stringify(summary, null, 2));
  }
  expect(examples).toEqual([]);
}, 3_600_000);
