import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { startCluster } from '@texbridge/scripts/cluster';
import { ensureAccount } from '@texbridge/scripts/emulator';
import { tmpDir, writeState } from './system.ts';

/**
 * The main journeys against `npm run cluster`'s topology (docs/scaling.md) instead of one API and one render
 * server: nginx over 2 APIs and 2 render servers, on PostgreSQL, Redis and s3rver. `E2E_TOPOLOGY=cluster`
 * picks it (playwright.config.ts then runs only CLUSTER_JOURNEYS). Its processes' output goes to
 * tests/.tmp/cluster/services.log.
 */
export async function clusterSetup() {
  const admin = { email: 'e2e-admin@texbridge.test', password: 'e2e-admin-pass' };
  const member = { email: 'e2e-member@texbridge.test', password: 'e2e-member-pass' };
  const dir = join(tmpDir, 'cluster');
  const cluster = await startCluster({
    dir,
    basePort: Number(process.env.CLUSTER_PORT ?? 7500),
    // The suite sends many requests from one address in a short time.
    apiEnv: { ADMIN_EMAILS: admin.email, RATE_LIMIT_MAX: '100000', ENQUIRY_LIMIT_MAX: '1000' },
    renderEnv: { RENDER_LIMIT_MAX: '100000' },
    output: (line) => appendFileSync(join(dir, 'services.log'), line),
  });
  try {
    await ensureAccount(cluster.urls.emulatorHost, admin);
    await ensureAccount(cluster.urls.emulatorHost, member);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  writeState({
    siteUrl: cluster.urls.site,
    remoteUrl: cluster.urls.admin,
    apiUrl: cluster.urls.api,
    emulatorHost: cluster.urls.emulatorHost,
    releaseRoot: join(dir, 'releases'),
    admin,
    member,
    // Nothing here is stopped or restarted by a test: the disruptive specs do not run on the cluster.
    pids: {},
    apiEnv: {},
    renderUrl: cluster.renderUrls[0]!,
    renderEnv: {},
  });
  return () => cluster.stop();
}
