import { randomBytes } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { inEnglish, wordsOf } from '@texbridge/shared/locales/words';
import { RFQ_REFERENCE_PATTERN, RFQ_SENT } from '@texbridge/shared/resources/rfq-form';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/platform/database/client.ts';
import { meta, outbox } from '../src/platform/database/schema.ts';
import { requestMails } from '../src/mail/mail-messages.ts';
import { claimDue, MAX_RETRY_SECONDS, retryDelaySeconds } from '../src/mail/mail-outbox.ts';
import { signStartToken, START_TOKEN_SECRET_KEY } from '../src/quotes/start-token.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { openTestDatabase } from './helpers/database.ts';
import { bodies } from './helpers/fixtures.ts';
import { freePort } from './helpers/ports.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** E-mail about new requests (docs/quotes.md), through a real SMTP server the test runs. */

const STAFF = ['sales@texbridge.example', 'ops@texbridge.example'];
const SITE_URL = 'https://texbridge.example';

interface Received {
  envelopeTo: string[];
  mail: ParsedMail;
}

/** A real SMTP server on a given port, which keeps every message it is given. */
async function startSmtp(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: its self-signed certificate would fail nodemailer's STARTTLS check.
    disabledCommands: ['STARTTLS'],
    closeTimeout: 200,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    received,
    /** The messages sent to one address. */
    to: (address: string) => received.filter((item) => item.envelopeTo.includes(address)).map((item) => item.mail),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mailEnv = (port: number, extra: Record<string, string> = {}) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  NOTIFY_EMAILS: STAFF.join(', '),
  SITE_URL,
  ENQUIRY_LIMIT_MAX: '1000',
  ...extra,
});

const buyer = () => `rahim-${randomBytes(4).toString('hex')}@buyer.example`;
const enquiry = (email: string) => ({
  user_name: 'Rahim Uddin',
  user_email: email,
  message: 'Do you stock Ne 30/1 combed cotton yarn?',
});

/** Polls, with a deadline, rather than sleeping a fixed time. */
const eventually = <T>(check: () => T | Promise<T>, timeout = 20_000) => vi.waitFor(check, { timeout, interval: 100 });

/** A start token issued a minute ago, as if the buyer had spent that long on the form. */
async function olderStartToken(server: TestServer) {
  expect((await server.request('GET', '/rfqs/start')).status).toBe(200);
  const [secret] = await server.database.db.select().from(meta).where(eq(meta.key, START_TOKEN_SECRET_KEY));
  return signStartToken(secret!.value, Date.now() - 60_000);
}

async function inboxState(server: TestServer, admin: Account, id: string) {
  const list = await server.request('GET', '/enquiries', { token: admin.token });
  expect(list.status).toBe(200);
  return (list.body as { _id: string; notification?: string }[]).find((item) => item._id === id);
}

