// @ts-check
// `npm run cluster`: the multi-instance topology of deploy/compose.yaml as plain processes on this
// machine (docs/scaling.md): nginx in front of two APIs and two render servers, on PostgreSQL, Redis and
// s3rver, with the Auth emulator. Needs Debian's nginx, postgresql and redis-server. A process that ends
// starts again, as compose's `restart: unless-stopped` (scripts/lib/supervise.mjs). Ctrl-C stops it all.
// CLUSTER_DIR (default .cluster/) holds its data, throw-away: each start begins empty.
// CLUSTER_PORT is the first of the 20 ports it takes (clusterPorts) (default 7100). `--reuse-build` keeps the last releases.
import { join, resolve } from 'node:path';
import { clusterSettings, startCluster } from './lib/cluster.mjs';
import { DEMO_ADMIN } from './lib/emulator.mjs';
import { ensureInstalled, root } from './lib/pnpm.mjs';

await ensureInstalled();
const settings = clusterSettings(process.env);
const dir = settings.dir ?? resolve(root, '.cluster');
// A signal at any moment stops what has started so far: the start aborts and stops its own processes.
const controller = new AbortController();
const starting = startCluster({
  dir,
  basePort: settings.basePort ?? 7100,
  build: !process.argv.includes('--reuse-build'),
  signal: controller.signal,
});
let stopping = false;
const stop = async (/** @type {number} */ code) => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  controller.abort();
  const cluster = await starting.catch(() => undefined);
  await cluster?.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  const cluster = await starting;
  const { urls, apiUrls, renderUrls } = cluster;
  console.log(`
The TexBridge cluster is running (docs/scaling.md).
  Site             ${urls.site}   (nginx, over render servers ${renderUrls.join(' and ')})
  Dashboard        ${urls.site}/admin   (the remote: ${urls.admin})
  API              ${urls.api}   (nginx, over API instances ${apiUrls.join(' and ')})
  PostgreSQL       ${urls.databaseUrl}
  Redis            ${urls.redisUrl}   (the rate limits)
  S3 (s3rver)      ${urls.s3}   (bucket texbridge-uploads)
  Auth emulator    http://${urls.emulatorHost}
  Data and logs    ${dir}   (emptied at the next start)

Demo admin sign-in
  e-mail     ${DEMO_ADMIN.email}
  password   ${DEMO_ADMIN.password}

A process that ends is started again (the restart is logged with its reason).
Ctrl-C stops everything.`);
} catch (error) {
  // A stop during the start aborts it: the stop handler ends the process.
  if (!stopping) {
    console.error(`npm run cluster failed: ${error instanceof Error ? error.message : error}`);
    console.error(`Its logs are above; the data is in ${join(dir)}.`);
    await stop(1);
  }
}
