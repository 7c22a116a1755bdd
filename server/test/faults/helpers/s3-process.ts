import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { s3Env } from '../../helpers/s3.ts';
import { freePort } from '../../helpers/ports.ts';

export interface S3Process {
  /** The STORAGE=s3 variables for an API on this server's bucket. */
  env: Record<string, string>;
  bucket: string;
  /** Stops the process with SIGSTOP: connections are still accepted by the kernel, and nothing is answered. */
  freeze(): void;
  /** Wakes it with SIGCONT: it then reads whatever was sent to it meanwhile. */
  thaw(): void;
  /** Wakes it if frozen, kills it and removes its objects. */
  close(): Promise<void>;
}

const s3rverBin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');

/**
 * Resolves when s3rver says it listens (its bin prints the line once its buckets are made and its port
 * is open); fails when the process exits first or after `timeoutMs`.
 */
function listening(child: ChildProcess, output: () => string, timeoutMs = 30_000) {
  return new Promise<void>((resolve, reject) => {
    const done = (settle: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', heard);
      child.off('exit', exited);
      settle();
    };
    const heard = () => output().includes('S3rver listening on') && done(resolve);
    const exited = (code: number | null) => done(() => reject(new Error(`s3rver exited (${code}):\n${output()}`)));
    const timer = setTimeout(
      () => done(() => reject(new Error(`s3rver did not listen within ${timeoutMs} ms:\n${output()}`))),
      timeoutMs,
    );
    child.stdout?.on('data', heard);
    child.once('exit', exited);
  });
}

/**
 * s3rver (from npm) as a process of its own, run by node itself (not through a shell wrapper), so that
 * the process a test freezes with SIGSTOP is the store.
 */
export async function startS3Process(bucket = 'texbridge-uploads'): Promise<S3Process> {
  const directory = mkdtempSync(join(tmpdir(), 'texbridge-s3-frozen-'));
  const port = await freePort();
  const child = spawn(process.execPath, [
    s3rverBin,
    ...['-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', bucket],
  ]);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await listening(child, () => output);
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
  };
  return {
    bucket,
    env: s3Env(port, bucket),
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    async close() {
      signal('SIGCONT');
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
