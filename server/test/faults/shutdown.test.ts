import { existsSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, type Account } from '../helpers/accounts.ts';
import { bodies } from '../helpers/fixtures.ts';
import { migratedDataDir, startApi, type Api } from './helpers/api.ts';

/**
 * SIGTERM (a deploy, `docker stop`): requests already in flight are answered, new ones are refused,
 * the database is closed, and the process exits 0 well within its 10 s deadline.
 */
describe('graceful shutdown', () => {
  // Migrated already: the subject is what follows the first start.
  const dataDir = migratedDataDir('texbridge-shutdown-');
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
    // Info logs: the API's own lines say when it has the request and when SIGTERM has reached it.
    api = await startApi({ ...env, LOG_LEVEL: 'info' });
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
    await api.run.waitFor('"url":"/add-news"', 20_000);

    const signalled = Date.now();
    const exit = api.stop('SIGTERM');
    await api.run.waitFor('SIGTERM received', 20_000);
    // Refused: the port is closed (status 0, ECONNREFUSED) or, on a kept-alive connection, 503.
    const late = await vi.waitFor(
      async () => {
        const answer = await api!.call('/news', 'GET', { timeoutMs: 5_000 });
        expect([0, 503], JSON.stringify(answer)).toContain(answer.status);
        return answer;
      },
      { timeout: 10_000, interval: 50 },
    );
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
