// @ts-check
// The multi-instance topology of deploy/compose.yaml as plain processes on one machine (docs/scaling.md):
// nginx in front of N APIs and N render servers, PostgreSQL, Redis and s3rver behind them, the Firebase
// Auth emulator. `npm run cluster` runs it for a person; bench/cluster.ts runs it under load and kills
// instances in the middle. Every process starts in its own group and stops with the cluster; each
// long-running one is supervised (scripts/lib/supervise.mjs): when it ends, it starts again.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEMO_ADMIN, ensureAccount, startEmulator } from './emulator.mjs';
import { nginxArgs, nginxBinary, renderTemplate, writeNginxConfig } from './nginx.mjs';
import { root } from './pnpm.mjs';
import { startService, waitForUrl } from './processes.mjs';
import { throwawayRedisArgs } from './redis.mjs';
import { supervise } from './supervise.mjs';

/**
 * @typedef {object} ClusterOptions
 * @property {string} dir where its data, releases, logs and nginx config live (emptied at start, but the releases)
 * @property {number} [basePort] the first of the CLUSTER_PORT_COUNT ports it listens on (default 7100; clusterPorts)
 * @property {number} [apis] API instances (2)
 * @property {number} [renders] render servers (2); 0 runs the API alone behind nginx: no release, no site, no dashboard
 * @property {boolean} [build] release both halves again (true); false reuses the releases a run before made
 * @property {Record<string, string>} [apiEnv] more for every API's environment (the bench lifts the rate limits)
 * @property {Record<string, string>} [renderEnv] more for every render server's environment
 * @property {(line: string) => void} [log] its own progress lines (console.log)
 * @property {(line: string) => void} [output] every process's prefixed output lines (this process's stdout)
 * @property {AbortSignal} [signal] stops whatever has started and rejects with its reason, at any point of the start
 */

/**
 * @typedef {object} Cluster
 * @property {{ site: string, admin: string, api: string, emulatorHost: string, databaseUrl: string, redisUrl: string, s3: string }} urls
 * @property {string[]} apiUrls each API instance, straight (not through nginx)
 * @property {string[]} renderUrls each render server, straight
 * @property {(kind: 'api' | 'render', index: number) => number} pid the process group of an instance's current incarnation
 * @property {() => Promise<void>} stop ends everything, the last started first, none started again meanwhile
 */

/** How many ports a cluster takes from its first one on (clusterPorts). */
export const CLUSTER_PORT_COUNT = 20;

/**
 * The one layout of a cluster's ports, from `basePort` on: what `npm run cluster`, the cluster bench and
 * the PostgreSQL of bench/search.ts listen on.
 * @param {number} basePort
 * @param {number} [apis]
 * @param {number} [renders]
 */
export function clusterPorts(basePort, apis = 2, renders = 2) {
  // Five ports each for the APIs and the render servers.
  if (apis > 5 || renders > 5) throw new Error('A cluster runs at most 5 APIs and 5 render servers.');
  const port = (/** @type {number} */ offset) => basePort + offset;
  return {
    site: port(0),
    admin: port(1),
    api: port(2),
    postgres: port(3),
    redis: port(4),
    s3: port(5),
    auth: port(6),
    hub: port(7),
    logging: port(8),
    apis: Array.from({ length: apis }, (_, index) => port(10 + index)),
    renders: Array.from({ length: renders }, (_, index) => port(15 + index)),
  };
}

/**
 * CLUSTER_DIR and CLUSTER_PORT, read the one way for `npm run cluster` and the benches (docs/scaling.md):
 * the folder (relative to the repository) and the first port; each undefined when unset, for the
 * caller's own default.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ dir: string | undefined, basePort: number | undefined }}
 */
export function clusterSettings(env) {
  const basePort = env.CLUSTER_PORT ? Number(env.CLUSTER_PORT) : undefined;
  if (
    basePort !== undefined &&
    (!Number.isInteger(basePort) || basePort < 1024 || basePort + CLUSTER_PORT_COUNT > 65_536)
  ) {
    throw new Error(
      `CLUSTER_PORT must be a whole number from 1024 to ${65_536 - CLUSTER_PORT_COUNT}: the first of the ${CLUSTER_PORT_COUNT} ports a cluster takes (it is ${env.CLUSTER_PORT}).`,
    );
  }
  return { dir: env.CLUSTER_DIR ? resolve(root, env.CLUSTER_DIR) : undefined, basePort };
}

