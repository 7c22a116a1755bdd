import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVISIONS_KEPT, TRASH_DAYS } from '@texbridge/shared/resources/history';
import { revisions, rfqAttachments, trash } from '../src/platform/database/schema.ts';
import { emptyOldTrash } from '../src/history/trash.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { pdfBytes, rfqBody, rfqForm, startToken } from './helpers/rfqs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** docs/history.md: revisions with restore, the trash, and the activity log, on the API. */

let server: TestServer;
let admin: Account;
let other: Account;
const AGENT = 'history-test/1.0';
const as = (account = admin) => ({ token: account.token, headers: { 'user-agent': AGENT } });

async function call(method: string, path: string, json?: unknown, account = admin) {
  const reply = await server.request(method, path, { ...as(account), ...(json === undefined ? {} : { json }) });
  return reply as { status: number; headers: Headers; body: never };
}
async function ok(method: string, path: string, json?: unknown, account = admin) {
  const reply = await call(method, path, json, account);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(200);
  return reply.body as Record<string, unknown> & unknown[];
}

interface Revision {
  _id: string;
  action: string;
  data: Record<string, unknown>;
  by: { uid: string; email: string };
  at: string;
}
const revisionsOf = async (resource: string, id: string) =>
  (await ok('GET', `/revisions/${resource}/${id}`)) as unknown as Revision[];

interface Entry {
  action: string;
  resource: string;
  recordId: string;
  title: string;
  detail?: string;
  actor: { uid: string; email: string };
  ip: string;
  userAgent: string;
}
const activityOf = async (query = '') => (await ok('GET', `/activity${query}`)) as unknown as Entry[];

async function addProduct(n: number) {
  return (await ok('POST', '/add-products', bodies.products(n))).insertedId as string;
}

