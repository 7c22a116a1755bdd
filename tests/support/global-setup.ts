import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureAccount, startEmulator } from '../../scripts/lib/emulator.mjs';
import {
  freePort,
  readState,
  root,
  run,
  startDetached,
  startRemote,
  stopGroup,
  tmpDir,
  vite,
  waitForUrl,
  writeState,
} from './system.ts';

/**
 * Builds both front ends for production and starts the whole system on free ports: the Auth emulator,
 * the API on a fresh PGlite (seeded), the dashboard remote and the site on two origins.
 * Answers the teardown, which ends every process it started.
 */
export default async function globalSetup() {
  const apiPort = await freePort();
  const sitePort = await freePort();
  const remotePort = await freePort();
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const siteUrl = `http://localhost:${sitePort}`;
  const remoteUrl = `http://localhost:${remotePort}`;
  const apiUrl = `http://localhost:${apiPort}`;
  const admin = { email: 'e2e-admin@texbridge.test', password: 'e2e-admin-pass' };
  const member = { email: 'e2e-member@texbridge.test', password: 'e2e-member-pass' };

  const env = {
    ...process.env,
    PORT: String(apiPort),
    PUBLIC_PORT: String(sitePort),
    ADMIN_PORT: String(remotePort),
    SITE_URL: siteUrl,
    ADMIN_REMOTE_URL: `${remoteUrl}/mf-manifest.json`,
  };
  await Promise.all([
    run(
      vite('hosts/public'),
      ['build', '--logLevel', 'warn', '--outDir', join(tmpDir, 'public')],
      join(root, 'hosts/public'),
      env,
    ),
    run(
      vite('remotes/admin'),
      ['build', '--logLevel', 'warn', '--outDir', join(tmpDir, 'admin')],
      join(root, 'remotes/admin'),
      env,
    ),
  ]);

  const emulator = await startEmulator({ port: authPort, hubPort, loggingPort, quiet: true });
  await ensureAccount(emulator.host, admin);
  await ensureAccount(emulator.host, member);

  const pids: Record<string, number> = {};
  try {
    pids.api = startDetached('api', join(root, 'server/node_modules/.bin/tsx'), ['src/main.ts'], join(root, 'server'), {
      ...env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'texbridge-e2e-data-')),
      ADMIN_EMAILS: admin.email,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      CORS_ORIGINS: `${siteUrl},${remoteUrl}`,
      LOG_LEVEL: 'warn',
      // The suite sends many requests from one IP in a short time.
      RATE_LIMIT_MAX: '100000',
      ENQUIRY_LIMIT_MAX: '1000',
    });
    await waitForUrl(`${apiUrl}/healthz`);
    pids.remote = await startRemote(remotePort);
    pids.site = startDetached(
      'site',
      vite('hosts/public'),
      ['preview', '--port', String(sitePort), '--strictPort', '--outDir', join(tmpDir, 'public')],
      join(root, 'hosts/public'),
      {
        ...env,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      },
    );
    await waitForUrl(`${siteUrl}/runtime-config.json`);
  } catch (error) {
    Object.values(pids).forEach(stopGroup);
    await emulator.stop();
    throw error;
  }
  writeState({ apiUrl, siteUrl, remoteUrl, emulatorHost: emulator.host, admin, member, pids, remotePort });

  return async () => {
    // A test may have restarted the remote: read the PIDs as they are now.
    Object.values(readState().pids).forEach(stopGroup);
    await emulator.stop();
  };
}
