import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DatabaseLockedError, openDatabase } from '../src/platform/database/client.ts';
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
    // Two API processes and a new data directory: slow on a busy 2-core machine.
  }, 90_000);

  it('takes at once a lock left by a process that is gone (kill -9), and says who holds a live one', async () => {
    const lockDir = join(dataDir, 'pglite', 'texbridge.lock');
    // A PID that no longer runs: a child that has exited.
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    mkdirSync(lockDir, { recursive: true });
    writeFileSync(join(lockDir, 'owner.json'), JSON.stringify({ pid: gone, host: hostname(), token: 'crashed' }));
    // Touched an hour ahead, the lock cannot go stale by age while it is waited on (an unrecognised holder is
    // waited on for 18 s and then refused): only the dead PID can let this open succeed, on a machine of any speed.
    const ahead = new Date(Date.now() + 3_600_000);
    utimesSync(lockDir, ahead, ahead);
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(existsSync(lockDir)).toBe(false);

    // A live holder (this test's parent process stands in for another API) is refused at once, by PID.
    mkdirSync(lockDir);
    writeFileSync(join(lockDir, 'owner.json'), JSON.stringify({ pid: process.ppid, host: hostname(), token: 'live' }));
    try {
      const refused = Date.now();
      await expect(openDatabase({ dataDir })).rejects.toThrow(`(PID ${process.ppid} on ${hostname()})`);
      // An unrecognised holder is waited on for 18 s before the same refusal: well under that means by PID.
      expect(Date.now() - refused).toBeLessThan(15_000);
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
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