/** An RFQ for one new product, sent as the quote form sends it; answers its id. */
async function sendRfq(n: number) {
  const sent = await server.request('POST', '/rfqs', {
    json: rfqBody([await addProduct(100 + n)], await startToken(server)),
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return (sent.body as { insertedId: string }).insertedId;
}

beforeAll(async () => {
  [admin, other] = await Promise.all([createAccount('admin'), createAccount('other')]);
  server = await startTestServer({ ADMIN_EMAILS: `${admin.email},${other.email}`, ENQUIRY_LIMIT_MAX: '1000' });
  for (const account of [admin, other]) await ok('GET', `/admin/${account.email}`, undefined, account);
});
afterAll(() => server?.close());

describe('revisions', () => {
  it('keeps every create and edit of a record, newest first, with who made it', async () => {
    const id = await addProduct(1);
    await ok('PUT', `/product/${id}`, { title: 'Ring-spun yarn, second' });
    await ok('PUT', `/product/${id}`, { title: 'Ring-spun yarn, third' }, other);

    const kept = await revisionsOf('products', id);
    expect(kept.map((revision) => [revision.action, revision.data.title, revision.by.email])).toEqual([
      ['update', 'Ring-spun yarn, third', other.email],
      ['update', 'Ring-spun yarn, second', admin.email],
      ['create', bodies.products(1).title, admin.email],
    ]);
    // The whole record, as the API answers it.
    expect(kept[0]!.data).toEqual((await server.request('GET', `/products/${id}`)).body);
  });

  it('keeps each edit of edits at the same moment whole: every revision holds the edits made before it', async () => {
    const id = await addProduct(5);
    // Different fields at once: each revision is the record after its own edit, with every earlier one in it.
    const edits = [
      { title: 'Ring-spun yarn, at once' },
      { desc: 'Combed, compact-spun and waxed.' },
      { leadTimeDays: 21 },
      { hsCode: '520525' },
      { sampleAvailable: false },
      { feature: ['Low hairiness', 'Even count', 'Contamination controlled'] },
    ];
    await Promise.all(edits.map((edit) => ok('PUT', `/product/${id}`, edit)));
    const kept = await revisionsOf('products', id);
    expect(kept).toHaveLength(edits.length + 1);
    expect(kept[0]!.data).toEqual((await server.request('GET', `/products/${id}`)).body);
    // Oldest first, each edit's fields stay in every revision after it.
    const seen: Record<string, unknown> = {};
    for (const revision of kept.slice(0, -1).reverse()) {
      const edit = edits.find((candidate) =>
        Object.entries(candidate).every(
          ([key, value]) => JSON.stringify(revision.data[key]) === JSON.stringify(value) && !(key in seen),
        ),
      );
      expect(edit, JSON.stringify(revision.data)).toBeDefined();
      Object.assign(seen, edit);
      expect(revision.data).toMatchObject(seen);
    }
  });

  it('an edit that changes nothing keeps no revision', async () => {
    const id = await addProduct(2);
    await ok('PUT', `/product/${id}`, { title: bodies.products(2).title });
    expect(await revisionsOf('products', id)).toHaveLength(1);
  });

  it('restores a revision as a new revision, and every list and page shows it at once', async () => {
    const id = await addProduct(3);
    // The public list is read, so its cached copy must be dropped by the restore.
    await server.request('GET', '/products');
    await ok('PUT', `/product/${id}`, { title: 'Renamed by mistake', feature: ['Wrong'] });
    const first = (await revisionsOf('products', id)).at(-1)!;

    expect(await ok('POST', `/revisions/${first._id}/restore`)).toEqual({ acknowledged: true, _id: id });
    const page = (await server.request('GET', `/products/${id}`)).body as Record<string, unknown>;
    expect(page.title).toBe(bodies.products(3).title);
    expect(page.feature).toEqual(bodies.products(3).feature);
    const list = (await server.request('GET', '/products')).body as { _id: string; title: string }[];
    expect(list.find((row) => row._id === id)?.title).toBe(bodies.products(3).title);

    const kept = await revisionsOf('products', id);
    expect(kept.map((revision) => revision.action)).toEqual(['restore', 'update', 'create']);
    // A restore can itself be undone: the edit it replaced is still there to restore.
    await ok('POST', `/revisions/${kept[1]!._id}/restore`);
    expect(((await server.request('GET', `/products/${id}`)).body as { title: string }).title).toBe(
      'Renamed by mistake',
    );
  });

  it('clears on restore a field the revision did not have', async () => {
    const { leadTimeDays: _leadTimeDays, ...withoutLeadTime } = bodies.products(4);
    const id = (await ok('POST', '/add-products', withoutLeadTime)).insertedId as string;
    await ok('PUT', `/product/${id}`, { leadTimeDays: 45 });
    expect((await server.request('GET', `/products/${id}`)).body).toHaveProperty('leadTimeDays', 45);
    const [, created] = await revisionsOf('products', id);
    await ok('POST', `/revisions/${created!._id}/restore`);
    expect((await server.request('GET', `/products/${id}`)).body).not.toHaveProperty('leadTimeDays');
  });

  it('refuses a revision that no longer passes the rules, naming the field, and changes nothing', async () => {
    const id = await addProduct(5);
    const [created] = await revisionsOf('products', id);
    const { title: _title, ...withoutTitle } = created!.data;
    await server.database.db.update(revisions).set({ data: withoutTitle }).where(eq(revisions._id, created!._id));
    const reply = await call('POST', `/revisions/${created!._id}/restore`);
    expect(reply.status).toBe(400);
    expect((reply.body as { message: string }).message).toMatch(/^title /);
    expect(await revisionsOf('products', id)).toHaveLength(1);
  });

  it(`keeps the last ${REVISIONS_KEPT} revisions of a record`, async () => {
    const id = (await ok('POST', '/add-about', bodies.about(1))).insertedId as string;
    for (let n = 1; n <= REVISIONS_KEPT + 4; n++) await ok('PATCH', `/about/${id}`, { title: `About, take ${n}` });
    const kept = await revisionsOf('about', id);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept[0]!.data.title).toBe(`About, take ${REVISIONS_KEPT + 4}`);
    expect(kept.at(-1)!.data.title).toBe('About, take 5');
  });

  it('answers 404 for an unknown revision', async () => {
    expect((await call('POST', '/revisions/no-such-revision/restore')).status).toBe(404);
  });
});

describe('the trash', () => {
  it('takes a deleted record off every list and its page, and gives it back under its own id and place', async () => {
    const older = (await ok('POST', '/add-news', bodies.news(1))).insertedId as string;
    const id = (await ok('POST', '/add-news', bodies.news(2))).insertedId as string;
    const newer = (await ok('POST', '/add-news', bodies.news(3))).insertedId as string;
    const order = async () =>
      ((await server.request('GET', '/news')).body as { _id: string }[])
        .map((row) => row._id)
        .filter((row) => [older, id, newer].includes(row));
    expect(await order()).toEqual([newer, id, older]);

    expect(await ok('DELETE', `/delete-news/${id}`)).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await server.request('GET', `/news/${id}`)).status).toBe(404);
    expect(await order()).toEqual([newer, older]);
    const [item] = (await ok('GET', '/trash?resource=news')) as unknown as Record<string, unknown>[];
    expect(item).toMatchObject({
      resource: 'news',
      _id: id,
      title: bodies.news(2).title,
      deletedBy: { email: admin.email },
    });

    expect(await ok('POST', `/trash/news/${id}/restore`)).toEqual({ acknowledged: true, _id: id });
    expect((await server.request('GET', `/news/${id}`)).status).toBe(200);
    expect(await order()).toEqual([newer, id, older]);
    expect(await ok('GET', '/trash?resource=news')).toEqual([]);
  });

  it('deletes a record for good from the trash, and then has nothing to restore', async () => {
    const id = (await ok('POST', '/add-sliders', bodies.sliders(1))).insertedId as string;
    await ok('DELETE', `/delete-slide/${id}`);
    expect(await ok('DELETE', `/trash/sliders/${id}`)).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await call('POST', `/trash/sliders/${id}/restore`)).status).toBe(404);
    expect((await call('DELETE', `/trash/sliders/${id}`)).status).toBe(404);
  });

  it('restoring a revision of a trashed record brings the record back first', async () => {
    const id = await addProduct(6);
    await ok('PUT', `/product/${id}`, { title: 'Second version' });
    await ok('DELETE', `/delete-products/${id}`);
    const [, created] = await revisionsOf('products', id);
    await ok('POST', `/revisions/${created!._id}/restore`);
    expect(((await server.request('GET', `/products/${id}`)).body as { title: string }).title).toBe(
      bodies.products(6).title,
    );
    expect(
      ((await ok('GET', '/trash?resource=products')) as unknown as { _id: string }[]).some((row) => row._id === id),
    ).toBe(false);
  });

  it('keeps an RFQ with its attachments while it is in the trash, and removes both for good', async () => {
    const products = [await addProduct(7)];
    const body = rfqBody(products, await startToken(server));
    const sent = await server.request('POST', '/rfqs', {
      form: rfqForm(body, [{ name: 'techpack.pdf', type: 'application/pdf', bytes: pdfBytes() }]),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = (sent.body as { insertedId: string }).insertedId;

    await ok('DELETE', `/delete-rfqs/${id}`);
    expect((await call('GET', `/rfqs/${id}`)).status).toBe(404);
    await ok('POST', `/trash/rfqs/${id}/restore`);
    const attachment = await call('GET', `/rfqs/${id}/attachments/0`);
    expect(attachment.status).toBe(200);

    await ok('DELETE', `/delete-rfqs/${id}`);
    await ok('DELETE', `/trash/rfqs/${id}`);
    const left = await server.database.db.select().from(rfqAttachments).where(eq(rfqAttachments.rfqId, id));
    expect(left).toEqual([]);
  });

  it('lists a deleted RFQ by its reference, the name staff quote, not by the buyer’s name', async () => {
    const id = await sendRfq(9);
    const reference = ((await ok('GET', `/rfqs/${id}`)) as unknown as { reference: string }).reference;
    await ok('DELETE', `/delete-rfqs/${id}`);
    const listed = ((await ok('GET', '/trash?resource=rfqs')) as unknown as { _id: string; title: string }[]).find(
      (item) => item._id === id,
    );
    expect(listed?.title).toMatch(/^RFQ-\d{4}-\d{6,}$/);
    expect(listed?.title).toBe(reference);
  });

  it(`empties itself of what was deleted more than ${TRASH_DAYS} days ago`, async () => {
    const kept = (await ok('POST', '/add-privacy', bodies.privacy(1))).insertedId as string;
    const old = (await ok('POST', '/add-privacy', bodies.privacy(2))).insertedId as string;
    await ok('DELETE', `/delete-privacy/${kept}`);
    await ok('DELETE', `/delete-privacy/${old}`);
    await server.database.db
      .update(trash)
      .set({ deletedAt: sql`now() - interval '${sql.raw(String(TRASH_DAYS + 1))} days'` })
      .where(eq(trash.recordId, old));
    expect(await emptyOldTrash(server.database.db)).toBe(1);
    const left = ((await ok('GET', '/trash?resource=privacy')) as unknown as { _id: string }[]).map((row) => row._id);
    expect(left).toContain(kept);
    expect(left).not.toContain(old);
  });

  it('a user is still deleted for real', async () => {
    const doomed = await createAccount('doomed');
    await ok('GET', `/admin/${doomed.email}`, undefined, doomed);
    const users = (await ok('GET', '/users')) as unknown as { _id: string; email: string }[];
    const id = users.find((user) => user.email === doomed.email)!._id;
    await ok('DELETE', `/delete-users/${id}`);
    expect(await ok('GET', '/trash?resource=users').catch(() => 'refused')).toBe('refused');
    expect(((await ok('GET', '/trash')) as unknown as { _id: string }[]).some((row) => row._id === id)).toBe(false);
    const [entry] = await activityOf('?resource=users&limit=1');
    expect(entry).toMatchObject({ action: 'delete', recordId: id, title: doomed.email });
  });
});

