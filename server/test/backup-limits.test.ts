import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import sharp from 'sharp';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/platform/database/client.ts';
import { backupToFile, prepareBackup } from '../src/backup/create.ts';
import { MANIFEST_NAME } from '../src/backup/format.ts';
import { unpackArchive } from '../src/backup/unpack.ts';
import { saveWebp } from '../src/media/images.ts';
import { localStore } from '../src/media/storage/local-store.ts';
import { entriesOf, manifestOf, packEntries } from './helpers/archives.ts';
import { pgliteTemplate } from './helpers/pglite-template.ts';
import { runServerScript } from './helpers/processes.ts';

/**
 * A restore checks an archive as it reads it (docs/history.md): hostile archives are refused having
 * written next to nothing, and backups are the owner's only. A PGlite of this file's own, in memory.
 */

const folders: string[] = [];
const folder = (label: string) => {
  const dir = mkdtempSync(join(tmpdir(), `texbridge-backup-limits-${label}-`));
  folders.push(dir);
  return dir;
};
const MB = 1024 ** 2;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const modeOf = (path: string) => statSync(path).mode & 0o777;

let database: Database;
/** A real backup of a database with one upload (and its narrower copies), manifest first. */
let archive: string;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://', startFrom: pgliteTemplate() });
  const uploads = folder('uploads');
  const picture = await sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } })
    .webp()
    .toBuffer();
  await saveWebp(picture, localStore(uploads));
  ({ path: archive } = await backupToFile(database, { files: localStore(uploads), target: folder('backups') }));
}, 120_000);

afterAll(async () => {
  await database?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The files under `dir` and their bytes, together. */
function usage(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        files++;
        bytes += lstatSync(path, { throwIfNoEntry: false })?.size ?? 0;
      }
    }
  };
  if (existsSync(dir)) {
    try {
      walk(dir);
    } catch {
      // Removed while it was being walked: what was counted stands.
    }
  }
  return { files, bytes };
}

/**
 * Unpacks `path` into a new staging folder, watching it all along: answers the refusal (or undefined when
 * it was accepted), the most the folder ever held, and what it holds afterwards.
 */
async function unpackWatched(path: string) {
  const staging = join(folder('staging'), 'unpacked');
  const peak = { files: 0, bytes: 0 };
  const sample = () => {
    const now = usage(staging);
    peak.files = Math.max(peak.files, now.files);
    peak.bytes = Math.max(peak.bytes, now.bytes);
  };
  // A pause after each look, however long it took, so that the unpacking goes on between looks.
  let watcher: NodeJS.Timeout | undefined;
  const look = () => {
    sample();
    watcher = setTimeout(look, 25);
  };
  look();
  let refusal: Error | undefined;
  try {
    await unpackArchive(path, staging);
  } catch (error) {
    refusal = error as Error;
  } finally {
    clearTimeout(watcher);
  }
  sample();
  return { refusal, peak, after: usage(staging) };
}

/** Writes a .tar.gz of `entries` in order; an entry given as a size is that many zero bytes, streamed. */
async function packRaw(path: string, entries: [name: string, content: Buffer | number][], trailingZeros = 0) {
  const pack = tar.pack();
  const gzip = createGzip({ level: 1 });
  const written = pipeline(pack, gzip, createWriteStream(path));
  const block = Buffer.alloc(MB);
  for (const [name, content] of entries) {
    if (Buffer.isBuffer(content)) {
      pack.entry({ name, size: content.length }, content);
      continue;
    }
    const entry = pack.entry({ name, size: content });
    for (let left = content; left > 0; left -= block.length) {
      if (!entry.write(block.subarray(0, Math.min(block.length, left)))) {
        await new Promise<void>((resolve) => entry.once('drain', () => resolve()));
      }
    }
    entry.end(undefined);
  }
  if (trailingZeros > 0) {
    // Zeros after the archive's end, as gzip members of their own: tar reads them as empty blocks.
    pack.finalize();
    await written;
    const tail = createGzip({ level: 1 });
    const appended = pipeline(tail, createWriteStream(path, { flags: 'a' }));
    for (let left = trailingZeros; left > 0; left -= block.length) {
      if (!tail.write(block)) await new Promise<void>((resolve) => tail.once('drain', () => resolve()));
    }
    tail.end();
    await appended;
    return;
  }
  pack.finalize();
  await written;
}

