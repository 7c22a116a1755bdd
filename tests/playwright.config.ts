import { defineConfig } from '@playwright/test';

/**
 * The system as it deploys: production builds of the site and the dashboard on two origins, the API
 * on PGlite (seeded), the Firebase Auth emulator. support/system.ts starts and stops all of it.
 * Chromium is Debian's (`apt-get install chromium`): this machine cannot download Playwright's own.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
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
    trace: 'retain-on-failure',
  },
});
