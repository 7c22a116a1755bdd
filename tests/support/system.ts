import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
/** Everything one run writes (state, logs, builds); E2E_TMP lets two runs share a checkout. */
export const tmpDir = process.env.E2E_TMP ?? join(root, 'tests', '.tmp');
const stateFile = join(tmpDir, 'system.json');

export interface Account {
  email: string;
  password: string;
}

/** What global setup started, for the tests and for teardown. */
export interface SystemState {
  apiUrl: string;
  siteUrl: string;
  remoteUrl: string;
  emulatorHost: string;
  admin: Account;
  member: Account;
  /** Process groups to end at teardown, by name. */
  pids: Record<string, number>;
  remotePort: number;
}

export const readState = (): SystemState => JSON.parse(readFileSync(stateFile, 'utf8'));
export function writeState(state: SystemState) {
  mkdirSync(tmpDir, { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

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

export async function waitForUrl(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export async function waitUntilDown(url: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} still answers`);
}

const vite = (app: string) => join(root, app, 'node_modules', '.bin', 'vite');

/** Serves the dashboard's production build on its port (its own origin). */
export async function startRemote(port: number): Promise<number> {
  const pid = startDetached(
    'remote',
    vite('remotes/admin'),
    ['preview', '--port', String(port), '--strictPort', '--outDir', join(tmpDir, 'admin')],
    join(root, 'remotes/admin'),
    {
      ...process.env,
      ADMIN_PORT: String(port),
    },
  );
  await waitForUrl(`http://localhost:${port}/mf-manifest.json`);
  return pid;
}

export { vite };