describe('a backup', () => {
  it('is written 0600 in a 0700 folder, and staged the same way', async () => {
    const target = join(folder('modes'), 'new', 'backups');
    const { path } = await backupToFile(database, { files: localStore(folder('empty-uploads')), target: `${target}/` });
    expect(modeOf(join(target, '..'))).toBe(0o700);
    expect(modeOf(target)).toBe(0o700);
    expect(modeOf(path)).toBe(0o600);

    // The tables staged for GET /backup, before the archive is streamed.
    const root = join(folder('staging-root'), 'backups');
    const prepared = await prepareBackup(database, { files: localStore(folder('no-uploads')), stagingRoot: root });
    try {
      expect(modeOf(root)).toBe(0o700);
      const [staging] = readdirSync(root).filter((name) => name.startsWith('.texbridge-staging-'));
      expect(modeOf(join(root, staging!))).toBe(0o700);
      expect(modeOf(join(root, staging!, 'tables'))).toBe(0o700);
      const tables = readdirSync(join(root, staging!, 'tables'));
      expect(tables.length).toBeGreaterThan(5);
      for (const name of tables) expect(modeOf(join(root, staging!, 'tables', name)), name).toBe(0o600);
    } finally {
      await prepared.discard();
    }

    // And what a restore unpacks.
    const staged = join(folder('unpack-modes'), 'unpacked');
    const manifest = await unpackArchive(archive, staged);
    expect(modeOf(staged)).toBe(0o700);
    for (const sub of ['tables', 'uploads']) {
      expect(modeOf(join(staged, sub))).toBe(0o700);
      for (const name of readdirSync(join(staged, sub))) expect(modeOf(join(staged, sub, name)), name).toBe(0o600);
    }
    expect(Object.keys(manifest.files).filter((name) => name.startsWith('uploads/')).length).toBe(5);
  });

  it('begins with its manifest', async () => {
    const names = [...(await entriesOf(archive)).keys()];
    expect(names[0]).toBe(MANIFEST_NAME);
  });
});

