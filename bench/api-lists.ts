// Public list throughput of the API on PGlite: the read cache against the same app reading the
// database on every request, both measured in this run on this machine. Prints req/s, p99 and the ratio.
import autocannon from 'autocannon';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { products } from '../server/src/db/schema.ts';
import { createStore } from '../server/src/db/store.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROWS = 100;

const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', SEED: 'off', RATE_LIMIT_MAX: '100000000' });
const database = await openDatabase(config);
const store = createStore(database.db, products);
for (let n = 0; n < ROWS; n++) {
  await store.insert({
    title: `Combed Cotton Yarn Ne ${n}/1`,
    desc: 'Ring-spun combed cotton yarn for knitting, waxed, on cones.'.repeat(3),
    feature: ['Low hairiness', 'Even count', 'Contamination controlled'],
    composition: ['100% Cotton'],
    endUse: 'Single jersey, pique and rib',
    background: 'Spun in Narayanganj from BCI cotton.',
    category: (['fibres', 'yarn', 'fabrics', 'dyes', 'garments'] as const)[n % 5],
    productImage: '/uploads/0123456789abcdef0123456789abcdef.webp',
  });
}

async function measure(label: string, readCache: boolean, path: string) {
  const app = await buildApp({ config, database, readCache });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}${path}`;
  await autocannon({ url, connections: 10, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections: 10, duration: SECONDS });
  await app.close();
  const figures = {
    label,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(
    `${label.padEnd(28)} ${path.padEnd(24)} ${String(figures.requestsPerSecond).padStart(7)} req/s   p99 ${figures.p99Ms} ms   errors ${figures.errors}`,
  );
  return figures;
}

console.log(`GET lists of ${ROWS} products on PGlite, 10 connections, ${SECONDS} s each\n`);
for (const path of ['/products', '/?category=yarn']) {
  const baseline = await measure('database on every request', false, path);
  const cached = await measure('read cache', true, path);
  console.log(
    `  → the read cache serves ${(cached.requestsPerSecond / baseline.requestsPerSecond).toFixed(1)}× the baseline\n`,
  );
}
await database.close();
