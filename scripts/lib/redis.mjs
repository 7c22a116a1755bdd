// @ts-check
// A throw-away redis-server, for the suites' shared-limit tests and `npm run cluster`.
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './ports.mjs';

/**
 * redis-server's arguments for one on 127.0.0.1:`port` that keeps nothing on disk.
 * @param {number} port
 */
export const throwawayRedisArgs = (port) => [
  ...['--port', String(port), '--bind', '127.0.0.1'],
  ...['--save', '', '--appendonly', 'no'],
];

/** Debian's redis-server (apt-get install redis-server; .ci/run does), or undefined when it is not here. */
export const redisServerPath = (() => {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  return found || undefined;
})();

/**
 * @typedef {object} TestRedis
 * @property {string} url
 * @property {() => Promise<void>} kill stops it with SIGKILL, as a crash would
 * @property {() => Promise<void>} start starts it again on the same port, empty
 * @property {() => void} freeze stops it with SIGSTOP: its connections stay open, and nothing is answered
 * @property {() => void} thaw wakes it with SIGCONT
 */

/**
 * A redis-server of the test's own, on a free port, keeping nothing on disk.
 * @returns {Promise<TestRedis>}
 */
export async function startRedis() {
  const path = redisServerPath;
  if (!path) throw new Error('redis-server is not installed (apt-get install redis-server)');
  const port = await freePort();
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** @returns {Promise<void>} */
  const start = () =>
    new Promise((resolve, reject) => {
      const run = spawn(path, throwawayRedisArgs(port));
      child = run;
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      run.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      run.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}):\n${output}`));
      });
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGKILL');
      });
    },
    start,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
  };
}
