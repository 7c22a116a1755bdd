import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, vi } from 'vitest';
import { freePort } from '../../helpers/ports.ts';
import { runServerScript, type Run } from '../../helpers/processes.ts';

/** Uploads of APIs on PostgreSQL go here rather than into server/data. */
let scratch: string | undefined;
function scratchDir() {
  if (!scratch) {
    scratch = mkdtempSync(join(tmpdir(), 'texbridge-faults-'));
    const dir = scratch;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return scratch;
}

/**
 * A DATA_DIR whose embedded database is the run's migrated template (test/helpers/pglite-template.ts)
 * unpacked, for a test whose subject is not the first start: the API's initdb and migrations took about
 * five CPU-seconds of each such start. Empty where the run has no template.
 */
export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const template = inject('pgliteTemplate');
  if (template) {
    mkdirSync(join(dir, 'pglite'));
    execFileSync('tar', ['-xf', template, '-C', join(dir, 'pglite')], { stdio: ['ignore', 'ignore', 'pipe'] });
  }
  return dir;
}

export interface Answer {
  status: number;
  body: any;
  ms: number;
  headers?: Headers;
}

/** One HTTP request with a deadline; a refused connection or a timeout is status 0 with the reason as body. */
export async function call(
  url: string,
  method = 'GET',
  options: { token?: string; json?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('json') && text) body = JSON.parse(text);
    return { status: response.status, body, ms: Date.now() - started, headers: response.headers };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { status: 0, body: cause ?? (error as Error).name, ms: Date.now() - started };
  }
}

export interface Api {
  url: string;
  run: Run;
  /** Milliseconds from spawning the process to its first healthy /healthz. */
  startMs: number;
  call(path: string, method?: string, options?: Parameters<typeof call>[2]): Promise<Answer>;
  running(): boolean;
  /** Sends the signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The real API (src/main.ts) as its own process on a free port, answered healthy before this resolves. */
export async function startApi(env: Record<string, string>, timeoutMs = 120_000): Promise<Api> {
  const port = await freePort();
  const started = Date.now();
  const run = runServerScript(
    'src/main.ts',
    [],
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED: 'off',
      RATE_LIMIT_MAX: '1000000',
      ENQUIRY_LIMIT_MAX: '1000000',
      FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
      DATABASE_URL: '',
      DATA_DIR: scratchDir(),
      ...env,
    },
    { direct: true },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = () => run.child.exitCode !== null || run.child.signalCode !== null;
  await vi
    .waitFor(
      async () => {
        if (exited()) return; // said below
        expect((await call(`${url}/healthz`, 'GET', { timeoutMs: 2_000 })).status).toBe(200);
      },
      { timeout: timeoutMs, interval: 50 },
    )
    .catch(() => {
      run.child.kill('SIGKILL');
      throw new Error(`the API was not healthy within ${timeoutMs} ms:\n${run.output()}`);
    });
  if (exited()) throw new Error(`the API exited ${run.child.exitCode ?? run.child.signalCode}:\n${run.output()}`);
  return {
    url,
    run,
    startMs: Date.now() - started,
    call: (path, method, options) => call(url + path, method, options),
    running: () => run.child.exitCode === null && run.child.signalCode === null,
    async stop(signal = 'SIGTERM') {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill(signal);
      return run.exit;
    },
  };
}
