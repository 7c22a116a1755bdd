// The public site's render server (hosts/public/server) on `/`: rendered cold, served from its page
// cache, and a static file of the same server as the baseline, all measured in this run on this
// machine. Builds the client and the SSR bundle first, then runs the API (PGlite in memory, seeded
// with the demo content) and the render server in this process, as the API bench does.
//
// Cold: every request asks for `/?cold=<n>` with a new n. The home page ignores its query string, so
// each one is a full render of `/` (loaders, API calls, React), but the page cache keys by URL: every
// request misses and no two share a render. The page cache keeps running as in production; nothing
// in the server is switched off for the measurement.
import autocannon from 'autocannon';
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRenderServer, type Render } from '../hosts/public/server/app.ts';
import { parseRuntimeConfig } from '../shared/src/config/runtime-config.ts';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { seedIfEmpty } from '../server/src/seed/seed.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
/** The cached figure's target, as a share of the static file's. */
const TARGET = 0.5;
/** What a browser sends: the render server answers pages compressed, static files as they are. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const SERVE = '--render-server';
const site = fileURLToPath(new URL('../hosts/public', import.meta.url));
const vite = join(site, 'node_modules', '.bin', 'vite');
// React's production build, as the render server runs it (server/main.ts).
process.env.NODE_ENV = 'production';

/** The render server, in a process of its own (as deployed): it tells its parent where it listens. */
async function serve(apiUrl: string) {
  const { render } = (await import(pathToFileURL(join(site, 'server', 'dist', 'entry-server.js')).href)) as {
    render: Render;
  };
  const server = await createRenderServer({
    distDir: join(site, 'dist'),
    render,
    config: parseRuntimeConfig({ siteName: 'TexBridge', apiUrl, siteUrl: 'http://localhost:5173' }),
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  process.send!(`http://127.0.0.1:${(server.server.address() as { port: number }).port}`);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
  // The bench stopped, however it stopped: nothing is left listening.
  process.once('disconnect', () => process.exit(0));
}

const kB = (bytes: number) => Math.round(bytes / 1024);

async function main() {
  // BENCH_BUILD=off measures the builds already in hosts/public (dist/, server/dist/) as they are.
  if (process.env.BENCH_BUILD !== 'off') {
    console.log('Building the site (vite build, vite build --ssr)…');
    for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
      execFileSync(vite, [...args, '--logLevel', 'error'], { cwd: site, stdio: 'inherit' });
    }
  }

  const uploads = mkdtempSync(join(tmpdir(), 'texbridge-bench-'));
  const apiConfig = loadConfig({
    DATA_DIR: 'memory://',
    UPLOAD_DIR: uploads,
    LOG_LEVEL: 'silent',
    SEED: 'off',
    RATE_LIMIT_MAX: '100000000',
  });
  const database = await openDatabase(apiConfig);
  await seedIfEmpty(database.db, apiConfig.uploadDir);
  const api = await buildApp({ config: apiConfig, database });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

  const renderServer = fork(fileURLToPath(import.meta.url), [SERVE], {
    env: { ...process.env, BENCH_API_URL: apiUrl },
    stdio: 'inherit',
  });
  const origin = await new Promise<string>((resolve, reject) => {
    renderServer.once('message', (message) => resolve(String(message)));
    renderServer.once('exit', (code) => reject(new Error(`The render server exited (${code}) before it listened.`)));
  });

  try {
    await run(origin);
  } finally {
    renderServer.kill('SIGTERM');
    await api.close();
    await database.close();
    rmSync(uploads, { recursive: true, force: true });
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
    `\nGET / (${kB(Buffer.byteLength(body))} kB, ${kB(sent)} kB as sent) on the render server, ${CONNECTIONS} connections, ${SECONDS} s each\n`,
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
  await serve(process.env.BENCH_API_URL!);
} else {
  await main();
}
