// Spec sheets (docs/spec-sheet.md): GET /products/{id}/sheet.pdf answered by the API in process (Fastify's
// inject), on PGlite with the demo content and its images. Each seeded product's first request draws its
// sheet in the sheet pool's thread (cold: the database read, the image made a JPEG, PDFKit, the font
// subsets) and stores it; its second is kept in memory; a second instance sharing the file store answers
// it from the store. The very first sheet starts the pool's thread and is reported apart.
// Cold CPU is the whole process's (process.cpuUsage, the pool's thread included) over the batch of cold
// requests, divided by their number: what one client costs per sheet at its cold-draw limit.
// Targets: ≤ 300 ms cold and ≤ 150 KB, for every product; ≤ 50 ms of CPU per cold sheet. In Chinese
// (?locale=zh, the seed's translations, Noto Sans SC): ≤ 300 ms cold and ≤ 400 KB; its first sheet parses
// Noto Sans SC and is reported apart.
import { localStore } from '../server/src/media/storage/local-store.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/platform/config.ts';
import { openDatabase } from '../server/src/platform/database/client.ts';
import { seedIfEmpty } from '../server/src/seed/seed.ts';
import { specSheetPath } from '../shared/src/resources/public-reads.ts';

const COLD_TARGET_MS = 300;
const SIZE_TARGET_KB = 150;
const COLD_CPU_TARGET_MS = 50;
const ZH_SIZE_TARGET_KB = 400;

const uploads = mkdtempSync(join(tmpdir(), 'texbridge-bench-sheets-'));
const config = loadConfig({
  DATA_DIR: 'memory://',
  UPLOAD_DIR: uploads,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  SHEET_DRAW_LIMIT_MAX: '100000000',
});
const database = await openDatabase(config);
await seedIfEmpty(database.db, localStore(config.uploadDir));
const app = await buildApp({ config, database });
// A second instance: the same database and file store, its own memory.
const second = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });

const timed = async (url: string, api = app) => {
  const started = process.hrtime.bigint();
  const reply = await api.inject({ method: 'GET', url });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
  return { ms, bytes: reply.rawPayload.length };
};

try {
  const ids = (JSON.parse((await app.inject({ method: 'GET', url: '/products' })).body) as { _id: string }[]).map(
    (row) => row._id,
  );
  const threadStart = await timed(specSheetPath(ids[0]!));
  const batch = ids.slice(1);
  const cold: number[] = [];
  const kept: number[] = [];
  const stored: number[] = [];
  const sizes: number[] = [threadStart.bytes];
  const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
  const coldCpu = process.cpuUsage();
  for (const id of batch) {
    const first = await timed(specSheetPath(id));
    cold.push(first.ms);
    sizes.push(first.bytes);
  }
  const coldCpuMs = cpuMs(process.cpuUsage(coldCpu)) / batch.length;
  for (const id of batch) kept.push((await timed(specSheetPath(id))).ms);
  const storedCpu = process.cpuUsage();
  for (const id of batch) stored.push((await timed(specSheetPath(id), second)).ms);
  const storedCpuMs = cpuMs(process.cpuUsage(storedCpu)) / batch.length;
  const inChinese = (id: string) => `${specSheetPath(id)}?locale=zh`;
  const zhFirst = await timed(inChinese(ids[0]!));
  const zhCold: number[] = [];
  const zhSizes: number[] = [zhFirst.bytes];
  for (const id of batch) {
    const first = await timed(inChinese(id));
    zhCold.push(first.ms);
    zhSizes.push(first.bytes);
  }
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const median = (list: number[]) => sorted(list)[Math.floor(list.length / 2)]!;
  const worst = (list: number[]) => sorted(list).at(-1)!;
  const mark = (met: boolean) => (met ? '✓' : '✗');
  console.log(`\nSpec sheets: GET /products/{id}/sheet.pdf in process, ${ids.length} seeded products with images\n`);
  console.log(`  first sheet (starts the pool's thread)  ${threadStart.ms.toFixed(0).padStart(4)} ms`);
  console.log(
    `  cold (first request)   median ${median(cold).toFixed(0).padStart(4)} ms   slowest ${worst(cold).toFixed(0).padStart(4)} ms   target ≤ ${COLD_TARGET_MS} ms ${mark(worst(cold) <= COLD_TARGET_MS)}`,
  );
  console.log(
    `  cold CPU per request   ${coldCpuMs.toFixed(1).padStart(4)} ms of process CPU (${batch.length} cold sheets)   target ≤ ${COLD_CPU_TARGET_MS} ms ${mark(coldCpuMs <= COLD_CPU_TARGET_MS)}`,
  );
  console.log(`  kept (second request)  median ${median(kept).toFixed(1).padStart(4)} ms`);
  console.log(
    `  from the file store    median ${median(stored).toFixed(1).padStart(4)} ms   ${storedCpuMs.toFixed(1)} ms of CPU per request (a second instance)`,
  );
  console.log(
    `  size                   median ${(median(sizes) / 1024).toFixed(1)} KB   largest ${(worst(sizes) / 1024).toFixed(1)} KB   target ≤ ${SIZE_TARGET_KB} KB ${mark(worst(sizes) / 1024 <= SIZE_TARGET_KB)}`,
  );
  console.log(`  in Chinese: first sheet (parses Noto Sans SC)  ${zhFirst.ms.toFixed(0).padStart(4)} ms`);
  console.log(
    `  in Chinese: cold       median ${median(zhCold).toFixed(0).padStart(4)} ms   slowest ${worst(zhCold).toFixed(0).padStart(4)} ms   target ≤ ${COLD_TARGET_MS} ms ${mark(worst(zhCold) <= COLD_TARGET_MS)}`,
  );
  console.log(
    `  in Chinese: size       median ${(median(zhSizes) / 1024).toFixed(1)} KB   largest ${(worst(zhSizes) / 1024).toFixed(1)} KB   target ≤ ${ZH_SIZE_TARGET_KB} KB ${mark(worst(zhSizes) / 1024 <= ZH_SIZE_TARGET_KB)}`,
  );
} finally {
  await second.close();
  await app.close();
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
}
