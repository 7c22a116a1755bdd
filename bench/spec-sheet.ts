// Spec sheets (docs/spec-sheet.md): GET /products/{id}/sheet.pdf answered by the API in process (Fastify's
// inject), on PGlite with the demo content and its images. Each seeded product's first request draws its
// sheet (cold: the database read, the image made a JPEG, PDFKit, the font subsets); its second is kept.
// The API listens first, as deployed, and so has drawn its warm-up sheet before the first request.
// Targets: ≤ 300 ms cold and ≤ 150 KB, for every product.
import { localStore } from '../server/src/lib/storage/local-store.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { seedIfEmpty } from '../server/src/seed/seed.ts';
import { specSheetPath } from '../shared/src/resources/public-reads.ts';

const COLD_TARGET_MS = 300;
const SIZE_TARGET_KB = 150;

const uploads = mkdtempSync(join(tmpdir(), 'texbridge-bench-sheets-'));
const config = loadConfig({
  DATA_DIR: 'memory://',
  UPLOAD_DIR: uploads,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
});
const database = await openDatabase(config);
await seedIfEmpty(database.db, localStore(config.uploadDir));
const app = await buildApp({ config, database });
// Listening, as a deployed API does: it reads the fonts' tables then, not in the first request.
await app.listen({ port: 0, host: '127.0.0.1' });
await new Promise((resolve) => setTimeout(resolve, 500));

const timed = async (url: string) => {
  const started = process.hrtime.bigint();
  const reply = await app.inject({ method: 'GET', url });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
  return { ms, bytes: reply.rawPayload.length };
};

try {
  const ids = (JSON.parse((await app.inject({ method: 'GET', url: '/products' })).body) as { _id: string }[]).map(
    (row) => row._id,
  );
  const cold: number[] = [];
  const kept: number[] = [];
  const sizes: number[] = [];
  for (const id of ids) {
    const first = await timed(specSheetPath(id));
    cold.push(first.ms);
    sizes.push(first.bytes);
    kept.push((await timed(specSheetPath(id))).ms);
  }
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const median = (list: number[]) => sorted(list)[Math.floor(list.length / 2)]!;
  const worst = (list: number[]) => sorted(list).at(-1)!;
  const mark = (met: boolean) => (met ? '✓' : '✗');
  console.log(`\nSpec sheets: GET /products/{id}/sheet.pdf in process, ${ids.length} seeded products with images\n`);
  console.log(
    `  cold (first request)   median ${median(cold).toFixed(0).padStart(4)} ms   slowest ${worst(cold).toFixed(0).padStart(4)} ms   target ≤ ${COLD_TARGET_MS} ms ${mark(worst(cold) <= COLD_TARGET_MS)}`,
  );
  console.log(`  kept (second request)  median ${median(kept).toFixed(1).padStart(4)} ms`);
  console.log(
    `  size                   median ${(median(sizes) / 1024).toFixed(1)} KB   largest ${(worst(sizes) / 1024).toFixed(1)} KB   target ≤ ${SIZE_TARGET_KB} KB ${mark(worst(sizes) / 1024 <= SIZE_TARGET_KB)}`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
}