describe('a restore refuses, having written next to nothing,', () => {
  it('a gzip bomb: an entry far larger than its manifest says', async () => {
    const entries = await entriesOf(archive);
    const manifest = manifestOf(entries);
    const bomb = join(folder('bomb'), 'bomb.tar.gz');
    const table = 'tables/products.ndjson';
    expect(manifest.files[table]!.bytes).toBeLessThan(MB);
    await packRaw(bomb, [
      [MANIFEST_NAME, entries.get(MANIFEST_NAME)!],
      [table, 256 * MB],
    ]);
    expect(statSync(bomb).size).toBeLessThan(2 * MB);
    const { refusal, peak, after } = await unpackWatched(bomb);
    expect(peak.bytes).toBeLessThanOrEqual(MB);
    expect(refusal?.message).toBe(
      `${table} in the archive is ${256 * MB} bytes, but its manifest says ${manifest.files[table]!.bytes}: the archive was changed or damaged.`,
    );
    expect(after).toEqual({ files: 0, bytes: 0 });
  });

  it('an upload its manifest declares larger than any upload can be', async () => {
    const entries = await entriesOf(archive);
    const manifest = manifestOf(entries);
    const name = `uploads/${'a'.repeat(32)}.webp`;
    const size = 256 * MB;
    manifest.files[name] = { sha256: 'b'.repeat(64), bytes: size };
    const bomb = join(folder('upload-bomb'), 'bomb.tar.gz');
    await packRaw(bomb, [
      [MANIFEST_NAME, Buffer.from(JSON.stringify(manifest))],
      [name, size],
    ]);
    const { refusal, peak, after } = await unpackWatched(bomb);
    expect(peak).toEqual({ files: 0, bytes: 0 });
    expect(refusal?.message).toMatch(
      /^The archive's manifest says uploads\/a{32}\.webp is 256 MB, more than any upload can be/,
    );
    expect(after).toEqual({ files: 0, bytes: 0 });
  });

  it('zeros after the end of the archive', async () => {
    const entries = await entriesOf(archive);
    const padded = join(folder('padded'), 'padded.tar.gz');
    await packRaw(
      padded,
      [...entries].map(([name, bytes]) => [name, bytes]),
      512 * MB,
    );
    const started = Date.now();
    const { refusal, after } = await unpackWatched(padded);
    expect(refusal?.message).toBe(
      'padded.tar.gz unpacks to more than its manifest declares: it was changed or is not a TexBridge backup, and nothing was restored.',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(after).toEqual({ files: 0, bytes: 0 });
  });

  it('many tiny entries beyond the count its manifest lists', async () => {
    const entries = await entriesOf(archive);
    const listed = Object.keys(manifestOf(entries).files).length;
    const extra = 5_000;
    const many = join(folder('many'), 'many.tar.gz');
    await packRaw(many, [
      ...[...entries].map(([name, bytes]): [string, Buffer] => [name, bytes]),
      ...Array.from({ length: extra }, (_, i): [string, Buffer] => [
        `uploads/${i.toString(16).padStart(32, '0')}.webp`,
        Buffer.from('x'),
      ]),
    ]);
    const { refusal, peak, after } = await unpackWatched(many);
    expect(peak.files).toBeLessThanOrEqual(listed + 1);
    expect(refusal?.message).toBe(
      `The archive holds uploads/${'0'.repeat(32)}.webp, which its manifest does not list: the archive was changed or damaged.`,
    );
    expect(after).toEqual({ files: 0, bytes: 0 });
  });

  it('an SVG named .webp, whatever its manifest says', async () => {
    const entries = await entriesOf(archive);
    const manifest = manifestOf(entries);
    const name = Object.keys(manifest.files).find((file) => /^uploads\/[0-9a-f]{32}\.webp$/.test(file))!;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    );
    entries.set(name, svg);
    manifest.files[name] = { sha256: sha256(svg), bytes: svg.length };
    entries.set(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest)));
    const changed = join(folder('svg'), 'svg.tar.gz');
    await packEntries(entries, changed);
    const { refusal, after } = await unpackWatched(changed);
    expect(refusal?.message).toBe(
      `${name} in the archive is not a webp file (its bytes are of no known type): the archive was changed, and nothing was restored.`,
    );
    expect(after).toEqual({ files: 0, bytes: 0 });
  });

  it('an archive whose manifest is not first, which the recipe in docs/history.md puts first', async () => {
    const entries = await entriesOf(archive);
    // As earlier versions wrote it: the manifest last.
    const manifest = entries.get(MANIFEST_NAME)!;
    entries.delete(MANIFEST_NAME);
    entries.set(MANIFEST_NAME, manifest);
    const dir = folder('manifest-last');
    const old = join(dir, 'texbridge-backup-old.tar.gz');
    await packEntries(entries, old);
    const { refusal, peak, after } = await unpackWatched(old);
    expect(peak).toEqual({ files: 0, bytes: 0 });
    expect(refusal?.message).toMatch(
      /^The archive begins with tables\/\w+\.ndjson, not manifest\.json: a TexBridge backup begins with its manifest.*docs\/history\.md/,
    );
    expect(after).toEqual({ files: 0, bytes: 0 });

    const history = readFileSync(join(import.meta.dirname, '../../docs/history.md'), 'utf8');
    const recipe = /<!-- manifest-first -->\s*```sh\n([\s\S]*?)```/.exec(history)?.[1];
    expect(recipe).toContain('texbridge-backup-old.tar.gz');
    execFileSync('sh', ['-e', '-c', recipe!], { cwd: dir });
    const reordered = readdirSync(dir).filter((name) => name !== 'texbridge-backup-old.tar.gz');
    expect(reordered).toEqual(['texbridge-backup-old-manifest-first.tar.gz']);
    const path = join(dir, reordered[0]!);
    expect(modeOf(path)).toBe(0o600);
    expect((await unpackWatched(path)).refusal).toBeUndefined();
  });

  /** A small disk: a tmpfs in a mount namespace of the restore's own, gone when it ends. */
  const namespaces = spawnSync('unshare', ['-rm', 'true']).status === 0;
  it.skipIf(!namespaces)(
    'an archive larger than the staging disk has free',
    async () => {
      const uploadDir = folder('small-disk');
      const run = promisify(execFile)(
        'unshare',
        [
          '-rm',
          'sh',
          '-e',
          '-c',
          'mount -t tmpfs -o size=64k tmpfs "$UPLOAD_DIR"; exec node_modules/.bin/tsx src/cli/restore.ts "$0"',
          archive,
        ],
        {
          cwd: join(import.meta.dirname, '..'),
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATABASE_URL: '',
            DATA_DIR: join(folder('small-disk-data'), 'data'),
            UPLOAD_DIR: uploadDir,
          },
        },
      );
      const failed = await run.then(
        () => undefined,
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(`${failed?.stdout}${failed?.stderr}`).toMatch(
        /The archive needs \d+ KB to be unpacked in .*, and its disk has 64 KB free: make room, then restore again\./,
      );
    },
    60_000,
  );

  it('through npm run restore, with nothing left in the upload folder', async () => {
    const entries = await entriesOf(archive);
    const bomb = join(folder('cli-bomb'), 'bomb.tar.gz');
    await packRaw(bomb, [
      [MANIFEST_NAME, entries.get(MANIFEST_NAME)!],
      ['tables/products.ndjson', 64 * MB],
    ]);
    const uploadDir = folder('cli-uploads');
    const run = runServerScript('src/cli/restore.ts', [bomb], {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      DATA_DIR: join(folder('cli-data'), 'data'),
      UPLOAD_DIR: uploadDir,
    });
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain(`tables/products.ndjson in the archive is ${64 * MB} bytes, but its manifest says`);
    expect(readdirSync(uploadDir)).toEqual([]);
  }, 60_000);
});