/** @typedef {(name: string, command: string, args: string[], options?: import('node:child_process').SpawnOptions) => import('./processes.mjs').Service} Spawn */
/**
 * A long-running process, started again whenever it ends once it has served: resolves once `ready` has.
 * @typedef {(name: string, command: Parameters<typeof supervise>[1], ready: (service: import('./processes.mjs').Service) => Promise<void>) => Promise<import('./supervise.mjs').Supervised>} Keep
 */

/**
 * Starts the topology; resolves once nginx serves the site, the dashboard and the API.
 * @param {ClusterOptions} options
 * @returns {Promise<Cluster>}
 */
export async function startCluster(options) {
  const { dir, basePort = 7100, apis = 2, renders = 2, build = true, log = console.log, signal } = options;
  /** @type {{ name: string, stop: () => Promise<void>, halt?: () => void }[]} every process started, in order */
  const running = [];
  /** @type {Promise<void> | undefined} */
  let stopping;
  // No restart from the first moment of a stop (PostgreSQL ending must not bring it back while the APIs
  // go); then the last started first. One stop however many ask (an abort while the start fails, then
  // the caller).
  const stop = () =>
    (stopping ??= (async () => {
      const all = running.splice(0).reverse();
      for (const service of all) service.halt?.();
      for (const service of all) await service.stop();
    })());
  /** @type {Spawn} */
  const spawn = (name, command, args, spawnOptions) => {
    // Nothing starts once stopped: the start's later steps may still be on their way when the abort comes.
    signal?.throwIfAborted();
    const service = startService(name, command, args, spawnOptions, options.output);
    running.push(service);
    return service;
  };
  /** @type {Keep} */
  const keep = async (name, command, ready) => {
    signal?.throwIfAborted();
    const supervised = supervise(name, command, { ready, write: options.output });
    running.push(supervised);
    await supervised.ready;
    return supervised;
  };
  /** @type {Promise<never>} */
  const aborted = new Promise((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => {});
  const ports = clusterPorts(basePort, apis, renders);
  const urls = {
    site: `http://127.0.0.1:${ports.site}`,
    admin: `http://127.0.0.1:${ports.admin}`,
    api: `http://127.0.0.1:${ports.api}`,
    emulatorHost: `127.0.0.1:${ports.auth}`,
    databaseUrl: `postgres://postgres@127.0.0.1:${ports.postgres}/postgres`,
    redisUrl: `redis://127.0.0.1:${ports.redis}`,
    s3: `http://127.0.0.1:${ports.s3}`,
  };
  const releaseRoot = join(dir, 'releases');
  for (const entry of existsSync(dir) ? readdirSync(dir) : []) {
    if (entry !== 'releases' || build) rmSync(join(dir, entry), { recursive: true, force: true });
  }
  mkdirSync(dir, { recursive: true });

  /** @type {Record<'api' | 'render', import('./supervise.mjs').Supervised[]>} */
  const instances = { api: [], render: [] };

  const bringUp = async () => {
    log('Starting PostgreSQL, Redis, s3rver and the Auth emulator…');
    await startPostgres(keep, join(dir, 'postgres'), ports.postgres);
    await startRedis(keep, ports.redis);
    await startS3(keep, join(dir, 's3'), ports.s3);
    const emulator = await startEmulator({
      port: ports.auth,
      hubPort: ports.hub,
      loggingPort: ports.logging,
      quiet: true,
      signal,
    });
    running.push({ name: 'auth emulator', stop: () => emulator.stop() });
    await ensureAccount(emulator.host, DEMO_ADMIN);

    // Browsers reach the API through nginx; so does every render server (API_URL), as compose has it.
    const release = {
      ...process.env,
      RELEASE_ROOT: releaseRoot,
      RELEASE_ALLOW_EMULATOR: '1',
      API_URL: urls.api,
      SITE_URL: urls.site,
      ADMIN_REMOTE_URL: `${urls.admin}/mf-manifest.json`,
      FIREBASE_AUTH_EMULATOR_HOST: urls.emulatorHost,
    };
    if (renders > 0 && (build || !existsSync(join(releaseRoot, 'public', 'current')))) {
      log('Releasing the site and the dashboard (production builds; a few minutes)…');
      const version = `cluster-${Date.now()}`;
      await Promise.all(
        ['public', 'admin'].map((half) => runToEnd(spawn, join(root, `deploy/release-${half}.sh`), [version], release)),
      );
    }

    const renderToken = randomBytes(24).toString('hex');
    const apiEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: urls.databaseUrl,
      REDIS_URL: urls.redisUrl,
      STORAGE: 's3',
      S3_ENDPOINT: urls.s3,
      S3_BUCKET: 'texbridge-uploads',
      S3_REGION: 'us-east-1',
      // s3rver's own keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      DATA_DIR: join(dir, 'api-data'),
      RENDER_TOKEN: renderToken,
      SITE_URL: urls.site,
      CORS_ORIGINS: `${urls.site},${urls.admin}`,
      ADMIN_EMAILS: DEMO_ADMIN.email,
      FIREBASE_AUTH_EMULATOR_HOST: urls.emulatorHost,
      // nginx, on this machine, says who asked.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...options.apiEnv,
    };
    const current = join(releaseRoot, 'public', 'current');
    const renderEnv = {
      ...process.env,
      NODE_ENV: 'production',
      API_URL: urls.api,
      SITE_URL: urls.site,
      ADMIN_REMOTE_URL: `${urls.admin}/mf-manifest.json`,
      RELEASE_ALLOW_EMULATOR: '1',
      FIREBASE_AUTH_EMULATOR_HOST: urls.emulatorHost,
      HOST: '127.0.0.1',
      RENDER_TOKEN: renderToken,
      // Every render server counts a visitor's renders together, in the APIs' Redis.
      REDIS_URL: urls.redisUrl,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...options.renderEnv,
    };
    /** @type {(kind: 'api' | 'render', index: number) => Promise<void>} */
    const start = async (kind, index) => {
      const answers =
        kind === 'api'
          ? `http://127.0.0.1:${ports.apis[index]}/healthz`
          : `http://127.0.0.1:${ports.renders[index]}/runtime-config.json`;
      instances[kind][index] = await keep(
        `${kind}-${index + 1}`,
        kind === 'api'
          ? [
              join(root, 'server/node_modules/.bin/tsx'),
              ['src/main.ts'],
              { cwd: join(root, 'server'), env: { ...apiEnv, PORT: String(ports.apis[index]) } },
            ]
          : [
              join(current, 'node_modules/.bin/tsx'),
              ['server/main.ts'],
              { cwd: current, env: { ...renderEnv, PUBLIC_PORT: String(ports.renders[index]) } },
            ],
        (service) => waitForUrl(answers, service),
      );
    };
    // nginx first: the render servers reach the API through it. The APIs migrate and seed under an
    // advisory lock, so they may start together.
    log(`Starting nginx, ${apis} APIs and ${renders} render servers…`);
    await startNginx(keep, join(dir, 'nginx'), ports, urls, releaseRoot);
    await Promise.all(ports.apis.map((_, index) => start('api', index)));
    await Promise.all(ports.renders.map((_, index) => start('render', index)));
    await waitForUrl(`${urls.api}/healthz`);
    if (renders > 0) {
      await waitForUrl(`${urls.site}/`);
      await waitForUrl(`${urls.admin}/mf-manifest.json`);
    }
  };

  try {
    await Promise.race([bringUp(), aborted]);
  } catch (error) {
    await stop();
    throw signal?.aborted ? signal.reason : error;
  }
  return {
    urls,
    apiUrls: ports.apis.map((each) => `http://127.0.0.1:${each}`),
    renderUrls: ports.renders.map((each) => `http://127.0.0.1:${each}`),
    pid: (kind, index) => instances[kind][index]?.current().child.pid ?? 0,
    stop,
  };
}

