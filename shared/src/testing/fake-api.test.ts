import { RFQ_CSV_COLUMNS } from '../format/rfq-csv.ts';
import { describe, expect, it } from 'vitest';
import { messages } from '../api/messages.ts';
import { resources } from '../resources/index.ts';
import { pathOf } from '../resources/define.ts';
import { createApiDb } from './api-db.ts';
import { createFakeApi, type FakeAccount } from './fake-api.ts';
import { make, many } from './records.ts';
import { RFQ_MESSAGES } from '../resources/rfq-form.ts';
import type { Product } from '../resources/products.ts';

// The fake API of the front-end tests must answer as the real one does (README "The API"), or the
// dashboard's and the site's tests would pass against a server that does not exist.
const API = 'http://api.test';
// References count within the server's year.
const YEAR = new Date().getUTCFullYear();
const ME = { email: 'ayesha@texbridge.example', role: 'admin' } as const;

function setUp(accounts: Record<string, FakeAccount> = { admin: ME }, now?: () => Date) {
  const db = createApiDb();
  const api = createFakeApi({ origin: API, db, signIn: (token) => accounts[token], now });
  const send = async (
    method: string,
    path: string,
    init: { body?: unknown; token?: string | null; type?: string } = {},
  ) => {
    const { token = 'admin', body } = init;
    // FormData sets its own multipart type; anything else is sent as JSON unless the test says otherwise.
    const type = init.type ?? (body === undefined || body instanceof FormData ? undefined : 'application/json');
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (type) headers['content-type'] = type;
    const sent =
      body === undefined || typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body);
    const response = await api.handle(new Request(`${API}${path}`, { method, headers, body: sent as BodyInit }));
    if (!response) throw new Error(`no answer for ${method} ${path}`);
    return response;
  };
  return { api, db, send };
}

