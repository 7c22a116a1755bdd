import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from '../helpers/accounts.ts';
import { bodies } from '../helpers/fixtures.ts';
import { startApi, type Api } from './helpers/api.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM (a deploy, `docker stop`): requests already in flight are answered, new ones are refused,
 * the database is closed, and the process exits 0 well within its 10 s deadline.
 */
describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'texbridge-shutdown-'));
  let admin: Account;
  let api: Api | undefined;

  beforeAll(async () => {
    admin = await createAccount('shutdown-admin');
  });
  afterAll(async () => {
    await api?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a request in flight, refuses new ones, closes the database and exits 0', async () => {
    const env = { DATA_DIR: dataDir, ADMIN_EMAILS: admin.email };
    api = await startApi(env);
    expect((await api.call('/news', 'GET', { token: admin.token })).status).toBe(200);

    // A write whose body is still arriving when SIGTERM comes.
    const body = Buffer.from(JSON.stringify(bodies.news(1)));
    const inFlight = request(`${api.url}/add-news`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': body.length,
        authorization: `Bearer ${admin.token}`,
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, text }));
      });
      inFlight.on('error', reject);
    });
    inFlight.write(body.subarray(0, 10));
    await sleep(500);

    const signalled = Date.now();
    const exit = api.stop('SIGTERM');
    await sleep(500);
    const late = await api.call('/news', 'GET', { timeoutMs: 5_000 });
    // Refused: the port is closed (status 0, ECONNREFUSED) or, on a kept-alive connection, 503.
    expect([0, 503], JSON.stringify(late)).toContain(late.status);
    expect(late.body).not.toBe('TimeoutError');

    inFlight.end(body.subarray(10));
    const reply = await answered;
    expect(reply.status, reply.text).toBe(200);
    const { insertedId } = JSON.parse(reply.text) as { insertedId: string };

    expect(await exit).toBe(0);
    const tookMs = Date.now() - signalled;
    console.log(`SIGTERM with a request in flight: exited 0 after ${tookMs} ms`);
    expect(tookMs).toBeLessThan(10_000);
    // The database was closed, its lock released: a new process opens it at once and has the write.
    expect(existsSync(join(dataDir, 'pglite', 'texbridge.lock'))).toBe(false);
    api = await startApi(env);
    const listed = await api.call('/news');
    expect((listed.body as { _id: string }[]).map((row) => row._id)).toContain(insertedId);
  }, 240_000);
});
