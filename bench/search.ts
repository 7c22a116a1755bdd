// Search latency (docs/search.md): GET /search answered by the API in process (Fastify's inject, so the
// figure is the route's and the database's, not a network's), median and p95 over varied queries, with
// 10,000 products on PGlite and 100,000 on PostgreSQL (a server this bench starts with pg_ctl, when the
// machine has one), a third of them translated into Chinese; English queries, and Chinese ones asked with
// locale=zh (docs/search.md, "Chinese search"). Targets: p95 ≤ 50 ms for each.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/platform/config.ts';
import { openDatabase } from '../server/src/platform/database/client.ts';
import { newId } from '../server/src/platform/database/ids.ts';
import { products } from '../server/src/platform/database/schema.ts';
import { productExample } from '../shared/src/resources/products.ts';
import { CERTIFICATIONS, FIBRES } from '../shared/src/resources/product-vocabulary.ts';
import { clusterPorts, clusterSettings } from '@texbridge/scripts/cluster';
import { freePort } from '@texbridge/scripts/ports';

const P95_TARGET_MS = 50;
/** Each query this many times, after one warm-up round. */
const REPEATS = Number(process.env.BENCH_SEARCH_REPEATS ?? 10);
/** What buyers type: words, typos, spacing variants, parts of words, counts and codes, and nothing found. */
const QUERIES = [
  'cotton',
  'poplin',
  'poplinn',
  'oekotex',
  'GOTS organic',
  'recycled polyester',
  'Ne 30/1',
  'denim 12 oz',
  'twil',
  'elastane',
  'single jersey 160',
  'viscose slub',
  'reactive dyes',
  'melange',
  'zzyzx',
];
/**
 * What a Chinese buyer types: a word of two characters, longer words, one character (which a third of the
 * catalogue has), words with English ones, punctuation, and words found nowhere though their characters are.
 */
const CHINESE_QUERIES = [
  '棉纱',
  '精梳棉纱',
  '府绸',
  '棉',
  '纱',
  '斜纹 棉',
  '活性染色',
  '丝光府绸',
  '棉纱 Ne 30',
  '，牛仔布。',
  '羊毛 针织',
  '再生涤纶 GOTS',
  '预缩',
  '绸缎',
  '丝绸',
];

const CONSTRUCTIONS = [
  'Poplin',
  'Twill',
  'Single Jersey',
  'Denim',
  'Oxford',
  'Rib',
  'Fleece',
  'Canvas',
  'Slub',
  'Pique',
];
const FINISHES = ['mercerised', 'peached', 'bleached', 'reactive dyed', 'enzyme washed', 'brushed', 'sanforised'];
/** The same words in Chinese, in the same order (FIBRES', then CONSTRUCTIONS', then FINISHES'). */
const FIBRES_ZH =
  '棉 有机棉 再生棉 涤纶 再生涤纶 粘胶 莫代尔 莱赛尔 亚麻 羊毛 真丝 锦纶 氨纶 腈纶 黄麻 汉麻 其他'.split(' ');
const CONSTRUCTIONS_ZH = '府绸 斜纹 单面汗布 牛仔布 牛津布 罗纹 摇粒绒 帆布 竹节 珠地'.split(' ');
const FINISHES_ZH = '丝光 桃皮绒 漂白 活性染色 酵素洗 磨毛 预缩'.split(' ');

/** A product's Chinese translation, as the `translations` column keeps it: a yarn is a combed yarn (精梳…纱). */
function inChinese(n: number, yarn: boolean) {
  const fibre = FIBRES_ZH[n % FIBRES.length]!;
  const construction = CONSTRUCTIONS_ZH[(n * 7) % CONSTRUCTIONS.length]!;
  const finish = FINISHES_ZH[(n * 3) % FINISHES.length]!;
  const count = 20 + (n % 20);
  return {
    zh: {
      title: yarn ? `精梳${fibre}纱 Ne ${count}/1，第${n}批` : `${fibre}${construction} ${100 + (n % 300)}克，第${n}批`,
      desc: `${finish}${construction}，${fibre}，按订单机织或针织，适用于${n % 2 ? '衬衫' : '针织服装'}；纱支 Ne ${count}/1。`,
      feature: [finish, `${construction}组织`],
      specs: [{ label: '克重', value: String(100 + (n % 300)) }],
    },
  };
}

