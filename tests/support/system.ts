import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setInterval as every } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
/** Everything one run writes (state, logs, builds); E2E_TMP lets two runs share a checkout. */
export const tmpDir = process.env.E2E_TMP ?? join(root, 'tests', '.tmp');
const stateFile = join(tmpDir, 'system.json');

export interface Account {
  email: string;
  password: string;
}

/** Where each half is released and served from. */
export interface Release {
  apiUrl: string;
  siteUrl: string;
  remoteUrl: string;
  emulatorHost: string;
  /** deploy/release-*.sh's RELEASE_ROOT: <half>/releases/<version>, <half>/current. */
  releaseRoot: string;
}

/** What global setup started, for the tests and for teardown. */
export interface SystemState extends Release {
  admin: Account;
  member: Account;
  /** Process groups to end at teardown, by name (api, site, remote). */
  pids: Record<string, number>;
  /** The API's environment, to start it again after a test stopped it. */
  apiEnv: Record<string, string>;
  /** The site's render server, as nginx reaches it (SITE_UPSTREAM), and its environment, to restart it. */
  renderUrl: string;
  renderEnv: Record<string, string>;
}

export const readState = (): SystemState => JSON.parse(readFileSync(stateFile, 'utf8'));
export function writeState(state: SystemState) {
  mkdirSync(tmpDir, { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
}

/** The repository's one free-port helper, for global setup and the specs. */
export { freePort } from '@texbridge/scripts/ports';

/** Runs a command to completion, failing with its output. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** Starts a long-running service in its own process group, logging to tests/.tmp/<name>.log; answers its PID. */
export function startDetached(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): number {
  mkdirSync(tmpDir, { recursive: true });
  const log = openSync(join(tmpDir, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  child.unref();
  return child.pid!;
}

export function stopGroup(pid: number | undefined) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Ends a process group and waits until every process in it has exited (and so let go of its files). */
export async function stopGroupAndWait(pid: number | undefined, timeoutMs = 20_000) {
  if (!pid) return;
  stopGroup(pid);
  const deadline = Date.now() + timeoutMs;
  const running = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for await (const _ of every(100)) {
    if (!running()) return;
    if (Date.now() > deadline) throw new Error(`process group ${pid} is still running`);
  }
}

export async function waitForUrl(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  const answers = async () => (await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => undefined))?.ok;
  if (await answers()) return;
  for await (const _ of every(300)) {
    if (await answers()) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
  }
}

/** The API from source on PGlite, as `npm start` runs it; `env` is kept in the state to restart it. */
export async function startApi(env: NodeJS.ProcessEnv, healthz: string): Promise<number> {
  const pid = startDetached('api', join(root, 'server/node_modules/.bin/tsx'), ['src/main.ts'], join(root, 'server'), {
    ...process.env,
    ...env,
  });
  try {
    await waitForUrl(healthz);
  } catch (error) {
    // Not yet in the state the teardown reads: ended here, or it would outlive the run.
    stopGroup(pid);
    throw error;
  }
  return pid;
}

/**
 * The site's render server from the released `current` (its server/ and SSR bundle), as
 * deploy/public/texbridge-site.service runs it; answers its process group's PID once it serves.
 */
export async function startRenderServer(releaseRoot: string, env: Record<string, string>, probe: string) {
  const current = join(releaseRoot, 'public', 'current');
  const pid = startDetached('render', join(current, 'node_modules/.bin/tsx'), ['server/main.ts'], current, {
    ...process.env,
    ...env,
  });
  try {
    await waitForUrl(probe, 60_000);
  } catch (error) {
    stopGroup(pid);
    throw error;
  }
  return pid;
}

/**
 * What SITE_RESTART does in production (`systemctl restart texbridge-site`), for this run's render
 * server: stops it (if it runs) and starts it again from `current`, and records its new PID for the teardown.
 */
export async function restartRenderServer() {
  const before = readState();
  await stopGroupAndWait(before.pids.render);
  const render = await startRenderServer(
    before.releaseRoot,
    before.renderEnv,
    `${before.renderUrl}/runtime-config.json`,
  );
  const after = readState();
  writeState({ ...after, pids: { ...after.pids, render } });
}

/** SITE_RESTART for deploy/release-public.sh: restartRenderServer() as a command (support/restart-render.ts). */
export const siteRestartCommand = () =>
  `'${join(root, 'server/node_modules/.bin/tsx')}' '${join(root, 'tests/support/restart-render.ts')}'`;

/** What deploy/release-*.sh read, for this run's origins: the e2e rehearsal uses the Auth emulator. */
export function releaseEnv(release: Release): NodeJS.ProcessEnv {
  return {
    ...process.env,
    RELEASE_ROOT: release.releaseRoot,
    RELEASE_ALLOW_EMULATOR: '1',
    API_URL: release.apiUrl,
    SITE_URL: release.siteUrl,
    ADMIN_REMOTE_URL: `${release.remoteUrl}/mf-manifest.json`,
    FIREBASE_AUTH_EMULATOR_HOST: release.emulatorHost,
  };
}
