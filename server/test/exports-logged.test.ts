import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadDetail, type ActivityEntry } from '@texbridge/shared/resources/history';
import { createAccount, type Account } from './helpers/accounts.ts';
import { addProducts, pdfBytes, rfqBody, rfqForm, startToken } from './helpers/rfqs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * docs/security.md: every download of buyers' personal data in bulk (a backup, the RFQs as CSV, a buyer's
 * attachment) is a line of the activity log, with who and from where, as every admin action is.
 */
let server: TestServer;
let admin: Account;
let rfq: { insertedId: string; reference: string };

/** The admin's address as the proxy in front reports it (TRUST_PROXY=1), a documentation address. */
const FROM = '203.0.113.41';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0';

beforeAll(async () => {
  admin = await createAccount('exporter');
  server = await startTestServer({ ADMIN_EMAILS: admin.email, TRUST_PROXY: '1' });
  const [productId] = await addProducts(server, admin.token, 1);
  const form = rfqForm(rfqBody([productId!], await startToken(server)), [
    { name: 'Techpack v3.pdf', type: 'application/pdf', bytes: pdfBytes() },
  ]);
  const sent = await server.request('POST', '/rfqs', { form });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  rfq = sent.body;
});
afterAll(() => server?.close());

/** Downloads `path` as the admin, from FROM, reading the whole answer. */
async function download(path: string) {
  const reply = await fetch(server.url + path, {
    headers: { authorization: `Bearer ${admin.token}`, 'x-forwarded-for': FROM, 'user-agent': USER_AGENT },
  });
  await reply.arrayBuffer();
  return reply.status;
}

async function newestEntry(): Promise<ActivityEntry> {
  const log = await server.request<ActivityEntry[]>('GET', '/activity?limit=1', { token: admin.token });
  expect(log.status).toBe(200);
  return log.body[0]!;
}

const byAdminFromFar = () => ({
  actor: { uid: admin.uid, email: admin.email },
  action: 'download',
  ip: FROM,
  userAgent: USER_AGENT,
});

describe('downloads of personal data in the activity log', () => {
  it('GET /backup: who, from where, and the archive', async () => {
    expect(await download('/backup')).toBe(200);
    const entry = await newestEntry();
    expect(entry).toMatchObject({ ...byAdminFromFar(), resource: 'backup', detail: downloadDetail.backup });
    expect(entry.title).toMatch(/^texbridge-backup-\d{8}T\d{6}Z\.tar\.gz$/);
  });

  it('GET /rfqs.csv: who, from where, and which RFQs', async () => {
    expect(await download('/rfqs.csv')).toBe(200);
    expect(await newestEntry()).toMatchObject({
      ...byAdminFromFar(),
      resource: 'rfqs',
      detail: downloadDetail.rfqsCsv(undefined),
    });
    expect(await download('/rfqs.csv?status=quoted')).toBe(200);
    expect(await newestEntry()).toMatchObject({ detail: downloadDetail.rfqsCsv('quoted') });
  });

  it('an RFQ attachment: who, from where, which file of which RFQ', async () => {
    expect(await download(`/rfqs/${rfq.insertedId}/attachments/0`)).toBe(200);
    expect(await newestEntry()).toMatchObject({
      ...byAdminFromFar(),
      resource: 'rfqs',
      recordId: rfq.insertedId,
      title: rfq.reference,
      detail: downloadDetail.attachment('Techpack v3.pdf'),
    });
  });

  it('logs nothing for an attachment that is not there', async () => {
    const before = await newestEntry();
    expect(await download(`/rfqs/${rfq.insertedId}/attachments/1`)).toBe(404);
    expect(await newestEntry()).toEqual(before);
  });
});
