import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from './ports.ts';
import { throwawayRedisArgs } from '@texbridge/scripts/redis';

/** Debian's redis-server (apt-get install redis-server; .ci/run does), or undefined when it is not here. */
export const redisServerPath = (() => {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  return found || undefined;
})();

export interface TestRedis {
  url: string;
  /** Stops it with SIGKILL, as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Stops it with SIGSTOP: its connections stay open, and nothing is answered. */
  freeze(): void;
  /** Wakes it with SIGCONT. */
  thaw(): void;
}

/** A redis-server of the test's own, on a free port, keeping nothing on disk. */
export async function startRedis(): Promise<TestRedis> {
  if (!redisServerPath) throw new Error('redis-server is not installed (apt-get install redis-server)');
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const run = spawn(redisServerPath, throwawayRedisArgs(port));
      child = run;
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      run.stdout!.on('data', (chunk) => {
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