/**
 * One nginx with the three deploy/nginx templates, each upstream an `upstream` group of every instance:
 * a template's `proxy_pass $variable` takes a group's name without asking the resolver.
 * @param {Keep} keep
 * @param {string} prefix
 * @param {{ site: number, admin: number, api: number, apis: number[], renders: number[] }} ports
 * @param {{ site: string, admin: string, api: string, emulatorHost: string }} urls
 * @param {string} releaseRoot
 */
async function startNginx(keep, prefix, ports, urls, releaseRoot) {
  const group = (/** @type {string} */ name, /** @type {number[]} */ members) =>
    [`upstream ${name} {`, ...members.map((each) => `    server 127.0.0.1:${each};`), '    keepalive 16;', '}'].join(
      '\n',
    );
  // Without render servers, the API alone: an empty upstream group is an error to nginx.
  const front = ports.renders.length > 0;
  const site = [
    group('texbridge_api', ports.apis),
    front && group('texbridge_render', ports.renders),
    front &&
      renderTemplate('public', {
        PUBLIC_LISTEN: `127.0.0.1:${ports.site}`,
        PUBLIC_DIR: join(releaseRoot, 'public'),
        API_ORIGIN: urls.api,
        API_UPSTREAM: 'http://texbridge_api',
        SITE_UPSTREAM: 'http://texbridge_render',
        RESOLVER: '127.0.0.1',
        ADMIN_ORIGIN: urls.admin,
        AUTH_ORIGINS: `http://${urls.emulatorHost}`,
      }),
    front &&
      renderTemplate('admin', {
        ADMIN_LISTEN: `127.0.0.1:${ports.admin}`,
        ADMIN_DIR: join(releaseRoot, 'admin'),
        PUBLIC_ORIGIN: urls.site,
        API_ORIGIN: urls.api,
        AUTH_ORIGINS: `http://${urls.emulatorHost}`,
      }),
    renderTemplate('api', {
      API_LISTEN: `127.0.0.1:${ports.api}`,
      API_UPSTREAM: 'http://texbridge_api',
      RESOLVER: '127.0.0.1',
    }),
  ]
    .filter(Boolean)
    .join('\n\n');
  writeNginxConfig(prefix, site, { accessLog: false, workers: 'auto' });
  return keep('nginx', [nginxBinary, nginxArgs(prefix), { cwd: prefix }], (service) => waitForPort(ports.api, service));
}

