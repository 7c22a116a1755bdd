import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureAccount, startEmulator } from '@texbridge/scripts/emulator';
import { clusterSetup } from './cluster-setup.ts';
import { renderTemplate, startNginx, writeNginxConfig } from './nginx.ts';
import { waitAtStartGate } from './start-gate.ts';
import {
  freePort,
  readState,
  releaseEnv,
  root,
  run,
  startApi,
  startRenderServer,
  stopGroup,
  tmpDir,
  writeState,
} from './system.ts';

/**
 * Starts the whole system the way deploy/ runs it, on free ports: both halves released with
 * deploy/release-*.sh (production builds, runtime config from the environment, `current` links)
 * and served by nginx from deploy/nginx/*.conf.template on two origins, the site's pages by its
 * render server from the release; the API on a fresh PGlite
 * (seeded); the Firebase Auth emulator. Answers the teardown, which ends every process it started.
 */
export default async function globalSetup() {
  if (process.env.E2E_TOPOLOGY === 'cluster') return clusterSetup();
  const started = Date.now();
  const apiPort = await freePort();
  const sitePort = await freePort();
  const remotePort = await freePort();
  const renderPort = await freePort();
  const renderUrl = `http://127.0.0.1:${renderPort}`;
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const remoteUrl = `http://127.0.0.1:${remotePort}`;
  const apiUrl = `http://localhost:${apiPort}`;
  const emulatorHost = `127.0.0.1:${authPort}`;
  const admin = { email: 'e2e-admin@texbridge.test', password: 'e2e-admin-pass' };
  const member = { email: 'e2e-member@texbridge.test', password: 'e2e-member-pass' };
  // A fresh release directory each run: a version is never rebuilt in place.
  const releaseRoot = join(tmpDir, 'releases');
  rmSync(releaseRoot, { recursive: true, force: true });
  const release = { siteUrl, remoteUrl, apiUrl, emulatorHost, releaseRoot };

  const emulatorStarting = startEmulator({ port: authPort, hubPort, loggingPort, quiet: true });
  const releases = Promise.all([
    run(join(root, 'deploy/release-public.sh'), ['e2e'], root, releaseEnv(release)),
    run(join(root, 'deploy/release-admin.sh'), ['e2e'], root, releaseEnv(release)),
  ]);
  const emulator = await emulatorStarting;
  try {
    await releases;
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  await ensureAccount(emulator.host, admin);
  await ensureAccount(emulator.host, member);

  writeNginxConfig(
    'site',
    renderTemplate('public', {
      PUBLIC_LISTEN: `127.0.0.1:${sitePort}`,
      PUBLIC_DIR: join(releaseRoot, 'public'),
      API_ORIGIN: apiUrl,
      // An address, not a name: nginx resolves variable upstreams through RESOLVER, never asked then.
      API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
      RESOLVER: '127.0.0.1',
      SITE_UPSTREAM: renderUrl,
      ADMIN_ORIGIN: remoteUrl,
      AUTH_ORIGINS: `http://${emulatorHost}`,
    }),
  );
  writeNginxConfig(
    'remote',
    renderTemplate('admin', {
      ADMIN_LISTEN: `127.0.0.1:${remotePort}`,
      ADMIN_DIR: join(releaseRoot, 'admin'),
      PUBLIC_ORIGIN: siteUrl,
      API_ORIGIN: apiUrl,
      AUTH_ORIGINS: `http://${emulatorHost}`,
    }),
  );

  // As deployed: the render server fetches every visitor's page past the API's per-address limit.
  const renderToken = randomBytes(24).toString('hex');
  const apiEnv = {
    PORT: String(apiPort),
    RENDER_TOKEN: renderToken,
    // Where the site's nginx reaches it (API_UPSTREAM above); browsers still use localhost.
    HOST: '127.0.0.1',
    SITE_URL: siteUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'texbridge-e2e-data-')),
    ADMIN_EMAILS: admin.email,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    CORS_ORIGINS: `${siteUrl},${remoteUrl}`,
    LOG_LEVEL: 'warn',
    // The suite sends many requests from one IP in a short time.
    RATE_LIMIT_MAX: '100000',
    ENQUIRY_LIMIT_MAX: '1000',
  };
  // The release's variables (what deploy/public/site.env holds), and where to listen.
  const renderEnv = {
    // As deployed (the unit sets it): the render server checks its token with the API before it listens.
    NODE_ENV: 'production',
    API_URL: apiUrl,
    SITE_URL: siteUrl,
    ADMIN_REMOTE_URL: `${remoteUrl}/mf-manifest.json`,
    // A rehearsal on the Auth emulator, as the release was made (releaseEnv).
    RELEASE_ALLOW_EMULATOR: '1',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    PUBLIC_PORT: String(renderPort),
    HOST: '127.0.0.1',
    RENDER_TOKEN: renderToken,
    // The site's nginx, on this machine, says who asked.
    TRUST_PROXY: '127.0.0.1',
    // The suite asks for many pages from one address in a short time.
    RENDER_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
  };
  const pids: Record<string, number> = {};
  try {
    pids.api = await startApi(apiEnv, `${apiUrl}/healthz`);
    pids.render = await startRenderServer(releaseRoot, renderEnv, `${renderUrl}/runtime-config.json`);
    pids.remote = await startNginx('remote', `${remoteUrl}/mf-manifest.json`);
    pids.site = await startNginx('site', `${siteUrl}/runtime-config.json`);
  } catch (error) {
    Object.values(pids).forEach(stopGroup);
    await emulator.stop();
    throw error;
  }
  writeState({ ...release, admin, member, pids, apiEnv, renderUrl, renderEnv });
  console.log(`Built, released and started in ${Math.round((Date.now() - started) / 1000)} s.`);

  const teardown = async () => {
    // A test may have restarted a service: read the PIDs as they are now.
    Object.values(readState().pids).forEach(stopGroup);
    await emulator.stop();
  };
  await waitAtStartGate().catch(async (error: unknown) => {
    await teardown();
    throw error;
  });
  return teardown;
}