describe('the activity log', () => {
  it('records who did what, to which record, when and from where', async () => {
    const id = await addProduct(8);
    await ok('PUT', `/product/${id}`, { title: 'Logged edit' }, other);
    await ok('DELETE', `/delete-products/${id}`);
    await ok('POST', `/trash/products/${id}/restore`);

    const entries = (await activityOf('?resource=products')).filter((entry) => entry.recordId === id);
    expect(entries.map((entry) => [entry.action, entry.actor.email, entry.title])).toEqual([
      ['restore', admin.email, 'Logged edit'],
      ['delete', admin.email, 'Logged edit'],
      ['update', other.email, 'Logged edit'],
      ['create', admin.email, bodies.products(8).title],
    ]);
    for (const entry of entries) {
      expect(entry.userAgent).toBe(AGENT);
      expect(entry.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(entry.actor.uid).not.toBe('');
    }
  });

  it('records an upload, making an admin, and a request’s follow-up', async () => {
    const enquiry = await server.request('POST', '/enquiries', { json: bodies.enquiries(1) });
    const enquiryId = (enquiry.body as { insertedId: string }).insertedId;
    await ok('PATCH', `/enquiries/${enquiryId}`, { status: 'replied' });
    const promotee = await createAccount('promotee');
    await ok('GET', `/admin/${promotee.email}`, undefined, promotee);
    const users = (await ok('GET', '/users')) as unknown as { _id: string; email: string }[];
    await ok('PUT', `/users/${users.find((user) => user.email === promotee.email)!._id}`);

    const recent = await activityOf('?limit=5');
    expect(recent.map((entry) => [entry.action, entry.resource])).toEqual(
      expect.arrayContaining([
        ['status', 'enquiries'],
        ['make-admin', 'users'],
      ]),
    );
    expect(recent.find((entry) => entry.action === 'make-admin')?.title).toBe(promotee.email);
  });

  it('says what a follow-up changed, and names an RFQ by its reference', async () => {
    const id = await sendRfq(10);
    const reference = ((await ok('GET', `/rfqs/${id}`)) as unknown as { reference: string }).reference;
    const changes = [
      [{ status: 'quoted' }, 'Status: new → quoted'],
      [{ assignee: other.email.toUpperCase() }, `Assigned to ${other.email}`],
      [{ note: 'Asked the mill for a price.' }, 'Note added'],
      [
        { status: 'won', assignee: '', note: 'Signed.' },
        `Status: quoted → won; No longer assigned to ${other.email}; Note added`,
      ],
    ] as const;
    for (const [change] of changes) await ok('PATCH', `/rfqs/${id}`, change);
    // A change that changes nothing is not logged.
    await ok('PATCH', `/rfqs/${id}`, { status: 'won' });

    const entries = (await activityOf('?resource=rfqs')).filter((entry) => entry.recordId === id);
    // Newest first; a buyer's RFQ arriving is no admin's action, so these are all.
    expect(entries.map((entry) => [entry.action, entry.title, entry.detail])).toEqual(
      changes.map(([, detail]) => ['status', reference, detail]).reverse(),
    );

    const enquiry = await server.request('POST', '/enquiries', { json: bodies.enquiries(2) });
    const enquiryId = (enquiry.body as { insertedId: string }).insertedId;
    // An empty body marks an enquiry handled: its status moves on, and the log says so.
    await ok('PATCH', `/enquiries/${enquiryId}`, {});
    const [handled] = (await activityOf('?resource=enquiries')).filter((entry) => entry.recordId === enquiryId);
    expect([handled?.title, handled?.detail]).toEqual([bodies.enquiries(2).user_name, 'Status: new → replied']);
  });

  it('filters by person, resource and day, and pages with X-Total-Count', async () => {
    const mine = await activityOf(`?actor=${encodeURIComponent(other.email.toUpperCase())}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.actor.email === other.email)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await activityOf(`?from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await activityOf('?from=2001-01-01&to=2001-01-02')).toEqual([]);
    const paged = await call('GET', '/activity?resource=products&page=1&limit=2');
    expect(paged.status).toBe(200);
    expect(paged.body).toHaveLength(2);
    expect(Number(paged.headers.get('x-total-count'))).toBeGreaterThan(2);
    expect((await call('GET', '/activity?from=2026-02-02&to=2026-02-01')).status).toBe(400);
    const yearZero = await call('GET', '/activity?to=0000-02-29');
    expect(yearZero.status).toBe(400);
    expect((yearZero.body as { message: string }).message).toBe('to must be a date such as 2026-11-28');
  });

  it('is append-only: no route edits or deletes an entry', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect((await call(method, '/activity')).status).toBe(404);
      expect((await call(method, '/activity/1')).status).toBe(404);
    }
  });

  it('records nothing for a refused call', async () => {
    const before = (await activityOf()).length;
    expect((await call('DELETE', '/delete-news/no-such-news')).status).toBe(404);
    expect((await call('POST', '/add-products', {})).status).toBe(400);
    expect((await activityOf()).length).toBe(before);
  });
});
