import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { tmpDir } from './support/system.ts';

/**
 * The system as it deploys: production builds of the site and the dashboard on two origins, the API
 * on PGlite (seeded), the Firebase Auth emulator. support/system.ts starts and stops all of it.
 * Chromium is Debian's (`apt-get install chromium`): this machine cannot download Playwright's own.
 */
/**
 * The main journeys, which `E2E_TOPOLOGY=cluster` (`npm run e2e:cluster`) runs against the multi-instance
 * topology (support/cluster-setup.ts): a visitor's and a buyer's, and staff's through the dashboard.
 */
const CLUSTER_JOURNEYS = [
  'quote-journey',
  'staff-access',
  'staff-catalogue',
  'staff-contact',
  'staff-history',
  'staff-managers',
  'staff-users',
  'visitor-catalogue',
  'visitor-enquiry',
  'visitor-search',
];
const onCluster = process.env.E2E_TOPOLOGY === 'cluster';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './support/global-setup.ts',
  outputDir: join(tmpDir, 'results'),
  // A whole journey (add, edit and delete through the dashboard, each followed on the site) took up to
  // 50 s under CI's load, where it takes 22 s alone. Each step still fails on its own 10 s expect timeout,
  // so the test's budget only has to be wide enough never to cut a slow run short.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Spec files run side by side on one shared seeded system; the tests inside a file run in order.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [
    ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
    // Says when the journeys have ended, for npm test (E2E_JOURNEYS_DONE).
    ['./support/journeys-done.ts'],
  ],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A failed test keeps its trace (actions, DOM snapshots before and after each, console, network) and a
    // screenshot of the page as it failed. The trace's film strip is left out: it had Chromium encode and send
    // every frame of every test, passed or not, about a sixth of the suite's CPU time (docs/architecture.md,
    // "CI's time").
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: onCluster
    ? [{ name: 'cluster', testMatch: new RegExp(`/(${CLUSTER_JOURNEYS.join('|')})\\.spec\\.ts$`) }]
    : [
        { name: 'journeys', testIgnore: /\.disruptive\.spec\.ts$/ },
        // Stopping the API or the remote, or releasing a new dashboard, would break the journeys running
        // beside them: these run alone, after the rest.
        {
          name: 'disruptive',
          testMatch: /\.disruptive\.spec\.ts$/,
          dependencies: ['journeys'],
          fullyParallel: false,
          workers: 1,
        },
      ],
});