/** A catalogue of `count` plausible products, varied enough that each query matches a share, not all. */
function* catalogue(count: number) {
  const example = productExample();
  for (let n = 0; n < count; n++) {
    const fibre = FIBRES[n % FIBRES.length]!;
    const construction = CONSTRUCTIONS[(n * 7) % CONSTRUCTIONS.length]!;
    const finish = FINISHES[(n * 3) % FINISHES.length]!;
    const category = (['fibres', 'yarn', 'fabrics', 'dyes', 'garments'] as const)[n % 5]!;
    yield {
      ...example,
      _id: newId(),
      title: `${fibre.label} ${construction} ${100 + (n % 300)} GSM, lot ${n}`,
      desc: `A ${finish} ${construction.toLowerCase()} in ${fibre.label.toLowerCase()}, woven or knitted to order for ${n % 2 ? 'shirts' : 'knitwear'}; count Ne ${20 + (n % 20)}/1.`,
      category,
      composition: [`100% ${fibre.label.toLowerCase()}`],
      feature: [finish, `${construction} construction`],
      endUse: n % 2 ? 'Shirts and blouses' : 'T-shirts and sweatshirts',
      certifications: [CERTIFICATIONS[n % CERTIFICATIONS.length]!],
      fibres: [{ fibre: fibre.value, percent: 100 }],
      specs: [{ label: 'GSM', value: String(100 + (n % 300)), unit: 'g/m²' }],
      translations: n % 3 === 0 ? inChinese(n, category === 'yarn') : {},
    };
  }
}

