import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DatabaseLockedError, openDatabase } from '../src/db/client.ts';
import { onPostgres } from './helpers/database.ts';
import { runServerScript } from './helpers/processes.ts';

/** PGlite opened by two processes loses data silently; the second must be refused with a sentence. */
describe.skipIf(onPostgres)('the embedded database lock', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'texbridge-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = {
    DATA_DIR: dataDir,
    PORT: '0',
    SEED: 'off',
    LOG_LEVEL: 'info',
    FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
    DATABASE_URL: '',
  };

  it('refuses a second process on the same data directory, then lets one in after the first stops', async () => {
    const first = runServerScript('src/main.ts', [], env);
    await first.waitFor('TexBridge API on');

    const second = runServerScript('src/main.ts', [], env);
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain('is in use by another TexBridge API process');
    expect(second.output()).not.toMatch(/\n\s+at /); // a sentence, not a stack

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    const third = await openDatabase({ dataDir });
    await third.close();
  });

  it('refuses a second open within one process too', async () => {
    const open = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    } finally {
      await open.close();
    }
  });
});
