import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../src/platform/database/schema.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// docs/history.md: GET /activity reads its days in the time zone asked for (`tz`, UTC by default), as the
// inbox does, so staff filter by the days the dashboard shows them.
let server: TestServer;
let admin: Account;
const ACTOR = 'days@texbridge.test';

/** Entries by ACTOR at these instants, titled by them. */
const AT = [
  '2026-11-19T17:59:59.999Z', // 19 Nov 23:59 in Dhaka (UTC+6)
  '2026-11-19T21:30:00.000Z', // 20 Nov 03:30 in Dhaka, still 19 Nov in UTC
  '2026-11-20T17:59:59.999Z', // 20 Nov 23:59 in Dhaka
  '2026-11-20T19:00:00.000Z', // 21 Nov 01:00 in Dhaka
  '2026-11-02T04:30:00.000Z', // 1 Nov 23:30 in New York, the day its clocks go back (25 hours long)
];

async function titles(query: string) {
  const reply = await server.request('GET', `/activity?actor=${ACTOR}&${query}`, { token: admin.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { title: string }[]).map((entry) => entry.title).sort();
}

beforeAll(async () => {
  admin = await createAccount('admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
  await server.request('GET', `/admin/${admin.email}`, { token: admin.token });
  await server.database.db.insert(activity).values(
    AT.map((at) => ({
      at: new Date(at),
      actorUid: 'days-uid',
      actorEmail: ACTOR,
      actorRole: 'admin' as const,
      action: 'update' as const,
      resource: 'news',
      recordId: 'n1',
      title: at,
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
    })),
  );
});
afterAll(() => server?.close());

describe('GET /activity’s days', () => {
  it('are UTC days when no time zone is given', async () => {
    expect(await titles('from=2026-11-20&to=2026-11-20')).toEqual([AT[2], AT[3]]);
  });

  it('are the days of the time zone asked for, both ends included', async () => {
    expect(await titles('from=2026-11-20&to=2026-11-20&tz=Asia/Dhaka')).toEqual([AT[1], AT[2]]);
    expect(await titles('from=2026-11-19&to=2026-11-19&tz=Asia/Dhaka')).toEqual([AT[0]]);
    expect(await titles('from=2026-11-21&tz=Asia/Dhaka')).toEqual([AT[3]]);
  });

  it('follow the zone’s clock changes: a day of 25 hours is all one day', async () => {
    expect(await titles('from=2026-11-01&to=2026-11-01&tz=America/New_York')).toEqual([AT[4]]);
    expect(await titles('from=2026-11-02&to=2026-11-02&tz=America/New_York')).toEqual([]);
  });

  it('refuse a zone that does not exist, naming it as the inbox does', async () => {
    const reply = await server.request('GET', '/activity?tz=Mars/Olympus', { token: admin.token });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('tz must be a time-zone name such as Asia/Dhaka');
  });
});
