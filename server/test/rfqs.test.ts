import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RFQ_LIMITS, RFQ_MESSAGES, RFQ_REFERENCE_PATTERN } from '@texbridge/shared/resources/rfq-form';
import { enquiries, meta, outbox, rfqAttachments, rfqs } from '../src/platform/database/schema.ts';
import { ASSIGNEE_NOT_STAFF } from '../src/quotes/follow-up.ts';
import { RFQ_CSV_COLUMNS } from '@texbridge/shared/format/rfq-csv';
import { signStartToken, START_TOKEN_SECRET_KEY } from '../src/quotes/start-token.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { onPostgres } from './helpers/database.ts';
import { bodies } from './helpers/fixtures.ts';
import { addProducts, pdfBytes, pdfOf, pngBytes, rawForm, rfqBody, rfqForm, startToken } from './helpers/rfqs.ts';
import { startTestServer, type RequestOptions, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let admin: Account;
let member: Account;
/** 50 products, each with an MOQ of 500 kg; `product(i)` is the i-th. */
let productIds: string[];
let token: string;
let png: Buffer;
const as = (account: Account) => ({ token: account.token });
const post = (body: unknown) => server.request('POST', '/rfqs', { json: body });
const rfqCount = async () => (await server.database.db.select({ _id: rfqs._id }).from(rfqs)).length;

/** A stored RFQ of the first `lines` products; answers its id and reference. */
async function send(lines = 2, over: Parameters<typeof rfqBody>[2] = {}) {
  const reply = await post(rfqBody(productIds.slice(0, lines), token, over));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { insertedId: string; reference: string };
}

beforeAll(async () => {
  [admin, member] = await Promise.all([createAccount('admin'), createAccount('member')]);
  server = await startTestServer({ ADMIN_EMAILS: admin.email, ENQUIRY_LIMIT_MAX: '100000' });
  for (const account of [admin, member]) await server.request('GET', `/admin/${account.email}`, as(account));
  productIds = await addProducts(server, admin.token, RFQ_LIMITS.lines.max);
  token = await startToken(server);
  png = await pngBytes();
});
afterAll(() => server?.close());

describe('GET /rfqs/start', () => {
  it('gives out a signed, uncached token, with a key made once and kept in the meta table', async () => {
    const first = await server.request('GET', '/rfqs/start');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.startToken).toMatch(/^\d{13}\.[\w-]{43}$/);
    const issuedAt = Number(first.body.startToken.split('.')[0]);
    expect(Math.abs(Date.now() - issuedAt)).toBeLessThan(10_000);
    const keys = await server.database.db.select().from(meta).where(eq(meta.key, START_TOKEN_SECRET_KEY));
    expect(keys).toHaveLength(1);
    expect(first.body.startToken).toBe(signStartToken(keys[0]!.value, issuedAt));
  });
});

