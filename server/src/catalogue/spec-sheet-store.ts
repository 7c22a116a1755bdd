import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Lru } from 'toad-cache';
import type { FileStore } from '../media/storage/file-store.ts';

/**
 * The version of what spec-sheet.ts draws. Every kept sheet's name carries it, so raising it when the
 * drawing changes has every sheet drawn again, and the old ones never served. Declared here, not beside the
 * drawing, so that the API's main thread does not load PDFKit to read it.
 */
const SHEET_LAYOUT = 2;
/** Every kept sheet's name starts so: none is an upload's (isStoredFileName), so backups and /uploads skip them. */
const SHEET_FILE_PREFIX = 'spec-sheet-';
/** Sheets each process also keeps in memory, in front of the file store: about 40 KB each. */
const FRONT_KEPT = 64;

/** What a sheet is drawn from, besides the drawing code (SHEET_LAYOUT): change any, and it is another sheet. */
export interface SheetVersion {
  productId: string;
  productUpdatedAt: Date;
  contactUpdatedAt: Date | undefined;
  siteName: string;
  productUrl: string;
  /** The sheet's language: each is kept apart. */
  locale: string;
}

/**
 * The file-store name of one version of a product's sheet: the product's id, then a digest of the layout's
 * version, the product's and the contact record's `updatedAt`, the agency's name and page address the
 * sheet prints (config, which a deploy may change) and its language.
 */
export function sheetFileName(version: SheetVersion): string {
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        SHEET_LAYOUT,
        version.productUpdatedAt.getTime(),
        version.contactUpdatedAt?.getTime() ?? 0,
        version.siteName,
        version.productUrl,
        version.locale,
      ]),
    )
    .digest('hex')
    .slice(0, 20);
  return `${SHEET_FILE_PREFIX}${version.productId}-${digest}.pdf`;
}

/**
 * Sheets as docs/spec-sheet.md keeps them: in memory (the FRONT_KEPT most recent), else in the file store,
 * which every instance shares, else drawn once and stored. `beforeDraw` runs only when a sheet is to be
 * drawn (the cold-draw limit, which may refuse); requests for one sheet in this process share one drawing.
 */
export function keptSheets(files: FileStore, log: FastifyBaseLogger) {
  const front = new Lru<Promise<Buffer>>(FRONT_KEPT);
  const drawAndStore = (name: string, draw: () => Promise<Buffer>) => {
    const sheet = (async () => {
      const bytes = await draw();
      // Stored before it is answered, so the next request, on any instance, finds it. A store that refuses
      // it costs a drawing elsewhere, not this answer.
      await files
        .put(name, bytes)
        .catch((error: unknown) => log.warn(`Spec sheet ${name} not stored: ${(error as Error).message}`));
      return bytes;
    })();
    front.set(name, sheet);
    // A sheet that failed is drawn again next time, not kept.
    sheet.catch(() => front.delete(name));
    return sheet;
  };

  return async function sheet(name: string, draw: () => Promise<Buffer>, beforeDraw: () => Promise<void>) {
    const kept = front.get(name);
    if (kept) return kept;
    const stored = await files.get(name);
    if (stored) {
      front.set(name, Promise.resolve(stored));
      return stored;
    }
    if (!front.get(name)) await beforeDraw();
    return front.get(name) ?? drawAndStore(name, draw);
  };
}
