// @ts-check
// Child processes that start in their own group, so that stopping one stops everything it started.
import { spawn } from 'node:child_process';

/**
 * @typedef {object} Service
 * @property {string} name
 * @property {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>} child
 * @property {Promise<number | NodeJS.Signals | null>} exited its exit code, or the signal that ended it
 * @property {(grace?: number) => Promise<void>} stop SIGTERM to the whole group, SIGKILL after `grace` ms (8 s);
 * resolves once no process of the group is left, even when its leader had ended before
 */

/**
 * Spawns a service in its own process group with prefixed output.
 * @param {string} name the prefix of its output lines
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options] `detached` and `stdio` are set here
 * @param {(line: string) => void} [write] where its prefixed lines go (this process's stdout)
 * @returns {Service}
 */
export function startService(name, command, args, options = {}, write = (line) => void process.stdout.write(line)) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) write(prefix + line + '\n');
    });
  }
  /** @type {Promise<number | NodeJS.Signals | null>} */
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return {
    name,
    child,
    exited,
    /** SIGTERM to the whole group, SIGKILL after a grace period; then SIGKILL to whatever outlived its leader. */
    async stop(grace = 8_000) {
      const { pid } = child;
      if (pid === undefined) return;
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(pid, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), grace);
        await exited;
        clearTimeout(timer);
      }
      await endGroup(pid);
    },
  };
}

/**
 * SIGKILL to what is left of a group whose leader has ended (a killed postmaster leaves its backends,
 * a killed tsx its child); resolves once none is left, or after `timeoutMs` (a zombie nobody reaps).
 * @param {number} pid
 */
async function endGroup(pid, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (signalGroup(pid, 'SIGKILL') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Answers whether any process of the group was there to receive it.
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  try {
    return process.kill(-pid, signal);
  } catch {
    // the group is already gone
    return false;
  }
}

/**
 * Polls a URL until it answers 2xx, the service exits, or the time is up.
 * @param {string} url
 * @param {Service} [service] fails at once when it exits first
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
export async function waitForUrl(url, service, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (service && (service.child.exitCode !== null || service.child.signalCode !== null)) {
      throw new Error(`${service.name} exited before ${url} answered.`);
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
