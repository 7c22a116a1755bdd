import { availableParallelism } from 'node:os';
import { testFilesToIsolate } from '@texbridge/scripts/vitest-isolation';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that use no database of the run's engine: they start their own (a PostgreSQL cluster, a
 * PGlite data directory, both for a backup's round trip) or none. They do the same on either pass, so
 * the pass on PostgreSQL (TEST_DATABASE_URL) leaves them to the one on PGlite.
 * `test/engine-free.test.ts` checks that none of them opens the run's database.
 */
export const ENGINE_FREE = [
  'test/backup-limits.test.ts',
  'test/backup.test.ts',
  'test/config.test.ts',
  'test/etag.test.ts',
  'test/faults/first-start.test.ts',
  'test/faults/pglite-crash.test.ts',
  'test/faults/postgres-outage.test.ts',
  'test/faults/postgres-start.test.ts',
  'test/faults/shutdown.test.ts',
  'test/search-document.test.ts',
  'test/table-contract.test.ts',
  'test/validator-compiler.test.ts',
];

/**
 * Test files that run with a module registry and process of their own, each with why. The others share
 * one per worker (Vitest's `isolate: false`): importing the server for each file anew took a quarter of
 * the suite's CPU time. Each file still starts its own API on its own database; what the files share is
 * the process and its modules, so what lives there must not be a file's own state (docs/architecture.md,
 * Tests). Files that mock a module are found by testFilesToIsolate.
 */
const ISOLATED: Record<string, string> = {
  'test/spec-sheet-fonts.test.ts': "fakes the process's clock (Date) for the whole file",
};

const exclude = process.env.TEST_DATABASE_URL ? [...configDefaults.exclude, ...ENGINE_FREE] : configDefaults.exclude;
const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];
const isolated = [...new Set([...Object.keys(ISOLATED), ...testFilesToIsolate(import.meta.dirname, ['src', 'test'])])];
/** What both projects share; not by `extends`, which would run the global setup again for each. */
const common = {
  // Each file opens its own database; PGlite's initdb takes seconds on a loaded machine.
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks',
} as const;

export default defineConfig({
  test: {
    // The root's global setup runs once, and what it provides reaches both projects.
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // One file per core, where Vitest's default leaves one core out (a single worker on two cores): the
    // suite's files spend much of their time waiting on child processes, sockets and timers.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { ...common, name: 'api', include, exclude: [...exclude, ...isolated], isolate: false } },
      { test: { ...common, name: 'api, isolated', include: isolated, exclude } },
    ],
  },
});
