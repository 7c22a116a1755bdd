import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { addProducts, rfqBody, startToken } from './helpers/rfqs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// docs/quotes.md "Follow-up": every status change of a request is kept on it, with who, when, from and to.
let server: TestServer;
let admin: Account;
let colleague: Account;
let productIds: string[];
let token: string;
const as = (account: Account) => ({ token: account.token });
const patch = (path: string, json: unknown, account = admin) => server.request('PATCH', path, { ...as(account), json });
const detail = async (path: string) => {
  const reply = await server.request('GET', path, as(admin));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

async function newRfq() {
  const reply = await server.request('POST', '/rfqs', { json: rfqBody(productIds, token) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return `/rfqs/${reply.body.insertedId as string}`;
}

beforeAll(async () => {
  [admin, colleague] = await Promise.all([createAccount('admin'), createAccount('colleague')]);
  server = await startTestServer({ ADMIN_EMAILS: `${admin.email},${colleague.email}`, ENQUIRY_LIMIT_MAX: '100000' });
  for (const account of [admin, colleague]) await server.request('GET', `/admin/${account.email}`, as(account));
  productIds = await addProducts(server, admin.token, 1);
  token = await startToken(server);
});
afterAll(() => server?.close());

describe('an RFQ’s status history', () => {
  it('starts empty, and keeps each change with who, when, from and to; notes and assignees add none', async () => {
    const path = await newRfq();
    expect((await detail(path)).statusHistory).toEqual([]);

    expect((await patch(path, { status: 'replied' })).status).toBe(200);
    await patch(path, { note: 'Sent the price list.' });
    await patch(path, { assignee: colleague.email });
    // The status it already has: nothing changed, nothing kept.
    expect((await patch(path, { status: 'replied' })).body.modifiedCount).toBe(0);
    await patch(path, { status: 'quoted', note: 'Quoted CIF.' }, colleague);

    const rfq = await detail(path);
    expect(rfq.statusHistory).toEqual([
      { from: 'new', to: 'replied', by: admin.email, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) },
      { from: 'replied', to: 'quoted', by: colleague.email, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) },
    ]);
    const [first, second] = rfq.statusHistory as { at: string }[];
    // Leaving `new` is the first reply: the same moment.
    expect(Date.parse(first!.at)).toBe(Date.parse(rfq.firstReplyAt));
    expect(Date.parse(second!.at)).toBeGreaterThanOrEqual(Date.parse(first!.at));
  });

  it('keeps both of two changes sent at once, each from the status the other left', async () => {
    const path = await newRfq();
    const replies = await Promise.all([patch(path, { status: 'won' }), patch(path, { status: 'lost' }, colleague)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const { status, statusHistory } = await detail(path);
    expect(statusHistory).toHaveLength(2);
    expect(statusHistory[0].from).toBe('new');
    expect(statusHistory[1].from).toBe(statusHistory[0].to);
    expect(statusHistory[1].to).toBe(status);
  });
});

describe('an enquiry’s status history', () => {
  it('keeps the changes `handled` makes as well as those of `status`', async () => {
    const sent = await server.request('POST', '/enquiries', { json: bodies.enquiries(1) });
    const path = `/enquiries/${sent.body.insertedId as string}`;
    expect((await detail(path)).statusHistory).toEqual([]);
    await patch(path, {});
    await patch(path, { handled: false }, colleague);
    await patch(path, { status: 'quoted' });
    const enquiry = await detail(path);
    expect(enquiry.statusHistory.map(({ from, to, by }: Record<string, string>) => ({ from, to, by }))).toEqual([
      { from: 'new', to: 'replied', by: admin.email },
      { from: 'replied', to: 'new', by: colleague.email },
      { from: 'new', to: 'quoted', by: admin.email },
    ]);
    expect(enquiry).toMatchObject({ status: 'quoted', handled: true });
  });
});
