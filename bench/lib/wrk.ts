// wrk (Debian's package): an HTTP load generator written in C that runs in its own process. The servers
// under test then have a core of their own, and the load generator's work on each answer, parsing its
// header lines above all, counts against no server. autocannon parses in JavaScript (http-parser-js): in
// the servers' own process it took 4.4 µs a response with a bare Fastify's header lines and 13.3 µs with
// the API's, charged to the server it measured; in a process of its own it cannot keep even a bare
// Fastify busy on these machines (30,000 req/s where wrk drives 70,000).
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';

const WRK = process.env.WRK_PATH ?? 'wrk';

/** Throws a sentence that says how to get wrk when it cannot run. */
export function checkWrk() {
  // `wrk -v` prints its version and exits 1.
  const { stdout, error } = spawnSync(WRK, ['-v'], { encoding: 'utf8' });
  if (error || !stdout.startsWith('wrk ')) {
    throw new Error(`No wrk (${WRK}): apt-get install wrk (or set WRK_PATH). It is the list path's load generator.`);
  }
}

export interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx and 3xx, and socket errors of any kind. */
  errors: number;
}

/** `connections` keep-alive connections on one wrk thread, for `seconds` (whole ones), against `url`. */
export async function wrk(url: string, seconds: number, connections = 10): Promise<WrkResult> {
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`wrk runs for whole seconds, not ${seconds}`);
  const { stdout } = await promisify(execFile)(WRK, ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', url]);
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? Number.NaN);
  const requests = number(/(\d+) requests in/);
  const requestsPerSecond = number(/Requests\/sec:\s+([\d.]+)/);
  if (!Number.isFinite(requests) || !Number.isFinite(requestsPerSecond)) throw new Error(`wrk said:\n${stdout}`);
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(stdout);
  const p99Ms = p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2] as 'us' | 'ms' | 's'] : Number.NaN;
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const errors =
    (number(/Non-2xx or 3xx responses: (\d+)/) || 0) +
    (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0);
  return { requests, requestsPerSecond, p99Ms, errors };
}
