import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
