// Public list throughput of the API on PGlite, all measured in this run on this machine:
// - the read cache against the same app reading the database on every request;
// - the cached list against a bare Fastify (no plugins, no hooks) answering the same bytes: what the
//   API's protections (helmet, CORS, rate limit, ETag/304, validation) cost on the hottest path;
// - the same bare Fastify setting the API's headers on its reply too: what those headers cost sent that way;
// - the bytes of GET /products with 5,000 products, with and without Accept-Encoding: br, gzip.
// All under wrk, in a process of its own (lib/wrk.ts), so that the figures are the servers'.
import { createRequire } from 'node:module';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/platform/config.ts';
import { openDatabase } from '../server/src/platform/database/client.ts';
import { products } from '../server/src/platform/database/schema.ts';
import { createStore } from '../server/src/platform/database/store.ts';
import { checkWrk, wrk } from './lib/wrk.ts';
import { productExample } from '../shared/src/resources/products.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROWS = 100;
/**
 * Cached GET /products as a share of the bare Fastify's req/s, printed as information: a floor that
 * says the plugins (helmet, CORS, rate limit) have not made the hot path slow (docs/performance.md).
 */
const BARE_FLOOR = 0.5;
/** Products in the catalogue whose GET /products is weighed with and without compression. */
const LARGE_ROWS = 5000;
/**
 * Rounds of each server in turn, alternated, so that a neighbour's load on the machine weighs on all
 * alike. Each round opens new connections, and on these machines what writing a 50 kB body to one costs
 * swings from round to round: a plain node:http server sending the same 51 kB body ran 19,000 req/s in
 * one round and 13,900 in the next. The figure is the median of the rounds' ratios, each API round
 * taken against the bare round right beside it (the API runs between the other two), so that one
 * round caught in a slow spell does not decide it: with wrk, whole seconds of a round run 15% slower
 * while the host is busy elsewhere.
 */
const ROUNDS = 16;
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 1);

checkWrk();
const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', SEED: 'off', RATE_LIMIT_MAX: '100000000' });
const database = await openDatabase(config);
const store = createStore(database.db, products);
const addProduct = (n: number) =>
  store.insert({
    ...productExample(),
    title: `Combed Cotton Yarn Ne ${n}/1`,
    desc: 'Ring-spun combed cotton yarn for knitting, waxed, on cones.'.repeat(3),
    feature: ['Low hairiness', 'Even count', 'Contamination controlled'],
    category: (['fibres', 'yarn', 'fabrics', 'dyes', 'garments'] as const)[n % 5],
  });
for (let n = 0; n < ROWS; n++) await addProduct(n);

interface Listening {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<unknown>;
  server: { address(): unknown };
}

async function measure(label: string, start: () => Promise<Listening>, path: string) {
  const app = await start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}${path}`;
  await wrk(url, 1); // warm-up
  const result = await wrk(url, SECONDS);
  await app.close();
  const figures = {
    label,
    path,
    requestsPerSecond: Math.round(result.requestsPerSecond),
    p99Ms: result.p99Ms,
    errors: result.errors,
  };
  console.log(
    `${label.padEnd(28)} ${path.padEnd(24)} ${String(figures.requestsPerSecond).padStart(7)} req/s   p99 ${figures.p99Ms} ms   errors ${figures.errors}`,
  );
  return figures;
}

type Headers = Record<string, string>;
interface BareFastify extends Listening {
  get(
    path: string,
    handler: (request: unknown, reply: { headers(headers: Headers): { send(body: Buffer): unknown } }) => unknown,
  ): void;
}
// The API's own copy of Fastify (the bench has none): the baseline differs from the API only by what the API adds.
const Fastify = createRequire(new URL('../server/package.json', import.meta.url))('fastify') as () => BareFastify;

const api = (readCache: boolean) => () => buildApp({ config, database, readCache });

/** A Fastify with one route that sends `body` with `headers`, and nothing else. */
const bare = (body: Buffer, headers: Headers) => {
  const app = Fastify();
  app.get('/products', (_request, reply) => reply.headers(headers).send(body));
  return app;
};

console.log(`GET lists of ${ROWS} products on PGlite, 10 connections, ${SECONDS} s each\n`);
for (const path of ['/products', '/?category=yarn']) {
  const baseline = await measure('database on every request', api(false), path);
  const cached = await measure('read cache', api(true), path);
  console.log(
    `  → the read cache serves ${(cached.requestsPerSecond / baseline.requestsPerSecond).toFixed(1)}× the baseline\n`,
  );
}

/**
 * Load on one URL for `seconds`, from wrk: requests a second, p99, and the server's CPU time per request
 * (this process serves; wrk runs in its own). A neighbour's load on the machine takes req/s away; it
 * inflates CPU time far less.
 */
async function load(url: string, seconds: number) {
  const before = process.cpuUsage();
  const result = await wrk(url, seconds);
  const cpu = process.cpuUsage(before);
  return {
    requestsPerSecond: result.requestsPerSecond,
    p99Ms: result.p99Ms,
    errors: result.errors,
    cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests),
  };
}

async function listening(app: Listening) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}/products`;
}

