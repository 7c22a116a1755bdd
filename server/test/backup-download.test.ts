import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSchema } from '../src/backup/format.ts';
import { unpackArchive } from '../src/backup/unpack.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * An admin's backup download from the API on the run's database (PGlite, then PostgreSQL). The round
 * trips between the engines are backup.test.ts's.
 */

const SLOW = 240_000;
const folder = mkdtempSync(join(tmpdir(), 'texbridge-backup-download-'));

describe('GET /backup', () => {
  let server: TestServer;
  let admin: Account;
  let member: Account;

  beforeAll(async () => {
    [admin, member] = await Promise.all([createAccount('backup-get-admin'), createAccount('backup-get-member')]);
    server = await startTestServer({ ADMIN_EMAILS: admin.email });
    for (const account of [admin, member])
      await server.request('GET', `/admin/${account.email}`, { token: account.token });
    expect((await server.request('POST', '/add-sliders', { token: admin.token, json: bodies.sliders(1) })).status).toBe(
      200,
    );
  }, SLOW);
  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 401 without a token and 403 to a signed-in non-admin', async () => {
    expect((await server.request('GET', '/backup')).status).toBe(401);
    expect((await server.request('GET', '/backup', { token: member.token })).status).toBe(403);
  });

  it(
    'gives an admin the archive as a download whose manifest checks out',
    async () => {
      const response = await fetch(`${server.url}/backup`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/gzip');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="texbridge-backup-\d{8}T\d{6}Z\.tar\.gz"$/,
      );
      const path = join(folder, 'download.tar.gz');
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(path));
      const manifest = await unpackArchive(path, join(folder, 'unpacked'));
      expect(manifest.schema).toEqual(currentSchema());
      expect(manifest.tables.sliders!.rows).toBe(1);
      expect(manifest.tables.users!.rows).toBe(2);
    },
    SLOW,
  );
});
