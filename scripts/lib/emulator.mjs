// @ts-check
// Starts and stops the Firebase Auth emulator (offline, `demo-` project, no Java) and talks to it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './pnpm.mjs';

const DEMO_PROJECT = 'demo-texbridge';

/**
 * @typedef {object} EmulatorOptions
 * @property {number} [port] the Auth emulator's port (9099)
 * @property {number} [hubPort] the emulator hub's port (4400)
 * @property {number} [loggingPort] the logging emulator's port (4500)
 * @property {string} [projectId] a `demo-` project, so that nothing reaches Google (DEMO_PROJECT)
 * @property {string} [dataDir] keeps accounts across runs (import on start, export on exit)
 * @property {boolean} [quiet] keeps the emulator's output, to print it only if it fails to start
 * @property {AbortSignal} [signal] ends a start still under way (the emulator is killed) and rejects with its reason
 */

/**
 * @typedef {object} EmulatorHandle
 * @property {string} host `127.0.0.1:<port>`, as FIREBASE_AUTH_EMULATOR_HOST takes it
 * @property {string} projectId
 * @property {() => Promise<void>} stop SIGINT (which exports `dataDir`), SIGKILL after 10 s
 */

/**
 * @param {EmulatorOptions} [options]
 * @returns {Promise<EmulatorHandle>}
 */
export async function startEmulator(options = {}) {
  const { port = 9099, hubPort = 4400, loggingPort = 4500, projectId = DEMO_PROJECT, dataDir, quiet = false } = options;
  const { signal } = options;
  signal?.throwIfAborted();
  const host = `127.0.0.1:${port}`;
  if (await isUp(host))
    throw new Error(`Port ${port} is already taken: is another Auth emulator running? Stop it first.`);
  const dir = mkdtempSync(join(tmpdir(), 'texbridge-emulator-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config];
  if (dataDir) args.push('--import', dataDir, '--export-on-exit', dataDir);
  // Run the binary itself, not npx, so that its PID is the emulator's and a signal reaches it.
  const child = spawn(join(root, 'node_modules', '.bin', 'firebase'), args, {
    cwd: dir,
    env: { ...process.env, CI: 'true', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  exited.then(() => rmSync(dir, { recursive: true, force: true }));
  /** @param {AbortSignal} aborted @returns {Promise<never>} */
  const abandon = async (aborted) => {
    killGroup(child.pid);
    await exited;
    throw aborted.reason;
  };

  // Generous: on a loaded CI machine the emulator (a Java process) shares two cores with two production builds.
  const deadline = Date.now() + 240_000;
  while (!(await isUp(host))) {
    if (signal?.aborted) await abandon(signal);
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The Auth emulator did not start.\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  // Wrong passwords then fail with auth/invalid-credential, as in production.
  await fetch(`http://${host}/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  if (signal?.aborted) await abandon(signal);

  return {
    host,
    projectId,
    async stop() {
      const { pid } = child;
      if (child.exitCode !== null || pid === undefined) return;
      try {
        process.kill(-pid, 'SIGINT');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** @param {number | undefined} pid */
function killGroup(pid) {
  try {
    if (pid !== undefined) process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** @param {string} host */
async function isUp(host) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * @typedef {object} IdentityToolkitAnswer what accounts:signUp and accounts:signInWithPassword answer
 * @property {string} [idToken]
 * @property {string} [localId]
 * @property {{ message: string }} [error]
 */

/** The demo admin that `npm start` and `npm run cluster` create and print. */
export const DEMO_ADMIN = { email: 'admin@texbridge.test', password: 'texbridge-demo', displayName: 'Demo Admin' };

/**
 * Creates an e-mail/password account, or signs in when it exists; answers its ID token and uid.
 * @param {string} host the emulator's `host:port`
 * @param {{ email: string, password: string, displayName?: string }} account
 * @returns {Promise<{ idToken: string, uid: string }>}
 */
export async function ensureAccount(host, { email, password, displayName }) {
  /**
   * @param {string} path
   * @param {Record<string, unknown>} body
   * @returns {Promise<IdentityToolkitAnswer>}
   */
  const call = (path, body) =>
    fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=demo-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    }).then((response) => /** @type {Promise<IdentityToolkitAnswer>} */ (response.json()));
  let result = await call('accounts:signUp', { email, password, displayName });
  if (result.error?.message?.startsWith('EMAIL_EXISTS'))
    result = await call('accounts:signInWithPassword', { email, password });
  if (result.error || !result.idToken || !result.localId)
    throw new Error(`The Auth emulator refused ${email}: ${result.error?.message ?? 'no token'}`);
  return { idToken: result.idToken, uid: result.localId };
}
