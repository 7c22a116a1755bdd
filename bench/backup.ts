// Backup and restore (docs/history.md) on PGlite: a backup of the seed content plus 10,000 products
// (target ≤ 30 s), then a restore of it into an empty install and a second backup of that, which must hold
// the same rows and files byte for byte (target: 0 differences).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../server/src/platform/database/client.ts';
import { newId } from '../server/src/platform/database/ids.ts';
import { products } from '../server/src/platform/database/schema.ts';
import { backupToFile } from '../server/src/backup/create.ts';
import { restoreArchive } from '../server/src/backup/restore.ts';
import { unpackArchive } from '../server/src/backup/unpack.ts';
import { localStore } from '../server/src/media/storage/local-store.ts';
import { seedIfEmpty } from '../server/src/seed/seed.ts';
import { productExample } from '../shared/src/resources/products.ts';

const PRODUCTS = Number(process.env.BENCH_BACKUP_PRODUCTS ?? 10_000);
const BACKUP_TARGET_S = 30;

const seconds = (since: number) => (Date.now() - since) / 1000;
const folders: string[] = [];
const folder = (label: string) => {
  const dir = mkdtempSync(join(tmpdir(), `texbridge-bench-backup-${label}-`));
  folders.push(dir);
  return dir;
};

async function addProducts(database: Database, count: number) {
  const example = productExample();
  for (let from = 0; from < count; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - from) }, (_, i) => ({
      ...example,
      _id: newId(),
      title: `${example.title} lot ${from + i}`,
      desc: `${example.desc} Lot ${from + i}, woven to order.`,
    }));
    await database.db.insert(products).values(rows);
  }
}

/** Every file an archive holds but its manifest, by name, as unpackArchive checks and unpacks it. */
async function filesOf(archive: string): Promise<Map<string, Buffer>> {
  const dir = folder('unpacked');
  await unpackArchive(archive, dir);
  const files = new Map<string, Buffer>();
  for (const sub of readdirSync(dir)) {
    for (const name of readdirSync(join(dir, sub))) files.set(`${sub}/${name}`, readFileSync(join(dir, sub, name)));
  }
  return files;
}

/** How many files differ between two archives (missing from either, or other bytes). */
async function differences(first: string, second: string): Promise<number> {
  const [a, b] = [await filesOf(first), await filesOf(second)];
  let count = 0;
  for (const name of new Set([...a.keys(), ...b.keys()])) {
    const [x, y] = [a.get(name), b.get(name)];
    if (!x || !y || !x.equals(y)) count++;
  }
  return count;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

console.log(`\nBackup and restore on PGlite: the seed content and ${PRODUCTS.toLocaleString('en')} products\n`);
try {
  const sourceUploads = folder('uploads');
  const source = await openDatabase({ dataDir: 'memory://' });
  let archive: string;
  try {
    await seedIfEmpty(source.db, localStore(sourceUploads));
    await addProducts(source, PRODUCTS);
    const started = Date.now();
    ({ path: archive } = await backupToFile(source, { files: localStore(sourceUploads), target: folder('backups') }));
    const took = seconds(started);
    const megabytes = statSync(archive).size / 1024 / 1024;
    console.log(
      `  backup                     ${took.toFixed(1).padStart(5)} s   target ≤ ${BACKUP_TARGET_S} s ${mark(took <= BACKUP_TARGET_S)}   (${megabytes.toFixed(1)} MB)`,
    );
  } finally {
    await source.close();
  }

  const targetUploads = folder('target-uploads');
  const target = await openDatabase({ dataDir: 'memory://' });
  try {
    const started = Date.now();
    const staging = join(targetUploads, '.texbridge-restore-bench');
    const manifest = await unpackArchive(archive, staging);
    await restoreArchive(target, { manifest, stagingDir: staging, files: localStore(targetUploads), force: false });
    rmSync(staging, { recursive: true, force: true });
    const took = seconds(started);
    const { path: copy } = await backupToFile(target, { files: localStore(targetUploads), target: folder('copies') });
    const differ = await differences(archive, copy);
    console.log(`  restore                    ${took.toFixed(1).padStart(5)} s   (into an empty PGlite)`);
    console.log(`  round trip differences     ${String(differ).padStart(5)}     target 0 ${mark(differ === 0)}`);
  } finally {
    await target.close();
  }
} finally {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