describe('with an SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: Account;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtp(await freePort());
    admin = await createAccount('mail-admin');
    server = await startTestServer({ ...mailEnv(smtp.port), ADMIN_EMAILS: admin.email });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('alerts the sales person a request is assigned to, and nobody who assigns it to themselves', async () => {
    const sales = await createAccount('mail-sales');
    const salesServer = await startTestServer({
      ...mailEnv(smtp.port),
      ADMIN_EMAILS: admin.email,
      SALES_EMAILS: sales.email,
    });
    try {
      const id = (await salesServer.request('POST', '/enquiries', { json: enquiry(buyer()) })).body
        .insertedId as string;
      const assign = (who: Account, assignee: string) =>
        salesServer.request('PATCH', `/enquiries/${id}`, { token: who.token, json: { assignee } });
      await salesServer.request('GET', '/me', { token: sales.token });
      expect((await assign(admin, sales.email)).status).toBe(200);
      const [alert] = await eventually(() => {
        expect(smtp.to(sales.email)).toHaveLength(1);
        return smtp.to(sales.email);
      });
      expect(alert!.subject).toBe('Assigned to you: New enquiry from Rahim Uddin');
      expect(alert!.text).toContain(
        `${admin.email} assigned this to you. The enquiry from Rahim Uddin is yours to answer.`,
      );
      expect(alert!.text).toContain(`${SITE_URL}/admin/inbox/enquiry/${id}`);
      // Assigned back to the admin by the admin, then taken by the sales person: no one is told of their own.
      expect((await assign(admin, admin.email)).status).toBe(200);
      expect((await assign(sales, sales.email)).status).toBe(200);
      const [row] = await salesServer.database.db.select().from(outbox).where(eq(outbox.audience, 'assignee'));
      expect(row).toMatchObject({ subjectId: id, to: [sales.email] });
      expect(await salesServer.database.db.select().from(outbox).where(eq(outbox.audience, 'assignee'))).toHaveLength(
        1,
      );
      // The request's `notification` is the staff e-mail's state, not the alert's.
      await eventually(async () => expect((await inboxState(salesServer, admin, id))?.notification).toBe('sent'));
    } finally {
      await salesServer.close();
    }
  });

  it('tells staff of a new enquiry, with the link into the dashboard, and acknowledges it to the sender', async () => {
    const email = buyer();
    const sent = await server.request('POST', '/enquiries', { json: enquiry(email) });
    expect(sent.status).toBe(200);
    // The answer says a receipt follows, so the page can tell the sender (docs/quotes.md).
    expect(sent.body).toMatchObject({ acknowledged: true, receipt: true });
    const id = sent.body.insertedId as string;

    const [toStaff] = await eventually(() => {
      const mails = smtp.to(STAFF[0]!);
      expect(mails.filter((mail) => mail.text?.includes(id))).toHaveLength(1);
      return mails.filter((mail) => mail.text?.includes(id));
    });
    expect(toStaff!.subject).toBe('New enquiry from Rahim Uddin');
    expect((toStaff!.to as { value: { address: string }[] }).value.map((to) => to.address)).toEqual(STAFF);
    expect(toStaff!.text).toContain(`${SITE_URL}/admin/inbox/enquiry/${id}`);
    expect(toStaff!.text).toContain('Do you stock Ne 30/1 combed cotton yarn?');
    expect(toStaff!.text).toContain(`Rahim Uddin <${email}>`);
    expect(toStaff!.from?.text).toBe('"TexBridge" <no-reply@texbridge.example>');

    const [receipt] = await eventually(() => {
      expect(smtp.to(email)).toHaveLength(1);
      return smtp.to(email);
    });
    expect(receipt!.subject).toBe('TexBridge: we have your message');
    expect(receipt!.replyTo?.text).toBe(STAFF[0]);
    // The receipt repeats nothing the sender typed (mail-messages.ts).
    expect(receipt!.text).not.toContain('Ne 30/1');
    expect(receipt!.text).not.toContain('Rahim');

    await eventually(async () => expect(await inboxState(server, admin, id)).toMatchObject({ notification: 'sent' }));
  });
  it('tells staff of a new RFQ and gives the buyer its reference', async () => {
    const product = await server.request('POST', '/add-products', { token: admin.token, json: bodies.products(1) });
    expect(product.status).toBe(200);
    const email = buyer();
    const sent = await server.request('POST', '/rfqs', {
      json: {
        company: 'Dhaka Knit Composite Ltd',
        name: 'Rahim Uddin',
        email,
        country: 'BD',
        incoterm: 'FOB',
        lines: [{ productId: product.body.insertedId, quantity: 5000, unit: 'kg' }],
        startToken: await olderStartToken(server),
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ acknowledged: true, receipt: true });
    const { insertedId: id, reference } = sent.body as { insertedId: string; reference: string };
    expect(reference).toMatch(RFQ_REFERENCE_PATTERN);

    const [toStaff] = await eventually(() => {
      const mails = smtp.to(STAFF[0]!).filter((mail) => mail.text?.includes(id));
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(toStaff!.subject).toBe(`New RFQ ${reference} from Dhaka Knit Composite Ltd`);
    expect(toStaff!.text).toContain('Product 1 × 5,000 kg');
    expect(toStaff!.text).toContain(`${SITE_URL}/admin/inbox/rfq/${id}`);

    const [receipt] = await eventually(() => {
      expect(smtp.to(email)).toHaveLength(1);
      return smtp.to(email);
    });
    expect(receipt!.subject).toBe(`TexBridge: your request for quotation ${reference}`);
    expect(receipt!.text).toContain(RFQ_SENT.text(reference));
    expect(receipt!.replyTo?.text).toBe(STAFF[0]);

    await eventually(async () => {
      const stored = await server.request('GET', `/rfqs/${id}`, { token: admin.token });
      expect(stored.body).toMatchObject({ reference, notification: 'sent' });
    });
  });

  it('records the language of an RFQ sent from the Chinese site, and acknowledges it in Chinese', async () => {
    const product = await server.request('POST', '/add-products', { token: admin.token, json: bodies.products(1) });
    const email = buyer();
    const rfq = {
      company: '苏州纺织品进出口有限公司',
      name: '李伟',
      email,
      country: 'CN',
      lines: [{ productId: product.body.insertedId, quantity: 800, unit: 'kg' }],
      startToken: await olderStartToken(server),
    };
    const unknown = await server.request('POST', '/rfqs', { json: { ...rfq, locale: 'xx' } });
    expect(unknown.status).toBe(400);
    const sent = await server.request('POST', '/rfqs', { json: { ...rfq, locale: 'zh' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { insertedId: id, reference } = sent.body as { insertedId: string; reference: string };

    const [receipt] = await eventually(() => {
      expect(smtp.to(email)).toHaveLength(1);
      return smtp.to(email);
    });
    expect(receipt!.subject).toBe(`TexBridge：您的询价 ${reference}`);
    expect(receipt!.text).toContain(`谢谢！您的询价 ${reference} 已交给我们的采购团队`);
    const [toStaff] = await eventually(() => {
      const mails = smtp.to(STAFF[0]!).filter((mail) => mail.text?.includes(id));
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(toStaff!.subject).toBe(`New RFQ ${reference} from 苏州纺织品进出口有限公司`);
    const stored = await server.request('GET', `/rfqs/${id}`, { token: admin.token });
    expect(stored.body).toMatchObject({ reference, locale: 'zh' });
  });

  it('takes no line of the buyer’s making into the staff’s e-mail: a line break in a name or company is refused', async () => {
    const outboxRows = async () => (await server.database.db.select({ seq: outbox.seq }).from(outbox)).length;
    const before = await outboxRows();
    const email = buyer();
    const forgedEnquiry = await server.request('POST', '/enquiries', {
      json: { ...enquiry(email), user_name: 'Rahim\r\nSubject: x' },
    });
    expect(forgedEnquiry.status).toBe(400);
    expect(forgedEnquiry.body.message).toBe(
      'user_name must be one line, without line breaks or other control characters',
    );
    const product = await server.request('POST', '/add-products', { token: admin.token, json: bodies.products(2) });
    expect(product.status).toBe(200);
    const rfq = async (company: string, message: string) => ({
      company,
      name: 'Rahim Uddin',
      email,
      country: 'BD',
      message,
      lines: [{ productId: product.body.insertedId, quantity: 800, unit: 'kg' }],
      startToken: await olderStartToken(server),
    });
    const forgedRfq = await server.request('POST', '/rfqs', { json: await rfq('ACME\r\nSubject: x', 'Hello') });
    expect(forgedRfq.status).toBe(400);
    expect(forgedRfq.body.message).toBe('company must be one line, without line breaks or other control characters');
    expect(await outboxRows()).toBe(before);

    // A message keeps the lines its writer gave it.
    const sent = await server.request('POST', '/rfqs', {
      json: await rfq('ACME Knitwear', 'Hello,\r\n\r\nPlease quote FOB.'),
    });
    expect(sent.status).toBe(200);
    const id = sent.body.insertedId as string;
    const [toStaff] = await eventually(() => {
      const mails = smtp.to(STAFF[0]!).filter((mail) => mail.text?.includes(id));
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(toStaff!.text).toContain('Hello,\n\nPlease quote FOB.');
    expect(toStaff!.text!.split('\n').filter((line) => /^(From|Company|Subject): /.test(line))).toEqual([
      `From: Rahim Uddin <${email}>`,
      'Company: ACME Knitwear',
    ]);
    expect(smtp.received.flatMap(({ mail }) => mail.text?.split('\n') ?? [])).not.toContain('Subject: x');
  });
});

describe('when the SMTP server is down as a request arrives', () => {
  let smtpPort: number;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  let admin: Account;
  let server: TestServer;

  beforeAll(async () => {
    smtpPort = await freePort();
    admin = await createAccount('mail-admin');
    server = await startTestServer({
      ...mailEnv(smtpPort, { NOTIFY_RETRY_SECONDS: '1' }),
      ADMIN_EMAILS: admin.email,
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('stores the request, shows the e-mail failed, and delivers it once the server is back', async () => {
    const email = buyer();
    const sent = await server.request('POST', '/enquiries', { json: enquiry(email) });
    expect(sent.status).toBe(200);
    const id = sent.body.insertedId as string;

    await eventually(async () => expect(await inboxState(server, admin, id)).toMatchObject({ notification: 'failed' }));
    const [staffRow] = await server.database.db.select().from(outbox).where(eq(outbox.audience, 'staff'));
    expect(staffRow).toMatchObject({
      subjectId: id,
      state: 'failed',
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(staffRow!.attempts).toBeGreaterThanOrEqual(1);

    smtp = await startSmtp(smtpPort);
    await eventually(async () => expect(await inboxState(server, admin, id)).toMatchObject({ notification: 'sent' }));
    await eventually(() => {
      expect(smtp!.to(STAFF[0]!).map((mail) => mail.subject)).toEqual(['New enquiry from Rahim Uddin']);
      expect(smtp!.to(email)).toHaveLength(1);
    });
    const rows = await server.database.db.select().from(outbox);
    expect(rows.map((row) => row.state).sort()).toEqual(['sent', 'sent']);
  });
});

describe('without SMTP configured', () => {
  let admin: Account;
  let server: TestServer;

  beforeAll(async () => {
    admin = await createAccount('mail-admin');
    server = await startTestServer({ ADMIN_EMAILS: admin.email });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('queues nothing, the request carries no notification, and the answer promises no receipt', async () => {
    const sent = await server.request('POST', '/enquiries', { json: enquiry(buyer()) });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ acknowledged: true, receipt: false });
    const stored = await inboxState(server, admin, sent.body.insertedId);
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('notification');
    expect(await server.database.db.select().from(outbox)).toEqual([]);
  });
});

describe('claiming', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await drop?.();
  });

  it('gives each due e-mail to one sender, however many ask at once, and not again while it is leased', async () => {
    const row = (n: number) => ({
      audience: 'staff' as const,
      subjectTable: 'enquiries' as const,
      subjectId: `e${n}`,
      to: STAFF,
      subject: `s${n}`,
      text: 't',
    });
    await database.db.insert(outbox).values(Array.from({ length: 30 }, (_, n) => row(n)));
    const claims = await Promise.all([claimDue(database.db), claimDue(database.db), claimDue(database.db)]);
    const claimed = claims.flat().map((claim) => claim.seq);
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed).size).toBe(30);
    expect(await claimDue(database.db)).toEqual([]);
  });
});

describe('the retry schedule', () => {
  it('doubles from the base after each failed attempt, up to an hour', () => {
    const delays = Array.from({ length: 12 }, (_, i) => retryDelaySeconds(i + 1, 30));
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600, 3600]);
    expect(retryDelaySeconds(1, 1)).toBe(1);
    expect(retryDelaySeconds(5, 1)).toBe(16);
    expect(retryDelaySeconds(40, 30)).toBe(MAX_RETRY_SECONDS);
  });
});

describe('the e-mails about an RFQ', () => {
  const [toStaff, toBuyer] = requestMails(
    { siteUrl: SITE_URL, siteName: 'TexBridge' },
    { smtpUrl: 'smtp://127.0.0.1:25', notifyEmails: STAFF, from: 'x@texbridge.example', retrySeconds: 30 },
    {
      type: 'rfq',
      id: 'r1',
      reference: 'RFQ-2026-000123',
      name: 'Rahim Uddin',
      email: 'rahim@buyer.example',
      company: 'Dhaka Knit Composite Ltd',
      lines: ['Combed cotton yarn Ne 30/1: 5,000 kg', 'Incoterm: FOB'],
    },
    inEnglish,
  );

  it('tell staff who asked for what, with the link into the dashboard', () => {
    expect(toStaff).toMatchObject({ audience: 'staff', to: STAFF, subjectTable: 'rfqs', subjectId: 'r1' });
    expect(toStaff!.subject).toBe('New RFQ RFQ-2026-000123 from Dhaka Knit Composite Ltd');
    expect(toStaff!.text).toContain('Combed cotton yarn Ne 30/1: 5,000 kg\nIncoterm: FOB');
    expect(toStaff!.text).toContain(`${SITE_URL}/admin/inbox/rfq/r1`);
  });

  it('give the buyer the reference and nothing they typed', () => {
    expect(toBuyer).toMatchObject({ audience: 'buyer', to: ['rahim@buyer.example'] });
    expect(toBuyer!.subject).toBe('TexBridge: your request for quotation RFQ-2026-000123');
    expect(toBuyer!.text).toContain('Your request RFQ-2026-000123 is with our sourcing team');
    expect(toBuyer!.text).not.toMatch(/Combed|Rahim|Dhaka/);
  });

  it('give a buyer who wrote from the Chinese site their acknowledgement in Chinese, and staff theirs as ever', async () => {
    const [staff, buyer] = requestMails(
      { siteUrl: SITE_URL, siteName: 'TexBridge' },
      { smtpUrl: 'smtp://127.0.0.1:25', notifyEmails: STAFF, from: 'x@texbridge.example', retrySeconds: 30 },
      { type: 'rfq', id: 'r2', reference: 'RFQ-2026-000124', name: 'Li Wei', email: 'li@buyer.example', lines: [] },
      await wordsOf('zh'),
    );
    expect(buyer!.subject).toBe('TexBridge：您的询价 RFQ-2026-000124');
    expect(buyer!.text).toContain('谢谢！您的询价 RFQ-2026-000124 已交给我们的采购团队');
    expect(buyer!.text).toContain('请注明编号 RFQ-2026-000124');
    expect(staff!.subject).toBe('New RFQ RFQ-2026-000124 from Li Wei');
  });
});
