// What keeping history costs an edit (docs/history.md): PUT /product/{id} answered by the API in process
// (Fastify's inject) on PGlite, with every edit keeping its revision and its activity-log line in its own
// transaction, against the same API built with `keepHistory: false`, the same run. Both edit the same
// product alternately, one title after another, so each edit really changes it. The token check is a
// verifier that knows one admin (Firebase is not what is measured). Target: p95 at most 1.2× the baseline's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import type { TokenVerifier } from '../server/src/auth/token-verifier.ts';
import { loadConfig } from '../server/src/platform/config.ts';
import { openDatabase } from '../server/src/platform/database/client.ts';
import { newId } from '../server/src/platform/database/ids.ts';
import { products } from '../server/src/platform/database/schema.ts';
import { productExample, productsResource } from '../shared/src/resources/products.ts';
import { pathOf } from '../shared/src/resources/define.ts';

const RATIO_TARGET = 1.2;
// A p95 of 400 edits moved between 1.11× and 1.31× from run to run of the same code; of 1,500, by a few hundredths.
const EDITS = Number(process.env.BENCH_HISTORY_EDITS ?? 1500);
const WARM_UP = 40;
const ADMIN = 'bench-admin@texbridge.example';

const verifier: TokenVerifier = {
  verify: async () => ({ uid: 'bench-admin', email: ADMIN, emailVerified: true, displayName: undefined }),
  close: async () => {},
};

const uploads = mkdtempSync(join(tmpdir(), 'texbridge-bench-history-'));
const config = loadConfig({
  DATA_DIR: 'memory://',
  UPLOAD_DIR: uploads,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  ADMIN_EMAILS: ADMIN,
});
const database = await openDatabase(config);
const kept = await buildApp({ config, database, verifier });
const baseline = await buildApp({ config, database, verifier, keepHistory: false });

try {
  const id = newId();
  await database.db.insert(products).values({ ...productExample(), _id: id });
  const url = pathOf(productsResource.update!.path, { id });
  const headers = { authorization: 'Bearer bench' };

  const times = { kept: [] as number[], baseline: [] as number[] };
  for (let n = 0; n < WARM_UP + EDITS; n++) {
    for (const [name, app] of [
      ['kept', kept],
      ['baseline', baseline],
    ] as const) {
      const payload = { title: `Combed Cotton Yarn Ne ${name} ${n}` };
      const started = process.hrtime.bigint();
      const reply = await app.inject({ method: 'PUT', url, headers, payload });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (reply.statusCode !== 200) throw new Error(`PUT ${url}: ${reply.statusCode} ${reply.body}`);
      if (n >= WARM_UP) times[name].push(ms);
    }
  }

  const at = (values: number[], fraction: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
  };
  console.log(`\nWhat history costs an edit: PUT /product/{id}, in process on PGlite, ${EDITS} edits each\n`);
  for (const name of ['baseline', 'kept'] as const) {
    const label = name === 'kept' ? 'with revisions and the log' : 'without (keepHistory: false)';
    console.log(
      `  ${label.padEnd(30)} median ${at(times[name], 0.5).toFixed(1).padStart(5)} ms   p95 ${at(times[name], 0.95).toFixed(1).padStart(5)} ms`,
    );
  }
  const ratio = at(times.kept, 0.95) / at(times.baseline, 0.95);
  console.log(
    `  → p95 with history / without: ${ratio.toFixed(2)}× (target ≤ ${RATIO_TARGET}×) ${ratio <= RATIO_TARGET ? '✓' : '✗'}`,
  );
} finally {
  await kept.close();
  await baseline.close();
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
}