async function fill(db: Awaited<ReturnType<typeof openDatabase>>['db'], count: number) {
  let batch: ReturnType<typeof catalogue> extends Generator<infer T> ? T[] : never = [];
  for (const row of catalogue(count)) {
    batch.push(row);
    if (batch.length === 1000) {
      await db.insert(products).values(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await db.insert(products).values(batch);
}

/**
 * VACUUM ANALYZE, without the API's timeouts on PostgreSQL (the server's statement timeout and the client's
 * wait for an answer): at 100,000 products, on a loaded machine, it can take longer than the seconds the API
 * allows a query.
 */
async function vacuumAnalyze(database: Awaited<ReturnType<typeof openDatabase>>) {
  if (!database.pool) return void (await database.db.execute('vacuum analyze'));
  const client = await database.pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    // pg reads a query's own query_timeout before the pool's, though its types do not list it.
    const unhurried = { text: 'vacuum analyze', query_timeout: 30 * 60_000 };
    await client.query(unhurried);
  } finally {
    // Closed, not returned: the pool's other connections keep the API's timeout.
    client.release(true);
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function measure(label: string, env: Record<string, string>, count: number) {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED: 'off', RATE_LIMIT_MAX: '100000000', ...env });
  const database = await openDatabase(config);
  const filled = Date.now();
  await fill(database.db, count);
  // What autovacuum does within a minute of an import this size: the planner's statistics, and the GIN
  // indexes' pending entries merged in.
  await vacuumAnalyze(database);
  const app = await buildApp({ config, database });
  console.log(`  ${label} (filled in ${Math.round((Date.now() - filled) / 1000)} s)`);
  try {
    await timeQueries(app, 'English', QUERIES, '');
    await timeQueries(app, 'Chinese, locale=zh', CHINESE_QUERIES, '&locale=zh');
  } finally {
    await app.close();
    await database.close();
  }
}

/** Each of `queries` REPEATS times after a warm-up round: the median and p95 against the target, the slowest. */
async function timeQueries(app: Awaited<ReturnType<typeof buildApp>>, label: string, queries: string[], extra: string) {
  const times: number[] = [];
  const byQuery: Record<string, number[]> = {};
  const totals: Record<string, number> = {};
  for (let round = 0; round <= REPEATS; round++) {
    for (const q of queries) {
      const started = process.hrtime.bigint();
      const reply = await app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent(q)}${extra}` });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (reply.statusCode !== 200) throw new Error(`${q}: ${reply.statusCode} ${reply.body}`);
      totals[q] = (JSON.parse(reply.body) as { total: number }).total;
      if (round > 0) {
        times.push(ms);
        (byQuery[q] ??= []).push(ms);
      }
    }
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  console.log(
    `    ${label.padEnd(32)} median ${percentile(times, 0.5).toFixed(1).padStart(5)} ms   p95 ${p95.toFixed(1).padStart(5)} ms   target ≤ ${P95_TARGET_MS} ms ${p95 <= P95_TARGET_MS ? '✓' : '✗'}`,
  );
  const slowest = Object.entries(byQuery)
    .map(([q, list]) => [q, list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4);
  console.log(`      matches: ${queries.map((q) => `${q} ${totals[q]}`).join(', ')}`);
  console.log(`      slowest (median): ${slowest.map(([q, ms]) => `${q} ${ms.toFixed(0)} ms`).join(', ')}`);
}

/** A PostgreSQL server of this bench's own, or undefined when the machine has none (or it cannot start). */
async function startPostgres() {
  const bin = (name: string) => {
    try {
      return execFileSync('sh', ['-c', `command -v ${name} || ls /usr/lib/postgresql/*/bin/${name} | tail -n 1`])
        .toString()
        .trim();
    } catch {
      return '';
    }
  };
  const [initdb, pgCtl] = [bin('initdb'), bin('pg_ctl')];
  if (!initdb || !pgCtl) return undefined;
  // CLUSTER_DIR and CLUSTER_PORT as `npm run cluster` reads them: a folder of its own inside the one, the
  // cluster's PostgreSQL port of the other (clusterPorts); unset, the system's temporary folder and any
  // free port.
  const settings = clusterSettings(process.env);
  const parent = settings.dir ?? tmpdir();
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'texbridge-search-pg-'));
  const port = settings.basePort === undefined ? await freePort() : clusterPorts(settings.basePort).postgres;
  const asPostgres = process.getuid?.() === 0;
  const run = (command: string) =>
    execFileSync(asPostgres ? 'su' : 'sh', asPostgres ? ['postgres', '-c', command] : ['-c', command], {
      stdio: 'ignore',
    });
  try {
    if (asPostgres) execFileSync('chown', ['postgres', dir]);
    run(`${initdb} -D ${dir}/data -A trust -U postgres`);
    run(`${pgCtl} -D ${dir}/data -l ${dir}/log -w -o '-c listen_addresses=127.0.0.1 -p ${port} -c fsync=off' start`);
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(`${pgCtl} -D ${dir}/data -m fast stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

console.log(
  `\nSearch latency: GET /search in process, ${QUERIES.length} English and ${CHINESE_QUERIES.length} Chinese queries × ${REPEATS} (p95 ≤ ${P95_TARGET_MS} ms)\n`,
);
// PostgreSQL starts first (on CLUSTER_PORT's layout when set), and stops whatever happens after.
const postgres = await startPostgres();
try {
  await measure('PGlite, 10,000 products', { DATA_DIR: 'memory://' }, 10_000);
  if (!postgres) console.log('  PostgreSQL, 100,000 products      skipped: no PostgreSQL server could be started here');
  else await measure('PostgreSQL, 100,000 products', { DATA_DIR: 'memory://', DATABASE_URL: postgres.url }, 100_000);
} finally {
  postgres?.stop();
}