const message = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('the fake API', () => {
  it('answers the whole list without paging, one page with X-Total-Count when asked, and filters', async () => {
    const { db, api, send } = setUp();
    db.products.push(...many(3, (n) => make.product({ title: `Product ${n}`, category: n === 1 ? 'dyes' : 'yarn' })));
    const whole = await send('GET', '/products', { token: null });
    expect(whole.headers.get('x-total-count')).toBeNull();
    expect(await whole.json()).toEqual(db.products);
    const page = await send('GET', '/products?page=2&limit=2', { token: null });
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(await page.json()).toEqual([db.products[2]]);
    expect(api.requests.at(-1)).toEqual({
      method: 'GET',
      path: '/products',
      search: '?page=2&limit=2',
      authorization: null,
    });
    expect(await (await send('GET', '/?category=dyes', { token: null })).json()).toEqual([db.products[0]]);
    const bad = await send('GET', '/products?limit=500', { token: null });
    expect([bad.status, await message(bad)]).toEqual([400, 'limit must be at most 100']);
    const category = await send('GET', '/?category=wool', { token: null });
    expect(await message(category)).toMatch(/^category must be one of fibres, yarn/);
  });

  it("filters products by the specification's facets, counts them, and searches by word stems", async () => {
    const { db, send } = setUp();
    const gots = make.product({ title: 'Organic poplin', certifications: ['GOTS'], origin: 'BD' });
    const plain = make.product({ title: 'Plain twill', certifications: [], origin: 'CN' });
    db.products.push(gots, plain);
    const ids = async (path: string) =>
      ((await (await send('GET', path)).json()) as { _id: string }[]).map((row) => row._id);
    expect(await ids('/products?certification=GOTS')).toEqual([gots._id]);
    expect(await ids('/?origin=CN')).toEqual([plain._id]);
    expect(await message(await send('GET', '/products?fibre=bamboo'))).toMatch(/^fibre must be one of cotton/);
    const facets = (await (await send('GET', '/products/facets?origin=CN')).json()) as Record<string, unknown>;
    expect(facets.certification).toEqual([]);
    expect(facets.origin).toEqual([
      { value: 'BD', count: 1 },
      { value: 'CN', count: 1 },
    ]);
    const found = (await (await send('GET', '/search?q=poplinn')).json()) as {
      total: number;
      items: { _id: string }[];
    };
    expect(found.items.map((item) => item._id)).toEqual([gots._id]);
    expect(await message(await send('GET', '/search?q=%20'))).toBe('q is required');
  });

  it('counts only the values products have, as the SQL does (`is not null`): no origin is no value', async () => {
    const { db, send } = setUp();
    const unknown = { ...make.product({ title: 'Unknown origin' }), origin: null } as unknown as Product;
    db.products.push(make.product({ title: 'Dhaka twill', origin: 'BD' }), unknown);
    const facets = (await (await send('GET', '/products/facets')).json()) as Record<string, unknown>;
    expect(facets.origin).toEqual([{ value: 'BD', count: 1 }]);
  });

  it('answers every resource of the contracts at its list path', async () => {
    const { send } = setUp();
    for (const resource of resources) {
      expect((await send('GET', resource.list.paths[0])).status).toBe(200);
    }
  });

  it("refuses with the server's sentences: no token, a bad token, no e-mail, not an admin", async () => {
    const { db, api, send } = setUp({
      admin: ME,
      member: { email: 'karim@mills.example' },
      anonymous: { email: null },
    });
    const body = make.privacy();
    const cases = [
      [null, 401, messages.noToken],
      ['expired', 401, messages.badToken],
      ['anonymous', 401, messages.noEmail],
      ['member', 403, messages.forbidden(['admin', 'editor'])],
    ] as const;
    for (const [token, status, sentence] of cases) {
      const refused = await send('POST', '/add-privacy', { body, token });
      expect([refused.status, await message(refused)]).toEqual([status, sentence]);
    }
    expect((await send('GET', '/enquiries', { token: null })).status).toBe(401);
    expect((await send('GET', '/users', { token: 'member' })).status).toBe(403);
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(4);
    expect(db.privacy).toEqual([]);
  });

  it("validates bodies with the strict contract schemas, in the server's sentences", async () => {
    const { send } = setUp();
    const { _id, ...fields } = make.privacy();
    const extra = await send('POST', '/add-privacy', { body: { ...fields, _id } });
    expect([extra.status, await message(extra)]).toEqual([400, '_id is not an accepted field']);
    const missing = await send('POST', '/add-products', { body: { title: 'Yarn' } });
    expect(await message(missing)).toMatch(/^desc is required; endUse is required; background is required; /);
    const { _id: _contactId, ...contact } = make.contact();
    const email = await send('POST', '/add-contact', { body: { ...contact, HR: { hre: 'hr@' } } });
    expect(await message(email)).toBe('HR.hre must be an e-mail address');
    // The defaults an add fills in (a review's empty texts and today's date) are checked through the dashboard's
    // wrapper, remotes/admin/src/testing/handlers.test.ts.
  });

  it('reads bodies as Fastify does: JSON only, never empty when announced', async () => {
    const { send } = setUp();
    const text = await send('POST', '/add-privacy', { body: 'title=x', type: 'text/plain' });
    expect([text.status, await message(text)]).toEqual([415, messages.jsonOnly]);
    const empty = await send('POST', '/add-privacy', { body: '', type: 'application/json' });
    expect(empty.status).toBe(400);
    const broken = await send('POST', '/add-privacy', { body: '{', type: 'application/json' });
    expect(await message(broken)).toMatch(/not valid JSON/);
  });

  it('adds newest first with the defaults, counts only real changes, and answers 404 for an unknown id', async () => {
    const { db, send } = setUp();
    db.about.push(make.about({ title: 'Old' }));
    const { _id, ...fields } = make.about({ title: 'New' });
    expect(await (await send('POST', '/add-about', { body: fields })).json()).toEqual({
      acknowledged: true,
      insertedId: expect.any(String),
    });
    expect(db.about.map((row) => row.title)).toEqual(['New', 'Old']);
    const same = await send('PATCH', `/about/${db.about[1]!._id}`, { body: { title: 'Old' } });
    expect(await same.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    const gone = await send('DELETE', `/delete-about/${_id}`);
    expect([gone.status, await message(gone)]).toEqual([404, messages.notFound('about section', _id)]);
    const { _id: newsId, day: _d, month: _m, year: _y, ...news } = make.news();
    await send('POST', '/add-news', { body: news });
    const today = new Date();
    expect(db.news[0]).toMatchObject({ day: today.getDate(), month: today.getMonth(), year: today.getFullYear() });
    expect((await send('GET', `/news/${db.news[0]!._id}`, { token: null })).status).toBe(200);
    expect(await message(await send('GET', `/news/${newsId}`, { token: null }))).toBe(
      messages.notFound('news item', newsId),
    );
  });

  it('makes an admin with a bodiless PUT only, and keeps your own row and the last admin', async () => {
    const { db, send } = setUp();
    db.users.push(
      make.user({ email: 'nadia@buyer.example' }),
      make.user({ email: 'Ayesha@texbridge.example', role: 'admin' }),
    );
    const [nadia, me] = db.users;
    expect((await send('PUT', `/users/${nadia!._id}`, { body: {} })).status).toBe(400);
    expect((await send('PUT', `/users/${nadia!._id}`, { type: 'application/json' })).status).toBe(400);
    expect(await (await send('PUT', `/users/${nadia!._id}`)).json()).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
    });
    expect(nadia!.role).toBe('admin');
    const own = await send('DELETE', `/delete-users/${me!._id}`);
    expect([own.status, await message(own)]).toEqual([409, messages.ownAccount]);
    me!.role = undefined;
    const last = await send('DELETE', `/delete-users/${nadia!._id}`);
    expect([last.status, await message(last)]).toEqual([409, messages.lastAdmin]);
    expect(db.users).toHaveLength(2);
    expect(await (await send('GET', '/users')).json()).toEqual(
      db.users.map(({ _id, displayName, email, role }) => ({ _id, displayName, email, ...(role ? { role } : {}) })),
    );
  });

  it("answers the admin check about your own e-mail, and about others' only to an admin", async () => {
    const { db, send } = setUp({ admin: ME, member: { email: 'karim@mills.example' } });
    db.users.push(make.user({ email: 'boss@texbridge.example', role: 'admin' }));
    const ask = async (email: string, token: string | null) => {
      const response = await send('GET', pathOf('/admin/:email', { email }), { token });
      return response.ok
        ? ((await response.json()) as { isAdmin: boolean }).isAdmin
        : [response.status, await message(response)];
    };
    expect(await ask('Ayesha@TexBridge.example', 'admin')).toBe(true);
    expect(await ask('boss@texbridge.example', 'admin')).toBe(true);
    expect(await ask('karim@mills.example', 'admin')).toBe(false);
    expect(await ask('karim@mills.example', 'member')).toBe(false);
    expect(await ask('boss@texbridge.example', 'member')).toEqual([403, messages.ownEmailOnly]);
    expect(await ask('boss@texbridge.example', null)).toEqual([401, messages.noToken]);
  });

  it('stores an uploaded image, and refuses a file that is not one', async () => {
    const { api, send } = setUp();
    const form = (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return body;
    };
    const stored = await send('POST', '/uploads', { body: form(new File(['png'], 'loom.png', { type: 'image/png' })) });
    const { url } = (await stored.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/\w+\.webp$/);
    expect(api.uploads.get(url)).toEqual({ name: 'loom.png', type: 'image/png', size: 3 });
    const svg = await send('POST', '/uploads', {
      body: form(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' })),
    });
    expect([svg.status, await message(svg)]).toEqual([415, messages.imageType]);
    const json = await send('POST', '/uploads', { body: {} });
    expect([json.status, await message(json)]).toEqual([415, messages.multipartOnly]);
    const none = await send('POST', '/uploads', { body: new FormData() });
    expect(await message(none)).toBe(messages.fileRequired);
  });

  it('gives out start tokens and stores an RFQ with its reference, its products’ titles and MOQs', async () => {
    const { db, send } = setUp();
    const yarn = make.product({ title: 'Combed Cotton Yarn Ne 30/1', moq: { value: 1000, unit: 'kg' } });
    db.products.push(yarn);
    const { startToken } = (await (await send('GET', '/rfqs/start', { token: null })).json()) as { startToken: string };
    const request = {
      company: 'Dhaka Knit',
      name: 'Nadia Rahman',
      email: 'nadia@dhakaknit.example',
      country: 'BD',
      lines: [{ productId: yarn._id, title: 'Old name', quantity: 500, unit: 'kg', targetPrice: 3, currency: 'USD' }],
      startToken,
    };
    const sent = await send('POST', '/rfqs', { body: request, token: null });
    expect(await sent.json()).toEqual({
      acknowledged: true,
      insertedId: db.rfqs[0]!._id,
      reference: `RFQ-${YEAR}-000001`,
    });
    expect(db.rfqs[0]).toMatchObject({
      company: 'Dhaka Knit',
      status: 'new',
      notes: [],
      attachments: [],
      lines: [{ title: yarn.title, quantity: 500, moq: { value: 1000, unit: 'kg' }, belowMoq: true, currency: 'USD' }],
    });
    expect(db.rfqs[0]).not.toHaveProperty('startToken');
    const second = await send('POST', '/rfqs', { body: request, token: null });
    expect(((await second.json()) as { reference: string }).reference).toBe(`RFQ-${YEAR}-000002`);
    const refuse = async (body: object) => {
      const response = await send('POST', '/rfqs', { body: { ...request, ...body }, token: null });
      return [response.status, await message(response)];
    };
    const gone = { productId: 'gone', title: 'Old poplin', quantity: 1, unit: 'm' };
    expect(await refuse({ lines: [request.lines[0], gone] })).toEqual([
      400,
      RFQ_MESSAGES.unknownProduct(1, 'Old poplin'),
    ]);
    expect(await refuse({ website: 'http://spam.example' })).toEqual([400, RFQ_MESSAGES.honeypot]);
    expect(await refuse({ startToken: 'made-up' })).toEqual([400, RFQ_MESSAGES.badToken]);
    expect(await refuse({ lines: [] })).toEqual([400, 'lines must name at least one product']);
    expect(db.rfqs).toHaveLength(2);
  });

  it('takes an RFQ as multipart with attachments, checked by their bytes, and serves them to an admin', async () => {
    const { db, send } = setUp();
    const cloth = make.product({ category: 'fabrics' });
    db.products.push(cloth);
    const { startToken } = (await (await send('GET', '/rfqs/start')).json()) as { startToken: string };
    const form = (...files: File[]) => {
      const body = new FormData();
      const lines = [{ productId: cloth._id, quantity: 10, unit: 'm' }];
      body.append(
        'rfq',
        JSON.stringify({ company: 'A', name: 'B', email: 'b@a.example', country: 'BD', lines, startToken }),
      );
      for (const file of files) body.append('attachments', file);
      return body;
    };
    const pdf = new File(['%PDF-1.7 tech pack'], 'tech-pack.pdf', { type: 'application/pdf' });
    const sent = await send('POST', '/rfqs', { body: form(pdf), token: null });
    expect(sent.status).toBe(200);
    const { _id, attachments } = db.rfqs[0]!;
    expect(attachments).toEqual([{ name: 'tech-pack.pdf', type: 'application/pdf', bytes: 18 }]);
    expect((await send('GET', `/rfqs/${_id}/attachments/0`, { token: null })).status).toBe(401);
    const file = await send('GET', `/rfqs/${_id}/attachments/0`);
    expect([file.headers.get('content-type'), await file.text()]).toEqual(['application/pdf', '%PDF-1.7 tech pack']);
    const fake = new File(['MZ'], 'photo.png', { type: 'image/png' });
    const refused = await send('POST', '/rfqs', { body: form(fake), token: null });
    expect([refused.status, await message(refused)]).toEqual([415, RFQ_MESSAGES.attachmentType('photo.png')]);
  });

  it('keeps the follow-up of RFQs and enquiries: status, first reply, assignee and notes by the signed-in admin', async () => {
    const { db, send } = setUp();
    db.rfqs.push(make.rfq());
    db.enquiries.push(make.enquiry(), make.enquiry());
    const [rfq] = db.rfqs;
    const [enquiry, other] = db.enquiries;
    const patch = async (path: string, body: unknown) => (await send('PATCH', path, { body })).json();
    expect(
      await patch(`/rfqs/${rfq!._id}`, { status: 'quoted', assignee: 'boss@texbridge.example', note: 'Sent' }),
    ).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(rfq).toMatchObject({
      status: 'quoted',
      assignee: 'boss@texbridge.example',
      firstReplyAt: expect.any(String),
      notes: [{ text: 'Sent', by: ME.email, at: expect.any(String) }],
    });
    const firstReplyAt = rfq!.firstReplyAt;
    await patch(`/rfqs/${rfq!._id}`, { status: 'won', assignee: '' });
    expect([rfq!.status, rfq!.firstReplyAt, 'assignee' in rfq!]).toEqual(['won', firstReplyAt, false]);
    expect(await message(await send('PATCH', `/rfqs/${rfq!._id}`, { body: { status: 'lost', x: 1 } }))).toBe(
      'x is not an accepted field',
    );
    await patch(`/enquiries/${enquiry!._id}`, {});
    expect(enquiry).toMatchObject({ status: 'replied', handled: true, firstReplyAt: expect.any(String) });
    await patch(`/enquiries/${enquiry!._id}`, { handled: false });
    expect(enquiry).toMatchObject({ status: 'new', handled: false });
    await patch(`/enquiries/${other!._id}`, { status: 'quoted', note: 'Price list sent' });
    expect(other).toMatchObject({
      status: 'quoted',
      handled: true,
      notes: [{ text: 'Price list sent', by: ME.email }],
    });
    expect((await send('GET', `/rfqs/${rfq!._id}`, { token: null })).status).toBe(401);
    expect(await (await send('GET', `/rfqs/${rfq!._id}`)).json()).toEqual(rfq);
    expect(await message(await send('GET', '/rfqs/nope'))).toBe(messages.notFound('RFQ', 'nope'));
  });

  it('lists both kinds in the inbox, newest first, by status, type and day, and counts the new ones', async () => {
    const { db, send } = setUp();
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12)).toISOString();
    db.rfqs.push(make.rfq({ createdAt: at(20), status: 'quoted' }), make.rfq({ createdAt: at(10) }));
    db.enquiries.push(make.enquiry({ createdAt: at(15), notification: 'failed' }));
    const inbox = async (query = '') =>
      (await (await send('GET', `/inbox${query}`)).json()) as { items: { _id: string; type: string }[]; total: number };
    const all = await inbox();
    expect(all.items.map((item) => item._id)).toEqual([db.rfqs[0]!._id, db.enquiries[0]!._id, db.rfqs[1]!._id]);
    expect(all.items[1]).toMatchObject({ type: 'enquiry', name: 'Rahim Uddin', notification: 'failed', noteCount: 0 });
    expect(all.items[0]).toMatchObject({ type: 'rfq', reference: db.rfqs[0]!.reference, lineCount: 2 });
    expect((await inbox('?status=new')).total).toBe(2);
    expect((await inbox('?type=enquiry')).items.map((item) => item.type)).toEqual(['enquiry']);
    expect((await inbox('?from=2026-11-15&to=2026-11-20')).total).toBe(2);
    expect(await inbox('?page=2&limit=2')).toEqual({
      items: [expect.objectContaining({ _id: db.rfqs[1]!._id })],
      total: 3,
    });
    expect(await message(await send('GET', '/inbox?from=yesterday'))).toBe('from must be a date such as 2026-11-28');
    expect(await (await send('GET', '/inbox/new-count')).json()).toEqual({ new: 2 });
    expect((await send('GET', '/inbox', { token: null })).status).toBe(401);
  });

  it('reads the inbox’s days in the time zone sent, and refuses an unknown zone or days the wrong way round', async () => {
    const { db, send } = setUp();
    // 20 Nov, 03:30 in Dhaka (UTC+6); still 19 Nov in UTC.
    db.enquiries.push(make.enquiry({ createdAt: '2026-11-19T21:30:00.000Z' }));
    const total = async (query: string) =>
      ((await (await send('GET', `/inbox${query}`)).json()) as { total: number }).total;
    expect(await total('?from=2026-11-20')).toBe(0);
    expect(await total('?from=2026-11-20&tz=Asia%2FDhaka')).toBe(1);
    expect(await total('?to=2026-11-19&tz=Asia%2FDhaka')).toBe(0);
    expect(await message(await send('GET', '/inbox?tz=Mars%2FOlympus'))).toBe(
      'tz must be a time-zone name such as Asia/Dhaka',
    );
    expect(await message(await send('GET', '/inbox?from=2026-11-21&to=2026-11-20'))).toBe(
      'from must not be later than to',
    );
  });

  it('deletes an RFQ, and lists only the admins with ?role=admin', async () => {
    const { db, send } = setUp();
    db.rfqs.push(make.rfq());
    expect(await (await send('DELETE', `/delete-rfqs/${db.rfqs[0]!._id}`)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect(db.rfqs).toHaveLength(0);
    db.users.push(
      make.user({ email: 'buyer@mills.example' }),
      make.user({ email: 'boss@texbridge.example', role: 'admin' }),
    );
    const admins = (await (await send('GET', '/users?role=admin')).json()) as { email: string }[];
    expect(admins.map((user) => user.email)).toEqual(['boss@texbridge.example']);
    expect((await send('GET', '/users?role=user')).status).toBe(400);
  });

  it('exports the RFQs as CSV, one row per line, by status', async () => {
    const { db, send } = setUp();
    db.rfqs.push(make.rfq({ status: 'won', company: 'Knit, "Best" Ltd' }), make.rfq());
    const csv = await send('GET', '/rfqs.csv?status=won');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe(RFQ_CSV_COLUMNS.join(','));
    expect(rows[1]).toContain(`${db.rfqs[0]!.reference},`);
    expect(rows[1]).toContain('"Knit, ""Best"" Ltd"');
    expect(await message(await send('GET', '/rfqs.csv?status=maybe'))).toMatch(
      /^status must be one of new, replied, quoted, won, lost/,
    );
  });

  it('answers an unknown route with 404 and leaves other origins alone', async () => {
    const { api, send } = setUp();
    const unknown = await send('GET', '/slider?page=1');
    expect([unknown.status, await message(unknown)]).toEqual([404, messages.noRoute('GET', '/slider?page=1')]);
    expect(await api.handle(new Request('http://elsewhere.test/sliders'))).toBeUndefined();
  });
});