/**
 * Debian's PostgreSQL in a throw-away data directory, run by the postgres user when this is root
 * (initdb refuses root), with trust authentication on 127.0.0.1 only. The postmaster itself is supervised
 * (not pg_ctl, which returns once it has started it): its end is the supervisor's signal.
 * @param {Keep} keep
 * @param {string} dataDir
 * @param {number} port
 */
async function startPostgres(keep, dataDir, port) {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  /** @type {(command: string, args: string[]) => [string, string[]]} */
  const as = (command, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);
  mkdirSync(dataDir, { recursive: true });
  if (asRoot) execFileSync('chown', ['postgres', dataDir]);
  const [initdb, initdbArgs] = as(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  execFileSync(initdb, initdbArgs, { stdio: 'ignore' });
  const [postgres, postgresArgs] = as(join(bin, 'postgres'), [
    ...['-D', dataDir, '-p', String(port), '-k', dataDir],
    ...['-c', 'listen_addresses=127.0.0.1'],
  ]);
  return keep('postgres', [postgres, postgresArgs], (service) => waitForPort(port, service));
}

/** Debian's versioned bin directory (postgres and initdb are not on PATH there), else PATH's. */
function postgresBin() {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions)
    if (existsSync(join(debian, version, 'bin', 'postgres'))) return join(debian, version, 'bin');
  return join(execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim(), '..');
}

/**
 * @param {Keep} keep
 * @param {number} port
 */
async function startRedis(keep, port) {
  return keep('redis', ['redis-server', throwawayRedisArgs(port)], (service) => waitForPort(port, service));
}

/**
 * s3rver from npm (the API suite's S3-speaking server), its objects in `directory`.
 * @param {Keep} keep
 * @param {string} directory
 * @param {number} port
 */
async function startS3(keep, directory, port) {
  mkdirSync(directory, { recursive: true });
  return keep(
    's3',
    [
      join(root, 'server/node_modules/.bin/s3rver'),
      ['-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', 'texbridge-uploads'],
      { cwd: root },
    ],
    (service) => waitForPort(port, service),
  );
}

/**
 * Resolves once something accepts connections on the port; fails when `service` exits first.
 * @param {number} port
 * @param {import('./processes.mjs').Service} service
 */
async function waitForPort(port, service, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (service.child.exitCode !== null || service.child.signalCode !== null) {
      throw new Error(`${service.name} exited before it listened on port ${port}.`);
    }
    if (Date.now() > deadline)
      throw new Error(`${service.name} did not listen on port ${port} within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Runs a command to its end with its output shown; fails when it fails.
 * @param {Spawn} spawn
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
async function runToEnd(spawn, command, args, env) {
  const service = spawn(command.split('/').pop() ?? command, command, args, { cwd: root, env });
  const code = await service.exited;
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code}).`);
}
