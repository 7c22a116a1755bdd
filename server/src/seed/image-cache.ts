/**
 * The seed's images, drawn once per machine rather than once per seed (docs/architecture.md, "Seed"):
 * a folder of WebP files, each named by a hash of exactly what decides its bytes (the SVG, the
 * encoder's options and sharp's and libvips' versions; for a narrower copy, its name, which holds the
 * source's content hash and the width, and the text of the module that makes copies). A cache that
 * cannot be used (a read-only disk, a folder someone else owns) is skipped: a seed never fails for it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync } from 'node:fs';
import { readFile, readdir, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { FileStore } from '../media/storage/file-store.ts';

/** Past this, entries read or written least recently go: the seed's set is ~15 MB, so four versions of it fit. */
const CACHE_BUDGET_BYTES = 64 * 1024 * 1024;
/** A temporary file this old is a write that died halfway. */
const STALE_TEMP_MS = 60 * 60 * 1000;
const DIGEST_BYTES = 32;
const ENTRY = /^[0-9a-f]{64}\.webp$/;
/** A narrower copy as the upload pipeline names it (media/image-variants.ts). */
const VARIANT_NAME = /^[0-9a-f]{32}-\d+w\.webp$/;

const ENGINE = JSON.stringify(sharp.versions);
/** The copies' recipe: any edit of the module that makes them draws them afresh. */
const VARIANT_RECIPE = (() => {
  try {
    return readFileSync(new URL('../media/image-variants.ts', import.meta.url), 'utf8');
  } catch {
    return undefined; // Built without its source beside it: copies are not cached, only drawn.
  }
})();

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest();
};

let copiesMade = 0;
/** How many narrower copies of seed images this process's pipeline made (cached ones are not made). */
export const seedCopiesMade = () => copiesMade;

export interface SeedImageCache {
  /** The bytes cached under `parts` (all that decides them), or those `draw` makes, kept for next time. */
  through(parts: readonly string[], draw: () => Promise<Buffer>): Promise<Buffer>;
  /** `store`, with the upload pipeline's narrower copies brought from the cache and kept there. */
  storeCopies(store: FileStore): FileStore;
  /** Keeps the folder under its budget. */
  prune(): Promise<void>;
}

/**
 * The folder, made private (0700) when new. On a shared machine another user could make the default
 * folder first and put their images in it: a folder that is not this user's own and private is not used.
 */
function privateFolder(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const info = lstatSync(dir);
    const mine = process.getuid === undefined || info.uid === process.getuid();
    return info.isDirectory() && mine && (info.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/** The default folder: one a user, under the system's temporary folder, or SEED_CACHE_DIR ('off': none). */
function defaultSeedCacheDir(): string | undefined {
  const chosen = process.env.SEED_CACHE_DIR;
  if (chosen === 'off') return undefined;
  return chosen || join(tmpdir(), `texbridge-seed-images-${process.getuid?.() ?? 'user'}`);
}

/** The cache in `dir`; with no usable folder, one that keeps nothing and draws every image. */
export function openSeedImageCache(chosen = defaultSeedCacheDir()): SeedImageCache {
  const dir = chosen && privateFolder(chosen) ? chosen : undefined;
  const file = (key: Buffer) => join(dir!, `${key.toString('hex')}.webp`);

  /** An entry is the digest of its bytes, then the bytes: a damaged one is told apart and drawn again. */
  async function read(key: Buffer): Promise<Buffer | undefined> {
    if (!dir) return undefined;
    try {
      const entry = await readFile(file(key));
      const bytes = entry.subarray(DIGEST_BYTES);
      if (entry.length <= DIGEST_BYTES || !sha256(bytes).equals(entry.subarray(0, DIGEST_BYTES))) return undefined;
      const now = new Date();
      await utimes(file(key), now, now).catch(() => {}); // last used, for the budget
      return bytes;
    } catch {
      return undefined;
    }
  }

  /** Written beside, then renamed: two seeds at once never read half a file. */
  async function write(key: Buffer, bytes: Buffer): Promise<void> {
    if (!dir) return;
    const temp = join(dir, `${key.toString('hex')}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temp, Buffer.concat([sha256(bytes), bytes]), { mode: 0o600 });
      await rename(temp, file(key));
    } catch {
      await unlink(temp).catch(() => {});
    }
  }

  return {
    async through(parts, draw) {
      const key = sha256('drawing', ENGINE, ...parts);
      const cached = await read(key);
      if (cached) return cached;
      const bytes = await draw();
      await write(key, bytes);
      return bytes;
    },
    storeCopies(store) {
      const keyOf = (name: string) => (VARIANT_RECIPE ? sha256('copy', ENGINE, VARIANT_RECIPE, name) : undefined);
      return {
        kind: store.kind,
        get: (name) => store.get(name),
        list: () => store.list(),
        delete: (name) => store.delete(name),
        publicUrl: (name) => store.publicUrl(name),
        close: () => store.close(),
        // The pipeline asks whether a copy is stored before making it: a cached copy is stored then.
        async has(name) {
          if (await store.has(name)) return true;
          if (!VARIANT_NAME.test(name)) return false;
          const key = keyOf(name);
          const cached = key && (await read(key));
          if (!cached) return false;
          await store.put(name, cached);
          return true;
        },
        async put(name, bytes) {
          await store.put(name, bytes);
          if (!VARIANT_NAME.test(name)) return;
          copiesMade += 1;
          const key = keyOf(name);
          if (key) await write(key, bytes);
        },
      };
    },
    async prune() {
      if (!dir) return;
      try {
        const entries = [];
        let total = 0;
        for (const name of await readdir(dir)) {
          const path = join(dir, name);
          const info = await stat(path).catch(() => undefined);
          if (!info) continue;
          if (name.endsWith('.tmp')) {
            if (Date.now() - info.mtimeMs > STALE_TEMP_MS) await unlink(path).catch(() => {});
          } else if (ENTRY.test(name)) {
            entries.push({ path, size: info.size, used: info.mtimeMs });
            total += info.size;
          }
        }
        entries.sort((a, b) => a.used - b.used);
        for (const entry of entries) {
          if (total <= CACHE_BUDGET_BYTES) break;
          await unlink(entry.path).catch(() => {});
          total -= entry.size;
        }
      } catch {
        // An unreadable folder is left as it is.
      }
    },
  };
}
