import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * A contact desk's phone over real HTTP (docs/spec.md §5 "As built — contact phones"): kept as typed,
 * '+' and all; refused with a 400 that names the field when it has letters or too few digits.
 */
let server: TestServer;
let admin: Account;
let id: string;

beforeAll(async () => {
  admin = await createAccount('phones-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
  // The first signed-in call claims the ADMIN_EMAILS role.
  expect((await server.request('GET', `/admin/${admin.email}`, { token: admin.token })).status).toBe(200);
  const added = await server.request('POST', '/add-contact', { token: admin.token, json: bodies.contacts(1) });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  id = added.body.insertedId;
}, 60_000);
afterAll(() => server?.close());

const { QR: _qr, ...edit } = bodies.contacts(1);
const put = (json: unknown) => server.request('PUT', `/contact/${id}`, { token: admin.token, json });
const stored = async () => {
  const list = await server.request('GET', '/contact');
  return (list.body as { _id: string; HR?: { hrt?: string }; rnd?: string }[]).find((row) => row._id === id)!;
};

describe('contact desk phones', () => {
  it('keeps a number as typed: +, spaces and dashes', async () => {
    const reply = await put({ ...edit, HR: { hrt: '+880 1711-000111', hre: 'hr@texbridge.example' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await stored()).HR?.hrt).toBe('+880 1711-000111');
  });

  it.each([
    ['HR.hrt', { HR: { hrt: 'ask for Rina', hre: '' } }, 'HR.hrt must contain only digits, spaces and + ( ) - .'],
    ['HR.hrt', { HR: { hrt: '+880 17', hre: '' } }, 'HR.hrt must have 6 to 20 digits'],
    ['rnd', { rnd: '12' }, 'rnd must have 6 to 20 digits'],
    ['marketing.marketingT', { marketing: { marketingT: '+ ( ) -' } }, 'marketing.marketingT must have 6 to 20 digits'],
  ])('refuses %s with a 400 that names it, and keeps the stored number', async (_field, change, message) => {
    const before = await stored();
    const reply = await put({ ...edit, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(await stored()).toEqual(before);
  });

  it('still takes an empty phone: every desk is optional', async () => {
    const reply = await put({ ...edit, rnd: '' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await stored()).rnd).toBe('');
  });
});