// docs/history.md: what the dashboard's History, Trash and Activity screens are tested against.
describe('the fake API’s history', () => {
  const body = ({ _id: _, ...fields }: { _id: string }) => fields;
  const titles = async (response: Response) =>
    ((await response.json()) as { action: string; data: { title: string } }[]).map(
      (one) => `${one.action}: ${one.data.title}`,
    );

  it('keeps a revision of each add, edit and restore, newest first, and writes one back as a new revision', async () => {
    const { db, send } = setUp({ admin: { ...ME, uid: 'uid-ayesha' }, member: { email: 'karim@mills.example' } });
    await send('POST', '/add-products', { body: body(make.product({ title: 'Poplin' })) });
    const id = db.products[0]!._id;
    await send('PUT', `/product/${id}`, { body: { title: 'Organic poplin' } });
    await send('PUT', `/product/${id}`, { body: { title: 'Organic poplin' } });
    const path = `/revisions/products/${id}`;
    expect(await titles(await send('GET', path))).toEqual(['update: Organic poplin', 'create: Poplin']);
    expect(db.revisions[0]).toMatchObject({
      resource: 'products',
      recordId: id,
      by: { uid: 'uid-ayesha', email: ME.email },
      data: { _id: id, title: 'Organic poplin' },
    });

    const created = db.revisions[1]!._id;
    expect(await (await send('POST', `/revisions/${created}/restore`)).json()).toEqual({ acknowledged: true, _id: id });
    expect(db.products[0]).toMatchObject({ _id: id, title: 'Poplin' });
    expect(await titles(await send('GET', path))).toEqual([
      'restore: Poplin',
      'update: Organic poplin',
      'create: Poplin',
    ]);

    // A revision the resource's rules no longer accept is not written back, and says which field.
    db.revisions[0]!.data.title = '';
    const broken = await send('POST', `/revisions/${db.revisions[0]!._id}/restore`);
    expect([broken.status, await message(broken)]).toEqual([
      400,
      "title is required: this version no longer passes the product's rules, so edit the product instead",
    ]);
    expect(db.products[0]!.title).toBe('Poplin');
    const unknown = await send('POST', '/revisions/nope/restore');
    expect([unknown.status, await message(unknown)]).toEqual([404, messages.notFound('revision', 'nope')]);
    expect((await send('GET', path, { token: 'member' })).status).toBe(403);
    expect((await send('GET', '/revisions/users/x')).status).toBe(400);
  });

  it('moves deleted content and requests to the trash, restores them under their id, and deletes them for good', async () => {
    const { db, send } = setUp();
    db.products.push(make.product({ title: 'Poplin' }), make.product({ title: 'Twill' }));
    db.rfqs.push(make.rfq({ reference: 'RFQ-2026-000042', name: 'Nadia Rahman' }));
    db.users.push(make.user({ email: 'buyer@mills.example' }));
    const [poplin, twill] = db.products;
    expect(await (await send('DELETE', `/delete-products/${poplin!._id}`)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    await send('DELETE', `/delete-rfqs/${db.rfqs[0]!._id}`);
    await send('DELETE', `/delete-users/${db.users[0]!._id}`);
    expect((await send('GET', `/products/${poplin!._id}`)).status).toBe(404);
    expect(await (await send('GET', '/products')).json()).toEqual([twill]);
    expect(db.users).toEqual([]);

    const trash = (await (await send('GET', '/trash')).json()) as { resource: string; title: string }[];
    expect(trash).toEqual([
      {
        resource: 'rfqs',
        _id: expect.any(String),
        // An RFQ goes by its reference, as staff quote it.
        title: 'RFQ-2026-000042',
        deletedAt: expect.any(String),
        deletedBy: { uid: expect.any(String), email: ME.email },
      },
      expect.objectContaining({ resource: 'products', _id: poplin!._id, title: 'Poplin' }),
    ]);
    expect(await (await send('GET', '/trash?resource=products')).json()).toEqual([trash[1]]);
    expect(await message(await send('GET', '/trash?resource=users'))).toMatch(/^resource must be one of sliders/);

    const restore = `/trash/products/${poplin!._id}/restore`;
    expect(await (await send('POST', restore)).json()).toEqual({ acknowledged: true, _id: poplin!._id });
    expect(db.products.map((row) => row.title)).toEqual(['Poplin', 'Twill']);
    // A record back from the trash is as it was: no new revision.
    expect(await titles(await send('GET', `/revisions/products/${poplin!._id}`))).toEqual([]);
    const again = await send('POST', restore);
    expect([again.status, await message(again)]).toEqual([404, `No product with id ${poplin!._id} is in the trash.`]);

    const rfqId = trash[0] && (trash[0] as unknown as { _id: string })._id;
    expect(await (await send('DELETE', `/trash/rfqs/${rfqId}`)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect(db.trash).toEqual([]);
    expect((await send('DELETE', `/trash/rfqs/${rfqId}`)).status).toBe(404);
  });

  it('writes a revision back from the trash, and after a delete for good under the old id', async () => {
    const { db, send } = setUp();
    await send('POST', '/add-privacy', { body: body(make.privacy({ title: 'Cookies' })) });
    const id = db.privacy[0]!._id;
    const created = db.revisions[0]!._id;
    await send('DELETE', `/delete-privacy/${id}`);
    expect(db.privacy).toEqual([]);
    await send('POST', `/revisions/${created}/restore`);
    expect(db.privacy).toEqual([expect.objectContaining({ _id: id, title: 'Cookies' })]);
    expect(db.trash).toEqual([]);

    await send('DELETE', `/delete-privacy/${id}`);
    expect((await send('DELETE', `/trash/privacy/${id}`)).status).toBe(200);
    expect(db.trash).toEqual([]);
    expect(await (await send('POST', `/revisions/${created}/restore`)).json()).toEqual({ acknowledged: true, _id: id });
    expect(db.privacy).toEqual([expect.objectContaining({ _id: id, title: 'Cookies' })]);
  });

  it('logs every admin write in /activity, newest first, by person, resource and days (UTC), paged', async () => {
    let clock = new Date(Date.UTC(2026, 10, 20, 23, 30));
    const { db, send } = setUp({ admin: ME, boss: { email: 'boss@texbridge.example', role: 'admin' } }, () => clock);
    db.enquiries.push(make.enquiry());
    db.users.push(make.user({ email: 'nadia@buyer.example' }));
    await send('POST', '/add-news', { body: body(make.news({ title: 'Spring fair' })) });
    clock = new Date(Date.UTC(2026, 10, 21, 8, 0));
    await send('PATCH', `/enquiries/${db.enquiries[0]!._id}`, { body: { status: 'quoted' }, token: 'boss' });
    await send('PUT', `/users/${db.users[0]!._id}`);
    const form = new FormData();
    form.append('file', new File(['png'], 'loom.png', { type: 'image/png' }));
    await send('POST', '/uploads', { body: form });
    await send('POST', '/enquiries', {
      body: { user_name: 'Rahim', user_email: 'rahim@knits.example', message: 'Price list, please.' },
      token: null,
    });

    expect(db.history.map((entry) => `${entry.action} ${entry.resource}: ${entry.title}`)).toEqual([
      expect.stringMatching(/^upload uploads: \/uploads\/\w+\.webp$/),
      'make-admin users: nadia@buyer.example',
      'status enquiries: Rahim Uddin',
      'create news: Spring fair',
    ]);
    expect(db.history[3]).toMatchObject({
      at: '2026-11-20T23:30:00.000Z',
      actor: { email: ME.email },
      recordId: db.news[0]!._id,
      ip: '127.0.0.1',
    });
    const actions = async (query: string) =>
      ((await (await send('GET', `/activity${query}`)).json()) as { action: string }[]).map((one) => one.action);
    expect(await actions('?actor=BOSS%40texbridge.example')).toEqual(['status']);
    expect(await actions('?resource=news')).toEqual(['create']);
    expect(await actions('?from=2026-11-20&to=2026-11-20')).toEqual(['create']);
    expect(await actions('?from=2026-11-21')).toEqual(['upload', 'make-admin', 'status']);
    const page = await send('GET', '/activity?page=2&limit=3');
    expect([page.headers.get('x-total-count'), await page.json()]).toEqual(['4', [db.history[3]]]);
    expect(await message(await send('GET', '/activity?from=2026-11-21&to=2026-11-20'))).toBe(
      'from must not be later than to',
    );
    expect(await message(await send('GET', '/activity?from=yesterday'))).toBe('from must be a date such as 2026-11-28');
    expect((await send('GET', '/activity', { token: 'boss' })).status).toBe(200);
    expect((await send('GET', '/activity', { token: null })).status).toBe(401);
  });

  it('answers a backup as a .tar.gz download, to admins only', async () => {
    const { send } = setUp({ admin: ME, member: { email: 'karim@mills.example' } });
    const backup = await send('GET', '/backup');
    expect(backup.headers.get('content-type')).toBe('application/gzip');
    expect(backup.headers.get('content-disposition')).toMatch(
      /^attachment; filename="texbridge-backup-[\d-]+\.tar\.gz"$/,
    );
    expect([...new Uint8Array(await backup.arrayBuffer()).slice(0, 2)]).toEqual([0x1f, 0x8b]);
    expect((await send('GET', '/backup', { token: 'member' })).status).toBe(403);
  });
});
