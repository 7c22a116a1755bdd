import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerScript } from '../helpers/processes.ts';
import { startApi, type Api } from './helpers/api.ts';

/** What only the seeding command (src/cli/seed.ts) prints: the API itself never writes it. */
const SEEDED_APART = 'Seed content written.';

/** The seeding processes running on `dataDir`, found by their command line and environment. */
function seedingOn(dataDir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        return command.includes('cli/seed.ts') && environment.includes(`DATA_DIR=${dataDir}`);
      } catch {
        return false; // ended meanwhile, or another user's
      }
    })
    .map(Number);
}

/**
 * `npm start`'s first start on a new embedded database: the demo content is written by a process of its
 * own, so that what drawing its images and writing its rows takes does not stay resident in the API
 * (docs/performance.md, "Memory").
 */
// Runs in the PostgreSQL suite too: the processes it starts use PGlite whatever the suite's database.
describe('the API on a new embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'texbridge-first-start-'));
  let api: Api | undefined;
  afterAll(async () => {
    await api?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is seeded by a process of its own before the API opens it, and not again on a restart', async () => {
    api = await startApi({ DATA_DIR: dataDir, SEED: 'auto' }, 240_000);
    const products = await api.call('/products');
    expect(products.status).toBe(200);
    expect(products.body.length).toBeGreaterThan(0);
    expect(api.run.output().split(SEEDED_APART)).toHaveLength(2);
    expect(await api.stop('SIGTERM')).toBe(0);

    api = await startApi({ DATA_DIR: dataDir, SEED: 'auto' }, 120_000);
    expect((await api.call('/products')).body).toEqual(products.body);
    expect(api.run.output()).not.toContain(SEEDED_APART);
  }, 400_000);

  it('stops the seeding with it when stopped while seeding, and says so in one sentence', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'texbridge-first-start-stop-'));
    try {
      const run = runServerScript(
        'src/main.ts',
        [],
        { DATA_DIR: fresh, SEED: 'auto', PORT: '0', LOG_LEVEL: 'warn' },
        {
          direct: true,
        },
      );
      await expect.poll(() => seedingOn(fresh).length, { timeout: 60_000 }).toBe(1);
      run.child.kill('SIGTERM');
      expect(await run.exit).toBe(1);
      await expect.poll(() => seedingOn(fresh), { timeout: 10_000 }).toEqual([]);
      expect(run.output()).toMatch(/^TexBridge API did not start: seeding the empty database failed \(SIGTERM\)/m);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 120_000);
});