describe('POST /rfqs', () => {
  it('stores a request with each product’s current title and MOQ, and answers its reference', async () => {
    const body = rfqBody(productIds.slice(0, 2), token, {
      lines: [
        { productId: productIds[0]!, title: 'What the basket called it', quantity: 5000, unit: 'kg' },
        { productId: productIds[1]!, quantity: 200, unit: 'kg', targetPrice: 2.4, currency: 'USD' },
      ],
    });
    const reply = await post(body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({
      acknowledged: true,
      insertedId: expect.any(String),
      reference: expect.any(String),
      // No e-mail in this suite: no receipt follows, and the answer says so (docs/quotes.md).
      receipt: false,
    });
    expect(reply.body.reference).toMatch(/^RFQ-\d{4}-\d{6}$/);
    expect(reply.body.reference).toMatch(RFQ_REFERENCE_PATTERN);
    expect(reply.body.reference.slice(4, 8)).toBe(String(new Date().getUTCFullYear()));

    const detail = await server.request('GET', `/rfqs/${reply.body.insertedId}`, as(admin));
    expect(detail.status).toBe(200);
    expect(detail.headers.get('cache-control')).toBe('private, no-store');
    expect(detail.body).toEqual({
      _id: reply.body.insertedId,
      reference: reply.body.reference,
      company: body.company,
      name: body.name,
      email: body.email,
      phone: body.phone,
      country: 'BD',
      destination: 'Chattogram',
      incoterm: 'CIF',
      requiredBy: '2099-03-31',
      message: body.message,
      // Sent without one: the default locale's.
      locale: 'en',
      lines: [
        {
          productId: productIds[0],
          title: 'Product 1',
          quantity: 5000,
          unit: 'kg',
          moq: { value: 500, unit: 'kg' },
          belowMoq: false,
        },
        {
          productId: productIds[1],
          title: 'Product 2',
          quantity: 200,
          unit: 'kg',
          targetPrice: 2.4,
          currency: 'USD',
          moq: { value: 500, unit: 'kg' },
          belowMoq: true,
        },
      ],
      attachments: [],
      status: 'new',
      notes: [],
      statusHistory: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('marks no line below an MOQ counted in another unit, and leaves out optional fields sent empty', async () => {
    const { insertedId } = await send(1, {
      lines: [{ productId: productIds[0]!, quantity: 3, unit: 't' }],
      phone: '',
      destination: '',
      message: '',
    });
    const { body } = await server.request('GET', `/rfqs/${insertedId}`, as(admin));
    expect(body.lines[0]).toMatchObject({ quantity: 3, unit: 't', moq: { value: 500, unit: 'kg' }, belowMoq: false });
    for (const field of ['phone', 'destination', 'message', 'notification', 'assignee', 'firstReplyAt']) {
      expect(body).not.toHaveProperty(field);
    }
  });

  it(`takes ${RFQ_LIMITS.lines.max} lines and refuses ${RFQ_LIMITS.lines.max + 1}`, async () => {
    const { insertedId } = await send(RFQ_LIMITS.lines.max);
    const { body } = await server.request('GET', `/rfqs/${insertedId}`, as(admin));
    expect(body.lines).toHaveLength(RFQ_LIMITS.lines.max);
    const before = await rfqCount();
    const tooMany = rfqBody([...productIds, productIds[0]!], token);
    const reply = await post(tooMany);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(`lines must name at most ${RFQ_LIMITS.lines.max} products`);
    expect(await rfqCount()).toBe(before);
  });

  it('gives requests stored at once references of their own, each RFQ-<year>-<six digits>', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, () => post(rfqBody(productIds.slice(0, 3), token))));
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const references = replies.map((reply) => reply.body.reference as string);
    for (const reference of references) expect(reference).toMatch(/^RFQ-\d{4}-\d{6}$/);
    expect(new Set(references).size).toBe(references.length);
  });

  describe('refuses, naming the field, and stores nothing', () => {
    const cases: [string, (body: ReturnType<typeof rfqBody>) => unknown, string][] = [
      [
        'a quantity of 0',
        (body) => ({ ...body, lines: [{ ...body.lines[0]!, quantity: 0 }] }),
        'lines.0.quantity must be more than 0',
      ],
      [
        'a quantity that is text',
        (body) => ({ ...body, lines: [{ ...body.lines[0]!, quantity: 'lots' }] }),
        'lines.0.quantity must be a number',
      ],
      [
        'an unknown unit',
        (body) => ({ ...body, lines: [body.lines[0], { ...body.lines[1]!, unit: 'bales' }] }),
        'lines.1.unit must be one of kg, t, m, yd, pcs',
      ],
      [
        'a target price without its currency',
        (body) => ({ ...body, lines: [{ ...body.lines[0]!, targetPrice: 3 }] }),
        'lines.0.currency is required with a target price',
      ],
      ['no lines', (body) => ({ ...body, lines: [] }), 'lines must name at least one product'],
      ['no company', ({ company: _company, ...body }) => body, 'company is required'],
      ['a blank name', (body) => ({ ...body, name: '   ' }), 'name is required'],
      // A line of the buyer's making in the staff's e-mail (docs/security.md).
      [
        'a company with a forged line',
        (body) => ({ ...body, company: 'ACME\r\nSubject: x' }),
        'company must be one line, without line breaks or other control characters',
      ],
      [
        'a name with a forged line',
        (body) => ({ ...body, name: 'Nadia\nFrom: ceo@texbridge.example' }),
        'name must be one line, without line breaks or other control characters',
      ],
      [
        'a message with an escape character',
        (body) => ({ ...body, message: 'Hello\u001b[2J' }),
        'message must not contain control characters other than line breaks and tabs',
      ],
      ['an e-mail that is none', (body) => ({ ...body, email: 'nadia@' }), 'email must be an e-mail address'],
      ['an unknown country', (body) => ({ ...body, country: 'XX' }), 'country must be a country code such as BD'],
      ['an unknown Incoterm', (body) => ({ ...body, incoterm: 'FAS' }), 'incoterm must be one of'],
      ['a date that is none', (body) => ({ ...body, requiredBy: '31/03/2027' }), 'requiredBy must be a date such as'],
      ['a date in the past', (body) => ({ ...body, requiredBy: '2001-01-01' }), 'requiredBy must not be in the past'],
      ['a field the form has not', (body) => ({ ...body, status: 'won' }), 'status is not an accepted field'],
      [
        'a message over the limit',
        (body) => ({ ...body, message: 'x'.repeat(RFQ_LIMITS.message + 1) }),
        `message must be at most ${RFQ_LIMITS.message} characters`,
      ],
    ];
    it.each(cases)('%s', async (_name, change, message) => {
      const before = await rfqCount();
      const reply = await post(change(rfqBody(productIds.slice(0, 2), token)));
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
      expect(reply.body.message.startsWith(message), reply.body.message).toBe(true);
      expect(await rfqCount()).toBe(before);
    });
  });

  describe('the robot checks', () => {
    const refused = async (body: unknown, message: string) => {
      const before = await rfqCount();
      const reply = await post(body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body.message).toBe(message);
      expect(await rfqCount()).toBe(before);
    };

    it('refuses a filled honeypot', () =>
      refused(rfqBody(productIds.slice(0, 1), token, { website: 'https://spam.example' }), RFQ_MESSAGES.honeypot));

    it('refuses a form sent as soon as its page was given out', async () => {
      const fresh = (await server.request('GET', '/rfqs/start')).body.startToken as string;
      await refused(rfqBody(productIds.slice(0, 1), fresh), RFQ_MESSAGES.tooFast);
      await refused(rfqBody(productIds.slice(0, 1), await startToken(server, 1_000)), RFQ_MESSAGES.tooFast);
    });

    it('refuses a token older than a day', async () => {
      const hours = RFQ_LIMITS.tokenMaxAgeHours;
      await refused(
        rfqBody(productIds.slice(0, 1), await startToken(server, (hours + 1) * 3_600_000)),
        RFQ_MESSAGES.expiredToken,
      );
      // Just inside the limit still passes.
      const inside = await post(rfqBody(productIds.slice(0, 1), await startToken(server, hours * 3_600_000 - 60_000)));
      expect(inside.status, JSON.stringify(inside.body)).toBe(200);
    });

    it('refuses a token signed with another key, a changed time, a missing or malformed one', async () => {
      const issuedAt = Date.now() - 60_000;
      const forged = signStartToken('not-the-server-key', issuedAt);
      await refused(rfqBody(productIds.slice(0, 1), forged), RFQ_MESSAGES.badToken);
      const [, signature] = token.split('.');
      await refused(rfqBody(productIds.slice(0, 1), `${issuedAt - 1}.${signature}`), RFQ_MESSAGES.badToken);
      await refused(rfqBody(productIds.slice(0, 1), 'garbage'), RFQ_MESSAGES.badToken);
      await refused(rfqBody(productIds.slice(0, 1), ''), RFQ_MESSAGES.badToken);
      const { startToken: _missing, ...withoutToken } = rfqBody(productIds.slice(0, 1), token);
      await refused(withoutToken, RFQ_MESSAGES.badToken);
    });

    it('names every line whose product is no longer in the catalogue, in one sentence', async () => {
      const body = rfqBody(productIds.slice(0, 1), token, {
        lines: [
          { productId: productIds[0]!, quantity: 1, unit: 'kg' },
          { productId: 'gone-1', title: 'Slub Yarn Ne 20/1', quantity: 1, unit: 'kg' },
          { productId: 'gone-2', quantity: 1, unit: 'kg' },
        ],
      });
      await refused(
        body,
        `${RFQ_MESSAGES.unknownProduct(1, 'Slub Yarn Ne 20/1')}; ${RFQ_MESSAGES.unknownProduct(2, undefined)}`,
      );
    });

    it('words what the buyer typed so that a sentence never holds the separator of sentences', async () => {
      const body = rfqBody(productIds.slice(0, 1), token, {
        lines: [{ productId: 'gone-1', title: 'Slub; Yarn', quantity: 1, unit: 'kg' }],
      });
      await refused(
        body,
        'lines.0: “Slub, Yarn” is no longer in the catalogue, so remove it from the quote and send the rest',
      );
    });
  });

  describe('attachments', () => {
    const postForm = (form: FormData) => server.request('POST', '/rfqs', { form });

    it('stores a PDF and a PNG beside the request, and serves each back as a download', async () => {
      const pdf = pdfBytes();
      const name = 'Spéc sheet (v2).pdf';
      const reply = await postForm(
        rfqForm(rfqBody(productIds.slice(0, 1), token), [
          { name, type: 'application/pdf', bytes: pdf },
          { name: 'swatch.png', type: 'image/png', bytes: png },
        ]),
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const { body } = await server.request('GET', `/rfqs/${reply.body.insertedId}`, as(admin));
      expect(body.attachments).toEqual([
        { name, type: 'application/pdf', bytes: pdf.length },
        { name: 'swatch.png', type: 'image/png', bytes: png.length },
      ]);

      const file = await fetch(`${server.url}/rfqs/${reply.body.insertedId}/attachments/0`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(file.headers.get('content-disposition')).toBe(
        "attachment; filename*=UTF-8''Sp%C3%A9c%20sheet%20%28v2%29.pdf",
      );
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
      const image = await fetch(`${server.url}/rfqs/${reply.body.insertedId}/attachments/1`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);

      const missing = await server.request('GET', `/rfqs/${reply.body.insertedId}/attachments/2`, as(admin));
      expect(missing.status).toBe(404);
      const outOfRange = await server.request('GET', `/rfqs/${reply.body.insertedId}/attachments/3`, as(admin));
      expect(outOfRange.status).toBe(400);
      expect(outOfRange.body.message).toMatch(/^n must be at most 2/);
    });

    it('takes the multipart form without files too', async () => {
      const reply = await postForm(rfqForm(rfqBody(productIds.slice(0, 1), token), []));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    });

    // Counted without reading the files' bytes: megabytes of them are stored by then.
    const fileCount = async () =>
      (await server.database.db.select({ n: rfqAttachments.n }).from(rfqAttachments)).length;
    const refusedForm = async (form: FormData, status: number, message: string) => {
      const before = { rfqs: await rfqCount(), files: await fileCount() };
      const reply = await postForm(form);
      expect(reply.status, JSON.stringify(reply.body)).toBe(status);
      expect(reply.body.message).toBe(message);
      expect(await rfqCount()).toBe(before.rfqs);
      expect(await fileCount()).toBe(before.files);
    };
    const body = () => rfqBody(productIds.slice(0, 1), token);

    it('refuses a .pdf that is text, and a PNG that calls itself a PDF, by their bytes', async () => {
      const text = Buffer.from('Just a note pretending to be a tech pack.\n');
      await refusedForm(
        rfqForm(body(), [{ name: 'techpack.pdf', type: 'application/pdf', bytes: text }]),
        415,
        RFQ_MESSAGES.attachmentType('techpack.pdf'),
      );
      await refusedForm(
        rfqForm(body(), [{ name: 'techpack.pdf', type: 'application/pdf', bytes: png }]),
        415,
        RFQ_MESSAGES.attachmentType('techpack.pdf'),
      );
      await refusedForm(
        rfqForm(body(), [{ name: 'swatch.png', type: 'image/jpeg', bytes: png }]),
        415,
        RFQ_MESSAGES.attachmentType('swatch.png'),
      );
    });

    it(`refuses more than ${RFQ_LIMITS.attachments.count} files`, () =>
      refusedForm(
        rfqForm(
          body(),
          Array.from({ length: RFQ_LIMITS.attachments.count + 1 }, (_, i) => ({
            name: `page-${i}.pdf`,
            type: 'application/pdf',
            bytes: pdfBytes(),
          })),
        ),
        400,
        RFQ_MESSAGES.attachmentCount,
      ));

    it('refuses a file over 5 MB with 413', () => {
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(RFQ_LIMITS.attachments.bytes, 0x20)]);
      return refusedForm(
        rfqForm(body(), [{ name: 'catalogue.pdf', type: 'application/pdf', bytes: big }]),
        413,
        RFQ_MESSAGES.attachmentSize('catalogue.pdf'),
      );
    });

    it('names the field of a multipart form without the request, or with one the rules refuse', async () => {
      const form = new FormData();
      form.append('attachments', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'a.pdf');
      await refusedForm(form, 400, RFQ_MESSAGES.jsonNotFirst);
      expect(RFQ_MESSAGES.jsonNotFirst.startsWith('rfq ')).toBe(true);
      const broken = new FormData();
      broken.append('rfq', '{"company":');
      await refusedForm(broken, 400, RFQ_MESSAGES.jsonInvalid);
      const nothing = rawForm([]);
      const reply = await server.request('POST', '/rfqs', nothing);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body.message).toBe(RFQ_MESSAGES.jsonMissing);
      await refusedForm(rfqForm({ ...body(), email: 'x' }, []), 400, 'email must be an e-mail address');
      await refusedForm(rfqForm({ ...body(), website: 'filled' }, []), 400, RFQ_MESSAGES.honeypot);
    });

    const MB5 = RFQ_LIMITS.attachments.bytes;

    it(`takes ${RFQ_LIMITS.attachments.count} files of ${MB5 / 1024 / 1024} MB each, the most a request takes`, async () => {
      const files = Array.from({ length: RFQ_LIMITS.attachments.count }, (_, i) => ({
        name: `tech-pack-${i}.pdf`,
        type: 'application/pdf',
        bytes: pdfOf(MB5 - i),
      }));
      const reply = await postForm(rfqForm(body(), files));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const stored = await server.database.db
        .select({ n: rfqAttachments.n, bytes: rfqAttachments.bytes })
        .from(rfqAttachments)
        .where(eq(rfqAttachments.rfqId, reply.body.insertedId));
      expect(stored.map((file) => [file.n, file.bytes.length]).sort()).toEqual([
        [0, MB5],
        [1, MB5 - 1],
        [2, MB5 - 2],
      ]);
    });

    it('skips an empty file field, as a browser sends it when no file was chosen', async () => {
      const reply = await server.request(
        'POST',
        '/rfqs',
        rawForm([
          { name: 'rfq', content: JSON.stringify(body()) },
          { name: 'attachments', filename: '', type: 'application/octet-stream', content: '' },
        ]),
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const { body: rfq } = await server.request('GET', `/rfqs/${reply.body.insertedId}`, as(admin));
      expect(rfq.attachments).toEqual([]);
      // A named file without bytes is no file either.
      const empty = await postForm(
        rfqForm(body(), [{ name: 'empty.pdf', type: 'application/pdf', bytes: new Uint8Array() }]),
      );
      expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    });

    it('takes the request in an rfq part sent as application/json', async () => {
      const pdf = pdfBytes();
      const reply = await server.request(
        'POST',
        '/rfqs',
        rawForm([
          { name: 'rfq', type: 'application/json', content: JSON.stringify(body()) },
          { name: 'attachments', filename: 'a.pdf', type: 'application/pdf', content: pdf },
        ]),
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const { body: rfq } = await server.request('GET', `/rfqs/${reply.body.insertedId}`, as(admin));
      expect(rfq).toMatchObject({ company: body().company, attachments: [{ name: 'a.pdf', bytes: pdf.length }] });
      const broken = rawForm([{ name: 'rfq', type: 'application/json', content: '{"company":' }]);
      const refused = await server.request('POST', '/rfqs', broken);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(RFQ_MESSAGES.jsonInvalid);
    });

    it('answers a robot before reading its files: the honeypot and the token come first', async () => {
      const text = { name: 'techpack.pdf', type: 'application/pdf', bytes: Buffer.from('not a PDF') };
      const huge = { name: 'catalogue.pdf', type: 'application/pdf', bytes: pdfOf(MB5 + 1024) };
      await refusedForm(rfqForm({ ...body(), website: 'https://spam.example' }, [text]), 400, RFQ_MESSAGES.honeypot);
      await refusedForm(rfqForm({ ...body(), startToken: `${Date.now()}.forged` }, [text]), 400, RFQ_MESSAGES.badToken);
      const fresh = (await server.request('GET', '/rfqs/start')).body.startToken as string;
      await refusedForm(rfqForm({ ...body(), startToken: fresh }, [huge]), 400, RFQ_MESSAGES.tooFast);
    });

    // The request comes first and alone: each refusal is a test of its own, so that a failure names it.
    it('refuses a file before the request', async () => {
      const files = rawForm([
        { name: 'attachments', filename: 'a.pdf', type: 'application/pdf', content: pdfBytes() },
        { name: 'rfq', content: JSON.stringify(body()) },
      ]);
      const first = await server.request('POST', '/rfqs', files);
      expect([first.status, first.body.message]).toEqual([400, RFQ_MESSAGES.jsonNotFirst]);
    });

    it('refuses fields other than the request', async () => {
      const fields = rfqForm(body(), []);
      fields.append('comment', 'a');
      fields.append('extra', 'b');
      await refusedForm(fields, 400, RFQ_MESSAGES.otherFields);
    });

    it('refuses a request over its length', async () => {
      const long = new FormData();
      long.append('rfq', JSON.stringify(body()) + ' '.repeat(64 * 1024));
      await refusedForm(long, 400, RFQ_MESSAGES.jsonTooLong);
    });

    it('names the file in a sentence of its own, whatever the buyer called it', async () => {
      await refusedForm(
        rfqForm(body(), [{ name: 'notes; v2.pdf', type: 'application/pdf', bytes: Buffer.from('text') }]),
        415,
        'attachments: “notes, v2.pdf” is not a PDF, JPEG, PNG or WebP file',
      );
    });
  });
});

describe('who may do what', () => {
  let id: string;
  beforeAll(async () => {
    const form = rfqForm(rfqBody(productIds.slice(0, 1), token), [
      { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() },
    ]);
    id = (await server.request('POST', '/rfqs', { form })).body.insertedId;
  });

  const adminRoutes: [string, () => string, RequestOptions?][] = [
    ['GET', () => '/rfqs'],
    ['GET', () => `/rfqs/${id}`],
    ['PATCH', () => `/rfqs/${id}`, { json: { note: 'Called the buyer.' } }],
    ['GET', () => `/rfqs/${id}/attachments/0`],
    ['GET', () => '/rfqs.csv'],
    ['GET', () => '/inbox'],
    ['GET', () => '/inbox/new-count'],
  ];
  it.each(adminRoutes)('%s %s: 401 anonymous, 403 a member, 200 an admin', async (method, path, options) => {
    const before = (await server.database.db.select().from(rfqs).where(eq(rfqs._id, id)))[0];
    expect((await server.request(method, path(), { ...options })).status).toBe(401);
    expect((await server.request(method, path(), { ...options, ...as(member) })).status).toBe(403);
    expect((await server.database.db.select().from(rfqs).where(eq(rfqs._id, id)))[0]).toEqual(before);
    const reply = await server.request(method, path(), { ...options, ...as(admin) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    if (method === 'GET') expect(reply.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lets anyone start and send the form', async () => {
    expect((await server.request('GET', '/rfqs/start')).status).toBe(200);
    expect((await post(rfqBody(productIds.slice(0, 1), token))).status).toBe(200);
    expect(
      (await server.request('POST', '/rfqs', { json: rfqBody(productIds.slice(0, 1), token), ...as(member) })).status,
    ).toBe(200);
  });

  it('answers 404 for an RFQ that does not exist', async () => {
    for (const [method, options] of [
      ['GET', {}],
      ['PATCH', { json: { status: 'replied' } }],
    ] as const) {
      const reply = await server.request(method, '/rfqs/no-such-id', { ...options, ...as(admin) });
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe('No RFQ with id no-such-id.');
    }
  });
});

describe('GET /rfqs', () => {
  it('lists newest first, by status, a page at a time with X-Total-Count', async () => {
    const { insertedId } = await send(1);
    await server.request('PATCH', `/rfqs/${insertedId}`, { ...as(admin), json: { status: 'quoted' } });
    const all = await server.request('GET', '/rfqs?page=1&limit=2', as(admin));
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(2);
    expect(Number(all.headers.get('x-total-count'))).toBe(await rfqCount());
    expect(all.body[0]._id).toBe(insertedId);
    const quoted = await server.request('GET', '/rfqs?status=quoted', as(admin));
    expect(quoted.body.map((rfq: { _id: string }) => rfq._id)).toContain(insertedId);
    expect(quoted.body.every((rfq: { status: string }) => rfq.status === 'quoted')).toBe(true);
    const bad = await server.request('GET', '/rfqs?status=open', as(admin));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^status must be one of new, replied, quoted, won, lost/);
  });
});

describe('PATCH /rfqs/:id (the follow-up)', () => {
  const patch = (id: string, json: unknown, account = admin) =>
    server.request('PATCH', `/rfqs/${id}`, { ...as(account), json });
  const detail = async (id: string) => (await server.request('GET', `/rfqs/${id}`, as(admin))).body;

  it('moves the status, and sets firstReplyAt the first time it leaves new, never again', async () => {
    const { insertedId: id } = await send(1);
    expect(await patch(id, { status: 'replied' })).toMatchObject({
      status: 200,
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    });
    const first = await detail(id);
    expect(first.status).toBe('replied');
    expect(Date.parse(first.firstReplyAt)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));
    expect((await patch(id, { status: 'replied' })).body).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 0,
    });
    await patch(id, { status: 'new' });
    await patch(id, { status: 'quoted' });
    const later = await detail(id);
    expect(later.status).toBe('quoted');
    expect(later.firstReplyAt).toBe(first.firstReplyAt);
  });

  it('leaves the first reply of a request answered before the pipeline unknown when a note is added', async () => {
    // As 0008_rfqs.sql found them: handled enquiries moved to replied; an RFQ the same way for the RFQ route.
    const { insertedId: id } = await send(1);
    await server.database.db.update(rfqs).set({ status: 'quoted' }).where(eq(rfqs._id, id));
    const enquiry = await server.request('POST', '/enquiries', { json: bodies.enquiries(30) });
    const enquiryId = enquiry.body.insertedId as string;
    await server.database.db
      .update(enquiries)
      .set({ status: 'replied', handled: true })
      .where(eq(enquiries._id, enquiryId));

    expect((await patch(id, { note: 'Old request, looked at again.' })).status).toBe(200);
    expect((await patch(id, { status: 'won' })).status).toBe(200);
    expect(await detail(id)).not.toHaveProperty('firstReplyAt');
    const note = await server.request('PATCH', `/enquiries/${enquiryId}`, { ...as(admin), json: { note: 'Seen.' } });
    expect(note.status).toBe(200);
    const [row] = await server.database.db.select().from(enquiries).where(eq(enquiries._id, enquiryId));
    expect(row).toMatchObject({ status: 'replied', firstReplyAt: null });
  });

  it('adds notes with who and when, and keeps both of two added at the same moment', async () => {
    const { insertedId: id } = await send(1);
    await patch(id, { note: '  Asked the mill for a price.  ' });
    const texts = Array.from({ length: 6 }, (_, i) => `Note ${i}`);
    const replies = await Promise.all(texts.map((note) => patch(id, { note })));
    expect(replies.map((reply) => reply.body.modifiedCount)).toEqual(texts.map(() => 1));
    const { notes } = await detail(id);
    expect(notes).toHaveLength(7);
    expect(notes[0]).toEqual({ text: 'Asked the mill for a price.', by: admin.email, at: expect.any(String) });
    expect(Math.abs(Date.parse(notes[0].at) - Date.now())).toBeLessThan(60_000);
    expect(
      notes
        .slice(1)
        .map((note: { text: string }) => note.text)
        .sort(),
    ).toEqual(texts);
  });

  it('assigns only an admin, by e-mail in any case, and clears with an empty string', async () => {
    const { insertedId: id } = await send(1);
    expect((await patch(id, { assignee: admin.email.toUpperCase() })).status).toBe(200);
    expect((await detail(id)).assignee).toBe(admin.email);
    const refused = await patch(id, { assignee: member.email });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ASSIGNEE_NOT_STAFF);
    expect((await patch(id, { assignee: 'nobody@texbridge.test' })).status).toBe(400);
    expect((await detail(id)).assignee).toBe(admin.email);
    expect((await patch(id, { assignee: '' })).body.modifiedCount).toBe(1);
    expect(await detail(id)).not.toHaveProperty('assignee');
  });

  it('refuses what the follow-up does not take, naming the field', async () => {
    const { insertedId: id } = await send(1);
    const cases: [unknown, string][] = [
      [{ status: 'open' }, 'status must be one of new, replied, quoted, won, lost'],
      [{ note: '   ' }, 'note is required'],
      [{ assignee: 'not-an-email' }, 'assignee must be an e-mail address'],
      [{ company: 'Changed Ltd' }, 'company is not an accepted field'],
      [{ handled: true }, 'handled is not an accepted field'],
      [{}, 'body must name status, assignee or note'],
    ];
    for (const [body, message] of cases) {
      const reply = await patch(id, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    expect((await detail(id)).status).toBe('new');
  });
});

describe('GET /rfqs.csv', () => {
  it('exports one row per line, newest first, with formulas defused', async () => {
    const { reference, insertedId } = await send(2, {
      company: '=HYPERLINK("https://evil.example","Click")',
      name: '+Nadia',
      destination: '@SUM(1+1)',
      message: 'Ignored in the export',
      lines: [
        { productId: productIds[0]!, quantity: 5000, unit: 'kg', targetPrice: 2.5, currency: 'USD' },
        { productId: productIds[1]!, quantity: 100, unit: 'kg' },
      ],
    });
    await server.request('PATCH', `/rfqs/${insertedId}`, { ...as(admin), json: { status: 'won', note: '-1 day' } });
    // A note of several lines, starting as a formula would: it stays inside the one cell, never at its start.
    const second = '=HYPERLINK("https://evil.example")\r\n+2 kg, "combed"; price, as agreed';
    await server.request('PATCH', `/rfqs/${insertedId}`, { ...as(admin), json: { note: second } });
    const { notes } = (await server.request('GET', `/rfqs/${insertedId}`, as(admin))).body as {
      notes: { text: string; by: string; at: string }[];
    };
    const reply = await server.request('GET', '/rfqs.csv', as(admin));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="rfqs-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const rows = parse(reply.body as string, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...RFQ_CSV_COLUMNS]);
    const mine = rows.filter((row) => row.reference === reference);
    expect(mine).toEqual([
      expect.objectContaining({
        company: `'=HYPERLINK("https://evil.example","Click")`,
        name: "'+Nadia",
        destination: "'@SUM(1+1)",
        product: 'Product 1',
        productId: productIds[0],
        quantity: '5000',
        unit: 'kg',
        targetPrice: '2.5',
        currency: 'USD',
        belowMoq: 'no',
        status: 'won',
        notes: `${notes[0]!.at} ${admin.email}: -1 day\n${notes[1]!.at} ${admin.email}: ${second}`,
        firstReplyAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        received: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      }),
      expect.objectContaining({ product: 'Product 2', quantity: '100', targetPrice: '', belowMoq: 'yes' }),
    ]);
    expect(mine[1]!.notes).toBe(mine[0]!.notes);
    // Newest first: this request's rows come first.
    expect(rows[0]!.reference).toBe(reference);
    const won = parse((await server.request('GET', '/rfqs.csv?status=won', as(admin))).body as string, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(won.length).toBeGreaterThanOrEqual(2);
    expect(won.every((row) => row.status === 'won')).toBe(true);
  });
});

describe('notifications', () => {
  it('queue nothing and mark nothing while e-mail is not configured', async () => {
    const { insertedId } = await send(1);
    expect((await server.database.db.select().from(rfqs).where(eq(rfqs._id, insertedId)))[0]!.notification).toBeNull();
    expect(await server.database.db.select().from(outbox)).toEqual([]);
  });
});

describe('the rate limit', () => {
  it('takes ENQUIRY_LIMIT_MAX requests in 10 minutes, counting only those that pass the field rules', async () => {
    const limited = await startTestServer({ ADMIN_EMAILS: admin.email, ENQUIRY_LIMIT_MAX: '2' });
    try {
      const [product] = await addProducts(limited, admin.token, 1);
      const body = rfqBody([product!], await startToken(limited));
      const send = (json: unknown) => limited.request('POST', '/rfqs', { json });
      for (let i = 0; i < 3; i++) expect((await send({ ...body, email: 'typo@' })).status).toBe(400);
      expect((await send(body)).status).toBe(200);
      expect((await send(body)).status).toBe(200);
      const refused = await send(body);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Rate limit exceeded/) });
      expect((await limited.database.db.select().from(rfqs)).length).toBe(2);
      // The contact form keeps its own count.
      expect((await limited.request('POST', '/enquiries', { json: bodies.enquiries(1) })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the rate limit on attempts', () => {
  it('counts every attempt before its body is read, refused ones too, at four times ENQUIRY_LIMIT_MAX', async () => {
    const limited = await startTestServer({ ADMIN_EMAILS: admin.email, ENQUIRY_LIMIT_MAX: '2' });
    try {
      const [product] = await addProducts(limited, admin.token, 1);
      const body = rfqBody([product!], await startToken(limited));
      for (let i = 0; i < 8; i++) {
        const reply = await limited.request('POST', '/rfqs', { json: { ...body, email: 'typo@' } });
        expect(reply.status).toBe(400);
      }
      const valid = await limited.request('POST', '/rfqs', { json: body });
      expect(valid.status).toBe(429);
      expect(valid.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(valid.body.message).toMatch(/^Rate limit exceeded, retry in \d+ seconds?$/);
      // Refused before the body is read: a multipart body that is not even well-formed gets the same answer.
      const garbage = await limited.request('POST', '/rfqs', {
        raw: 'not multipart',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(garbage.status).toBe(429);
      expect(await limited.database.db.select().from(rfqs)).toEqual([]);
      // The API's other routes keep their own count.
      expect((await limited.request('GET', '/rfqs/start')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('references past 999,999', () => {
  it('grow a digit instead of repeating, and are numbered in the UTC year', async () => {
    await server.database.db.execute(sql`SELECT setval('rfq_reference_seq', 999999)`);
    const year = new Date().getUTCFullYear();
    const first = await send(1);
    const second = await send(1);
    expect([first.reference, second.reference]).toEqual([`RFQ-${year}-1000000`, `RFQ-${year}-1000001`]);
    for (const { reference } of [first, second]) expect(reference).toMatch(RFQ_REFERENCE_PATTERN);
  });
});

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  it('keeps two notes written by two API connections at the same moment', async () => {
    const { insertedId: id } = await send(1);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.request('PATCH', `/rfqs/${id}`, { ...as(admin), json: { note: `Parallel ${i}`, status: 'replied' } }),
      ),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const { body } = await server.request('GET', `/rfqs/${id}`, as(admin));
    expect(body.notes).toHaveLength(10);
  });
});
