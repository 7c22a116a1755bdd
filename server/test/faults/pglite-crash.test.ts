import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from '../helpers/accounts.ts';
import { migratedDataDir, startApi, type Api } from './helpers/api.ts';
import { killRepeatedly } from './helpers/durability.ts';

/**
 * The API on PGlite killed with SIGKILL (a crash, the OOM killer, a power-cut of the container) and
 * started again on the same data directory at once: it must not wait for its dead self's lock, and
 * every write it acknowledged must still be there.
 */
// Runs in the PostgreSQL suite too: the processes it starts use PGlite whatever the suite's database.
describe('PGlite after kill -9', () => {
  // Migrated already: the subject is what follows the first start.
  const dataDir = migratedDataDir('texbridge-crash-');
  let admin: Account;
  let api: Api | undefined;
  const env = () => ({ DATA_DIR: dataDir, ADMIN_EMAILS: admin.email });

  beforeAll(async () => {
    admin = await createAccount('crash-admin');
  });
  afterAll(async () => {
    await api?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts at once, healthy, with every acknowledged write, after 5 kills at random moments', async () => {
    api = await startApi(env());
    const result = await killRepeatedly({
      api,
      token: admin.token,
      rounds: 5,
      // PGlite's start is seconds of WASM work: on a loaded CI machine, far more than 30 s.
      restart: () => startApi(env(), 120_000),
    });
    api = result.api;
    console.log(
      `PGlite: ${result.acknowledged} writes acknowledged over 5 kills; restart to healthy after kill -9 (including any wait for the dead process's lock): ${result.restartMs.join(', ')} ms`,
    );
    // For comparison: a restart after a clean stop.
    expect(await api.stop('SIGTERM')).toBe(0);
    api = await startApi(env());
    console.log(`PGlite: restart to healthy after a clean stop: ${api.startMs} ms`);
    expect(result.missing).toEqual([]);
    expect(result.acknowledged).toBeGreaterThan(5);
    // That the dead process's lock is taken by its PID, not after LOCK_STALE_MS, is lock.test.ts's check:
    // a time limit here failed on busy machines.
  }, 900_000);

  it('stops, with a sentence, when its lock is taken away while it runs', async () => {
    if (!api?.running()) api = await startApi(env());
    const lockDir = join(dataDir, 'pglite', 'texbridge.lock');
    expect(existsSync(lockDir)).toBe(true);
    rmSync(lockDir, { recursive: true, force: true });
    const code = await Promise.race([
      api.run.exit,
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 10_000)),
    ]);
    expect(code, api.run.output()).toBe(1);
    expect(api.run.output()).toContain('lost the lock on its embedded database');
    api = undefined;
  }, 60_000);
});
