// The public site's render server (hosts/public/server) on `/`: rendered cold, served from its page
// cache, and a static file of the same server as the baseline, all measured in this run on this
// machine. Builds the client and the SSR bundle first, then starts the site as lib/site-system.ts does
// (the API in this process, PGlite in memory, seeded with the demo content; the render server; nginx)
// and measures the render server directly, not through nginx: its own throughput is the question here.
//
// Cold: every request asks for `/?cold=<n>` with a new n. The home page ignores its query string, so
// each one is a full render of `/` (loaders, API calls, React), but the page cache keys by URL: every
// request misses and no two share a render. The page cache keeps running as in production; nothing
// in the server is switched off for the measurement.
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { buildSite, serveRenderServer, SERVE, startSite } from './lib/site-system.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
/** The cached figure's target, as a share of the static file's. */
const TARGET = 0.5;
/** What a browser sends: the render server answers pages compressed, static files as they are. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const kB = (bytes: number) => Math.round(bytes / 1024);

async function main() {
  buildSite();
  const system = await startSite(fileURLToPath(import.meta.url));
  try {
    await run(system.renderServerOrigin);
  } finally {
    await system.stop();
  }
}

async function run(origin: string) {
  // The page must be a real one before it is timed: a 503 or a 404 would be quick and meaningless.
  const home = await fetch(`${origin}/`, { headers: HEADERS });
  const body = await home.text();
  const sent = Number((await fetch(`${origin}/`, { method: 'HEAD', headers: HEADERS })).headers.get('content-length'));
  if (home.status !== 200 || !body.includes('<div id="root"><')) {
    throw new Error(`GET / answered ${home.status} without a rendered page: is the API seeded?`);
  }

  interface Figures {
    label: string;
    requestsPerSecond: number;
    p99Ms: number;
    errors: number;
  }

  async function measure(label: string, path: string, options: Partial<autocannon.Options> = {}): Promise<Figures> {
    const url = `${origin}${path}`;
    const load = { url, connections: CONNECTIONS, headers: HEADERS, ...options };
    await autocannon({ ...load, duration: 1 }); // warm-up
    const result = await autocannon({ ...load, duration: SECONDS });
    const figures = {
      label,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
    console.log(
      `${label.padEnd(30)} ${String(figures.requestsPerSecond).padStart(7)} req/s   p99 ${figures.p99Ms} ms   errors ${figures.errors}`,
    );
    return figures;
  }

  console.log(
    `\nGET / (${kB(Buffer.byteLength(body))} kB, ${kB(sent)} kB as sent) on the render server directly (not through nginx), ${CONNECTIONS} connections, ${SECONDS} s each\n`,
  );
  let n = 0;
  const cold = await measure('/ rendered (cache missed)', '/', {
    // A new URL on every request: a render each time, none shared (see the top of this file).
    requests: [{ setupRequest: (request) => ({ ...request, path: `/?cold=${n++}` }) }],
  });
  const cached = await measure('/ from the page cache', '/');
  const favicon = await measure('/favicon.svg (static file)', '/favicon.svg');

  const ratio = cached.requestsPerSecond / favicon.requestsPerSecond;
  console.log(
    `\n  → the page cache serves ${(cached.requestsPerSecond / cold.requestsPerSecond).toFixed(1)}× the cold render` +
      `\n  → cached / static: ${ratio.toFixed(2)}× (target ≥ ${TARGET}×) ${ratio >= TARGET ? 'met' : 'MISSED'}\n`,
  );
}

if (process.argv.includes(SERVE)) {
  await serveRenderServer();
} else {
  await main();
}
