import { availableParallelism } from 'node:os';
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

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? [...configDefaults.exclude, ...ENGINE_FREE] : configDefaults.exclude,
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database; PGlite's initdb takes seconds on a loaded machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One file per core, where Vitest's default leaves one core out (a single worker on two cores): the
    // suite's files spend much of their time waiting on child processes, sockets and timers.
    maxWorkers: availableParallelism(),
  },
});
