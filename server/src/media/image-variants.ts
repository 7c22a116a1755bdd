import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, variantFileName, type ImageVariantWidth } from '@texbridge/shared/images/responsive';
import type { FileStore } from './storage/file-store.ts';

/** An upload as stored: its content hash, then `.webp`. */
const ORIGINAL_FILE_NAME = /^([0-9a-f]{32})\.webp$/;
/** One of its narrower copies: the hash, the width, then `.webp`. */
const VARIANT_FILE_NAME = /^([0-9a-f]{32})-(\d+)w\.webp$/;

const isVariantWidth = (width: number): width is ImageVariantWidth =>
  (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);

/** The names the upload pipeline writes (an upload and its narrower copies); /uploads/ serves nothing else. */
export function isStoredFileName(name: string): boolean {
  const width = VARIANT_FILE_NAME.exec(name)?.[2];
  return ORIGINAL_FILE_NAME.test(name) || (width !== undefined && isVariantWidth(Number(width)));
}

/**
 * Copies being made now, per store and by hash: an upload, the start-up pass and a request never make the
 * same ones twice at once. Per store, as two stores (two APIs in one process, a test's and the next's)
 * holding one upload each need their own copies.
 */
const inFlight = new WeakMap<FileStore, Map<string, Promise<number>>>();

/**
 * Makes the copies of the upload `<hash>.webp` that are missing, from `original` (read from disk when not
 * given). A copy at least as wide as the upload is the upload's own bytes: nothing is ever upscaled.
 * Answers how many it wrote.
 */
export function writeVariants(store: FileStore, hash: string, original?: Buffer): Promise<number> {
  let making = inFlight.get(store);
  if (!making) inFlight.set(store, (making = new Map()));
  const pending = making.get(hash);
  if (pending) return pending;
  const work = makeMissing(store, hash, original).finally(() => making.delete(hash));
  making.set(hash, work);
  return work;
}

async function makeMissing(store: FileStore, hash: string, given?: Buffer): Promise<number> {
  const missing: ImageVariantWidth[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    if (!(await store.has(variantFileName(hash, width)))) missing.push(width);
  }
  if (missing.length === 0) return 0;
  const original = given ?? (await store.get(`${hash}.webp`));
  if (!original) throw new Error(`${hash}.webp is not stored`);
  const { width: originalWidth = 0 } = await sharp(original).metadata();
  for (const width of missing) {
    const bytes =
      width >= originalWidth ? original : await sharp(original).resize({ width }).webp({ quality: 80 }).toBuffer();
    await store.put(variantFileName(hash, width), bytes);
  }
  return missing.length;
}

/**
 * For a request of a copy that is not there yet (an upload stored before copies existed, while the
 * start-up pass has not reached it): makes it now, when its upload exists. Anything else is left to
 * answer 404.
 */
export async function ensureVariantFile(store: FileStore, fileName: string): Promise<void> {
  const match = VARIANT_FILE_NAME.exec(fileName);
  if (!match || !isVariantWidth(Number(match[2]))) return;
  if (await store.has(fileName)) return;
  const hash = match[1]!;
  if (!(await store.has(`${hash}.webp`))) return;
  await writeVariants(store, hash);
}

export interface BackfillOptions {
  /** Stops between two uploads once aborted (the API is closing). */
  signal?: AbortSignal;
  /** An upload that cannot be read is reported and skipped; the others still get their copies. */
  onError?: (fileName: string, error: Error) => void;
}

/** Gives every upload in the store the copies it lacks, one upload at a time. Answers how many copies it wrote. */
export async function backfillVariants(store: FileStore, { signal, onError }: BackfillOptions = {}): Promise<number> {
  const names = await store.list();
  let written = 0;
  for (const name of names) {
    if (signal?.aborted) break;
    const hash = ORIGINAL_FILE_NAME.exec(name)?.[1];
    if (!hash) continue;
    try {
      written += await writeVariants(store, hash);
    } catch (error) {
      onError?.(name, error as Error);
    }
  }
  return written;
}