const cachedApi = await buildApp({ config, database });
const answer = await cachedApi.inject({ method: 'GET', url: '/products' });
// The headers the API sent, but those Node adds to every answer (the bare Fastify's get them too).
const apiHeaders = Object.fromEntries(
  Object.entries(answer.headers)
    .filter(([name]) => !['content-length', 'date', 'connection', 'keep-alive'].includes(name))
    .map(([name, value]) => [name, String(value)]),
);
// The bytes as the API keeps them (encoded once), sent by Fastify alone: the target's baseline. And the
// same with the API's very headers: what is left of the gap is what the API does, not what it sends.
const bareApp = bare(answer.rawPayload, { 'content-type': apiHeaders['content-type']! });
const bareWithHeadersApp = bare(answer.rawPayload, apiHeaders);
const runs = () => [] as Awaited<ReturnType<typeof load>>[];
// The API in the middle: each of its rounds runs right beside a bare round, in either order.
const servers = [
  { label: 'bare Fastify, same bytes', url: await listening(bareApp), runs: runs() },
  { label: 'API, read cache', url: await listening(cachedApi), runs: runs() },
  { label: 'bare Fastify + API headers', url: await listening(bareWithHeadersApp), runs: runs() },
];
const size = (await cachedApi.inject({ method: 'GET', url: '/products' })).rawPayload.length;
console.log(
  `Cached GET /products (${Math.round(size / 1024)} kB) against a bare Fastify sending the same bytes, ` +
    `alternating ${ROUNDS} × ${ROUND_SECONDS} s each\n`,
);
for (const server of servers) await load(server.url, 1); // warm-up
for (let round = 0; round < ROUNDS; round++) {
  // The order turns round each time: a neighbour's load that comes and goes weighs on all alike.
  for (const server of round % 2 === 0 ? servers : [...servers].reverse())
    server.runs.push(await load(server.url, ROUND_SECONDS));
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
};
const [bareFigures, apiFigures, bareWithHeadersFigures] = servers.map((server) => {
  const requestsPerSecond = Math.round(server.runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / ROUNDS);
  const p99Ms = Math.max(...server.runs.map((run) => run.p99Ms));
  const errors = server.runs.reduce((sum, run) => sum + run.errors, 0);
  const cpuMicrosPerRequest = median(server.runs.map((run) => run.cpuMicrosPerRequest));
  console.log(
    `${server.label.padEnd(28)} ${'/products'.padEnd(24)} ${String(requestsPerSecond).padStart(7)} req/s   p99 ${p99Ms} ms   errors ${errors}   ` +
      `CPU ${Math.round(cpuMicrosPerRequest)} µs/request (rounds ${server.runs.map((run) => Math.round(run.requestsPerSecond)).join(', ')} req/s)`,
  );
  return { runs: server.runs, errors, cpuMicrosPerRequest };
});
await cachedApi.close();
await bareApp.close();
await bareWithHeadersApp.close();
/** Each round's req/s of `of` against those of `to` in the same turn. */
const ratioOfRounds = (to: typeof apiFigures, of = apiFigures) =>
  of!.runs.map((run, round) => run.requestsPerSecond / to!.runs[round]!.requestsPerSecond);
const roundRatios = ratioOfRounds(bareFigures);
const ratio = median(roundRatios);
const met = ratio >= BARE_FLOOR && apiFigures!.errors === 0;
console.log(
  `  → cached GET /products / bare Fastify: ${ratio.toFixed(3)}× (floor ≥ ${BARE_FLOOR}×) ${met ? '✓' : '✗'}` +
    `   (median of the rounds: ${roundRatios.map((value) => value.toFixed(2)).join(', ')})`,
);
// A bare Fastify setting the API's headers one by one on its reply, as the API's plugins do: what they
// cost sent that way, with nothing else.
const headersOnly = median(ratioOfRounds(bareFigures, bareWithHeadersFigures));
// Not the target's figures: what the API's own work costs, and a check on req/s when neighbours make it jump.
console.log(
  `    API / the bare Fastify sending the API's headers too: ${median(ratioOfRounds(bareWithHeadersFigures)).toFixed(2)}×\n` +
    `    the bare Fastify sending the API's headers through its reply / bare Fastify: ${headersOnly.toFixed(3)}×\n` +
    `    CPU time per request, bare / API: ${(bareFigures!.cpuMicrosPerRequest / apiFigures!.cpuMicrosPerRequest).toFixed(2)}×\n`,
);

// The whole catalogue's list as a client gets it: compressed copies are made once per body and kept
// beside it (server/src/platform/read-cache.ts).
for (let n = ROWS; n < LARGE_ROWS; n++) await addProduct(n);
const largeApi = await buildApp({ config, database });
const sizeOf = async (headers: Record<string, string>) => {
  const reply = await largeApi.inject({ method: 'GET', url: '/products', headers });
  return { bytes: reply.rawPayload.length, encoding: reply.headers['content-encoding'] ?? 'none' };
};
const plain = await sizeOf({});
console.log(`GET /products with ${LARGE_ROWS} products:`);
console.log(`  without Accept-Encoding         ${String(plain.bytes).padStart(9)} bytes`);
for (const accept of ['br, gzip', 'gzip']) {
  const packed = await sizeOf({ 'accept-encoding': accept });
  console.log(
    `  Accept-Encoding: ${accept.padEnd(14)} ${String(packed.bytes).padStart(9)} bytes (${packed.encoding}, ` +
      `${((100 * packed.bytes) / plain.bytes).toFixed(1)}% of the plain body)`,
  );
}
await largeApi.close();
await database.close();
