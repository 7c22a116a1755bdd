import { localStore } from '../src/media/storage/local-store.ts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context.ts';
import type { Db } from '../src/platform/database/client.ts';
import { enquiries, rfqAttachments, rfqs } from '../src/platform/database/schema.ts';
import { createUsers } from '../src/auth/users.ts';
import { registerErrorHandlers } from '../src/platform/errors.ts';
import { ASSIGNEE_NOT_STAFF } from '../src/quotes/follow-up.ts';
import type { Notifier, RequestSummary } from '../src/mail/notifier.ts';
import { ReadCache } from '../src/platform/read-cache.ts';
import { linesOf, storeRfq } from '../src/quotes/rfq-submission.ts';
import { enquiryRoutes } from '../src/quotes/enquiry-routes.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { addProducts, pdfBytes, rfqBody, rfqForm, startToken } from './helpers/rfqs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { createRefusals } from '../src/platform/refusals.ts';
import { createFirebaseAccounts } from '../src/auth/firebase-accounts.ts';

let server: TestServer;
let admin: Account;
let productIds: string[];
let token: string;
const as = () => ({ token: admin.token });
const get = async (path: string) => {
  const reply = await server.request('GET', path, as());
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

/** Sets when a request arrived, for the date filters and the order. */
async function arrivedAt(table: typeof enquiries | typeof rfqs, id: string, iso: string) {
  await server.database.db
    .update(table)
    .set({ createdAt: new Date(iso) })
    .where(eq(table._id, id));
}

async function enquiry(n: number, message?: string) {
  const reply = await server.request('POST', '/enquiries', {
    json: { ...bodies.enquiries(n), ...(message ? { message } : {}) },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.insertedId as string;
}

async function rfq(lines: { productId: string; quantity: number; unit: 'kg' | 'm' }[]) {
  const reply = await server.request('POST', '/rfqs', { json: rfqBody([], token, { lines }) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { insertedId: string; reference: string };
}

/** Six requests over six days: enquiries on the 1st, 3rd and 5th, RFQs on the 2nd (at its last second), 3rd and 6th. */
const ids: Record<'e1' | 'e2' | 'e3' | 'r1' | 'r2' | 'r3', string> = {} as never;
let r2Reference: string;

beforeAll(async () => {
  admin = await createAccount('admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email, ENQUIRY_LIMIT_MAX: '100000' });
  await server.request('GET', `/admin/${admin.email}`, as());
  // A yarn, asked for by weight, and a fabric, which may be asked for by length.
  const fabric = await server.request('POST', '/add-products', { ...as(), json: bodies.products(2, 'fabrics') });
  productIds = [...(await addProducts(server, admin.token, 1)), fabric.body.insertedId as string];
  token = await startToken(server);

  ids.e1 = await enquiry(1, `Please quote ${'very '.repeat(60)}soft viscose.`);
  ids.r1 = (await rfq([{ productId: productIds[0]!, quantity: 1, unit: 'kg' }])).insertedId;
  ids.e2 = await enquiry(2);
  const r2 = await rfq([
    { productId: productIds[0]!, quantity: 5000, unit: 'kg' },
    { productId: productIds[1]!, quantity: 800, unit: 'm' },
  ]);
  ids.r2 = r2.insertedId;
  r2Reference = r2.reference;
  ids.e3 = await enquiry(3);
  ids.r3 = (await rfq([{ productId: productIds[1]!, quantity: 2, unit: 'kg' }])).insertedId;
  await arrivedAt(enquiries, ids.e1, '2026-01-01T10:00:00Z');
  await arrivedAt(rfqs, ids.r1, '2026-01-02T23:59:59.999Z');
  await arrivedAt(enquiries, ids.e2, '2026-01-03T00:00:00Z');
  await arrivedAt(rfqs, ids.r2, '2026-01-03T12:00:00Z');
  await arrivedAt(enquiries, ids.e3, '2026-01-05T08:00:00Z');
  await arrivedAt(rfqs, ids.r3, '2026-01-06T08:00:00Z');
});
afterAll(() => server?.close());

const idsOf = (page: { items: { _id: string }[] }) => page.items.map((item) => item._id);

describe('GET /inbox', () => {
  it('lists enquiries and RFQs together, newest first, each in the words a list needs', async () => {
    const page = await get('/inbox');
    expect(page.total).toBe(6);
    expect(idsOf(page)).toEqual([ids.r3, ids.e3, ids.r2, ids.e2, ids.r1, ids.e1]);
    const rfqItem = page.items[2];
    expect(rfqItem).toEqual({
      type: 'rfq',
      _id: ids.r2,
      reference: r2Reference,
      name: 'Nadia Rahman',
      company: 'Dhaka Knit Composite Ltd',
      email: 'nadia@dhakaknit.example',
      summary: 'Product 1 × 5,000 kg; Product 2 × 800 m',
      lineCount: 2,
      createdAt: '2026-01-03T12:00:00.000Z',
      status: 'new',
      noteCount: 0,
    });
    expect(page.items[3]).toEqual({
      type: 'enquiry',
      _id: ids.e2,
      name: 'Buyer 2',
      email: 'buyer2@example.com',
      summary: 'Please quote 20 tonnes, request 2.',
      createdAt: '2026-01-03T00:00:00.000Z',
      status: 'new',
      noteCount: 0,
    });
    const long = page.items[5].summary as string;
    expect(long.length).toBe(140);
    expect(long.endsWith('…')).toBe(true);
    expect(long.startsWith('Please quote very very')).toBe(true);
  });

  it('keeps one type, and the days asked for in UTC, both ends included', async () => {
    expect(idsOf(await get('/inbox?type=rfq'))).toEqual([ids.r3, ids.r2, ids.r1]);
    expect(idsOf(await get('/inbox?type=enquiry'))).toEqual([ids.e3, ids.e2, ids.e1]);
    expect(idsOf(await get('/inbox?from=2026-01-03&to=2026-01-03'))).toEqual([ids.r2, ids.e2]);
    expect(idsOf(await get('/inbox?from=2026-01-02&to=2026-01-02'))).toEqual([ids.r1]);
    expect(idsOf(await get('/inbox?from=2026-01-05'))).toEqual([ids.r3, ids.e3]);
    expect(idsOf(await get('/inbox?to=2026-01-01'))).toEqual([ids.e1]);
    expect(await get('/inbox?type=rfq&from=2026-01-03&to=2026-01-05')).toMatchObject({ total: 1 });
  });

  it('reads the days in the time zone asked for: the same request is counted in or out', async () => {
    // r1 arrived at 23:59 UTC on the 2nd: 05:59 on the 3rd in Dhaka (UTC+6), 18:59 on the 2nd in New York.
    expect(idsOf(await get('/inbox?from=2026-01-03&to=2026-01-03&tz=Asia/Dhaka'))).toEqual([ids.r2, ids.e2, ids.r1]);
    expect(idsOf(await get('/inbox?from=2026-01-03&to=2026-01-03&tz=UTC'))).toEqual([ids.r2, ids.e2]);
    expect(idsOf(await get('/inbox?from=2026-01-03&to=2026-01-03&tz=America/New_York'))).toEqual([ids.r2]);
    expect(idsOf(await get('/inbox?to=2026-01-02&tz=America/New_York'))).toEqual([ids.e2, ids.r1, ids.e1]);
    // A browser's alias of a zone the runtime lists by another name.
    expect(await get('/inbox?from=2026-01-03&to=2026-01-03&tz=Asia/Kolkata')).toMatchObject({ total: 3 });
  });

  it('answers one page and the total of all pages', async () => {
    const second = await get('/inbox?page=2&limit=4');
    expect(idsOf(second)).toEqual([ids.r1, ids.e1]);
    expect(second.total).toBe(6);
    expect(await get('/inbox?page=3&limit=4')).toEqual({ items: [], total: 6 });
    expect(idsOf(await get('/inbox?limit=2'))).toEqual([ids.r3, ids.e3]);
  });

  it('refuses filters it does not know, naming them', async () => {
    const cases: [string, string][] = [
      ['/inbox?type=order', 'type must be one of rfq, enquiry'],
      ['/inbox?from=yesterday', 'from must be a date such as 2026-11-28'],
      // ISO 8601 has a year 0000 (a leap year); PostgreSQL's dates do not.
      ['/inbox?to=0000-02-29', 'to must be a date such as 2026-11-28'],
      ['/inbox?from=0000-01-01', 'from must be a date such as 2026-11-28'],
      ['/inbox?limit=101', 'limit must be at most 100'],
      ['/inbox?sort=oldest', 'sort is not an accepted field'],
      ['/inbox?tz=Mars/Olympus', 'tz must be a time-zone name such as Asia/Dhaka'],
      ['/inbox?from=2026-01-05&to=2026-01-03', 'from must not be later than to'],
    ];
    for (const [path, message] of cases) {
      const reply = await server.request('GET', path, as());
      expect(reply.status, path).toBe(400);
      expect(reply.body.message).toBe(message);
    }
  });

  it('shows the follow-up: status, assignee, notes counted, first reply; and counts what is new', async () => {
    expect(await get('/inbox/new-count')).toEqual({ new: 6 });
    await server.request('PATCH', `/rfqs/${ids.r2}`, {
      ...as(),
      json: { status: 'quoted', assignee: admin.email, note: 'Price from the mill.' },
    });
    await server.request('PATCH', `/enquiries/${ids.e2}`, { ...as(), json: { note: 'Called back.' } });
    await server.request('PATCH', `/enquiries/${ids.e1}`, { ...as(), json: {} });
    expect(await get('/inbox/new-count')).toEqual({ new: 4 });
    const { items } = await get('/inbox?from=2026-01-03&to=2026-01-03');
    expect(items[0]).toMatchObject({
      _id: ids.r2,
      status: 'quoted',
      assignee: admin.email,
      noteCount: 1,
      firstReplyAt: expect.stringMatching(/Z$/),
    });
    expect(items[1]).toMatchObject({ _id: ids.e2, status: 'new', noteCount: 1 });
    expect(items[1]).not.toHaveProperty('firstReplyAt');
    expect(idsOf(await get('/inbox?status=new'))).toEqual([ids.r3, ids.e3, ids.e2, ids.r1]);
    expect(idsOf(await get('/inbox?status=replied'))).toEqual([ids.e1]);
    expect(idsOf(await get('/inbox?status=quoted&type=enquiry'))).toEqual([]);
  });
});

describe('the inbox’s assignees and deletes', () => {
  it('lists only the admins with GET /users?role=admin', async () => {
    const member = await createAccount('member');
    await server.request('GET', `/admin/${member.email}`, { token: member.token });
    const reply = await server.request('GET', '/users?role=admin', as());
    expect(reply.status).toBe(200);
    expect(reply.body.map((user: { email: string }) => user.email)).toEqual([admin.email]);
    const all = await get('/users');
    expect(all.map((user: { email: string }) => user.email)).toContain(member.email);
  });

  it('deletes an RFQ (DELETE /delete-rfqs/:id) to the trash, and its attachments with it when it goes for good', async () => {
    const sent = await server.request('POST', '/rfqs', {
      form: rfqForm(rfqBody([productIds[0]!], token), [
        { name: 'techpack.pdf', type: 'application/pdf', bytes: pdfBytes() },
      ]),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.insertedId as string;
    const attachmentsOf = async () =>
      server.database.db.select({ n: rfqAttachments.n }).from(rfqAttachments).where(eq(rfqAttachments.rfqId, id));
    expect(await attachmentsOf()).toHaveLength(1);
    const reply = await server.request('DELETE', `/delete-rfqs/${id}`, as());
    expect(reply.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await server.request('GET', `/rfqs/${id}`, as())).status).toBe(404);
    expect((await server.request('DELETE', `/delete-rfqs/${id}`, as())).status).toBe(404);
    // docs/history.md: kept while the RFQ waits in the trash, gone with it for good.
    expect(await attachmentsOf()).toHaveLength(1);
    expect((await server.request('DELETE', `/trash/rfqs/${id}`, as())).status).toBe(200);
    expect(await attachmentsOf()).toEqual([]);
  });
});

describe('PATCH /enquiries/:id', () => {
  const patch = (id: string, json: unknown) => server.request('PATCH', `/enquiries/${id}`, { ...as(), json });
  const row = async (id: string) =>
    (await server.database.db.select().from(enquiries).where(eq(enquiries._id, id)))[0]!;

  it('stores a new enquiry as new, with no notes and no notification while e-mail is off', async () => {
    const id = await enquiry(10);
    expect(await row(id)).toMatchObject({ status: 'new', handled: false, notes: [], notification: null });
  });

  it('keeps handled equal to the status having left new, whichever of the two is sent', async () => {
    const id = await enquiry(11);
    expect((await patch(id, {})).body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const replied = await row(id);
    expect(replied).toMatchObject({ status: 'replied', handled: true });
    expect(replied.firstReplyAt).toBeInstanceOf(Date);
    expect((await patch(id, { handled: true })).body.modifiedCount).toBe(0);

    await patch(id, { handled: false });
    expect(await row(id)).toMatchObject({ status: 'new', handled: false, firstReplyAt: replied.firstReplyAt });
    await patch(id, { status: 'quoted' });
    expect(await row(id)).toMatchObject({ status: 'quoted', handled: true });
    // handled: true on one already past new leaves its status.
    await patch(id, { handled: true });
    expect(await row(id)).toMatchObject({ status: 'quoted', handled: true });
    await patch(id, { status: 'new' });
    expect(await row(id)).toMatchObject({ status: 'new', handled: false });
    expect((await row(id)).firstReplyAt).toEqual(replied.firstReplyAt);
  });

  it('adds notes and assigns admins, as an RFQ’s follow-up does', async () => {
    const id = await enquiry(12);
    await Promise.all([patch(id, { note: 'First' }), patch(id, { note: 'Second' })]);
    const { notes } = await row(id);
    expect(notes.map((note) => note.text).sort()).toEqual(['First', 'Second']);
    expect(notes.every((note) => note.by === admin.email)).toBe(true);
    const refused = await patch(id, { assignee: 'stranger@example.com' });
    expect(refused).toMatchObject({ status: 400, body: { message: ASSIGNEE_NOT_STAFF } });
    expect((await patch(id, { assignee: admin.email })).status).toBe(200);
    expect((await row(id)).assignee).toBe(admin.email);
  });

  it('answers 404 for an unknown enquiry and 400 for an unknown status', async () => {
    expect((await patch('no-such-id', {})).status).toBe(404);
    const reply = await patch(ids.e3, { status: 'closed' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('status must be one of new, replied, quoted, won, lost');
  });
});

describe('GET /enquiries/:id', () => {
  it('answers one enquiry with its follow-up, to an admin only, and 404 for an unknown id', async () => {
    const id = await enquiry(13, 'Please quote 2,000 kg of slub yarn.');
    await server.request('PATCH', `/enquiries/${id}`, { ...as(), json: { status: 'replied', note: 'Called back.' } });
    const reply = await server.request('GET', `/enquiries/${id}`, as());
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(reply.body).toMatchObject({
      _id: id,
      message: 'Please quote 2,000 kg of slub yarn.',
      status: 'replied',
      handled: true,
      notes: [{ text: 'Called back.', by: admin.email }],
    });
    expect(reply.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(reply.body.firstReplyAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await server.request('GET', `/enquiries/${id}`)).status).toBe(401);
    expect((await server.request('GET', '/enquiries/no-such-id', as())).body.message).toBe(
      'No enquiry with id no-such-id.',
    );
  });
});

/** A notifier that records what it is asked, and can be told to fail. */
function recordingNotifier(fail = false) {
  const calls: { summary: RequestSummary; inTransaction: boolean }[] = [];
  let woken = 0;
  const notifier: Notifier = {
    enabled: true,
    async enqueue(tx: Db, summary: RequestSummary) {
      // Handed the request's transaction, not the database: the e-mails are written with the request or not at all.
      calls.push({ summary, inTransaction: tx !== server.database.db });
      if (fail) throw new Error('outbox unavailable');
    },
    wake: () => void woken++,
    close: async () => {},
  };
  return { notifier, calls, woken: () => woken };
}

describe('notifications of new requests', () => {
  it('queue an RFQ’s e-mails in its own transaction, mark it pending, and wake the sender after', async () => {
    const { notifier, calls, woken } = recordingNotifier();
    const sent = rfqBody(productIds, token, { phone: '' });
    const lines = await linesOf(server.database.db, sent.lines as never);
    const { insertedId, reference } = await storeRfq({ database: server.database, notifier }, sent as never, lines, []);
    expect(calls).toEqual([
      {
        inTransaction: true,
        summary: {
          type: 'rfq',
          id: insertedId,
          reference,
          name: sent.name,
          email: sent.email,
          company: sent.company,
          // Sent without a language: the default locale's, which its acknowledgement is in.
          locale: 'en',
          lines: expect.arrayContaining(['Product 1 × 1,000 kg', 'Product 2 × 1,001 kg', 'Incoterm: CIF']),
        },
      },
    ]);
    expect(woken()).toBe(1);
    const [stored] = await server.database.db.select().from(rfqs).where(eq(rfqs._id, insertedId));
    expect(stored!.notification).toBe('pending');
  });

  it('store no RFQ and none of its attachments when its e-mails cannot be queued', async () => {
    const { notifier, calls, woken } = recordingNotifier(true);
    const sent = rfqBody(productIds.slice(0, 1), token);
    const lines = await linesOf(server.database.db, sent.lines as never);
    const files = [{ name: 'techpack.pdf', type: 'application/pdf' as const, bytes: pdfBytes() }];
    const count = async () => (await server.database.db.select({ _id: rfqs._id }).from(rfqs)).length;
    const before = await count();
    await expect(storeRfq({ database: server.database, notifier }, sent as never, lines, files)).rejects.toThrow(
      'outbox unavailable',
    );
    expect(await count()).toBe(before);
    // The attachments were written before the e-mails were asked for, in the same transaction.
    const [asked] = calls;
    const kept = await server.database.db
      .select({ n: rfqAttachments.n })
      .from(rfqAttachments)
      .where(eq(rfqAttachments.rfqId, asked!.summary.id));
    expect(kept).toEqual([]);
    expect(woken()).toBe(0);
  });

  it('queue a contact-form enquiry’s e-mails in its insert’s transaction, and wake the sender after', async () => {
    const { notifier, calls, woken } = recordingNotifier();
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    registerErrorHandlers(app);
    const ctx: AppContext = {
      config: server.config,
      database: server.database,
      users: createUsers(server.database.db, { adminEmails: [], requireVerifiedForGrant: false }),
      cache: new ReadCache(),
      notifier,
      files: localStore(server.config.uploadDir),
      limitsState: () => 'local',
      refusals: createRefusals(),
      accounts: createFirebaseAccounts(server.config),
    };
    await app.register(enquiryRoutes, ctx);
    try {
      const reply = await app.inject({ method: 'POST', url: '/enquiries', payload: bodies.enquiries(20) });
      expect(reply.statusCode, reply.body).toBe(200);
      const id = reply.json().insertedId as string;
      expect(calls).toEqual([
        {
          inTransaction: true,
          summary: {
            type: 'enquiry',
            id,
            name: 'Buyer 20',
            email: 'buyer20@example.com',
            lines: ['Phone: +8801711000000', '', 'Please quote 20 tonnes, request 20.'],
          },
        },
      ]);
      expect(woken()).toBe(1);
      const [stored] = await server.database.db.select().from(enquiries).where(eq(enquiries._id, id));
      expect(stored).toMatchObject({ status: 'new', notification: 'pending', handled: false });
    } finally {
      await app.close();
      await ctx.accounts.close();
    }
  });
});
