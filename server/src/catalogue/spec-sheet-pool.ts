import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { SheetInput } from './spec-sheet.ts';

/**
 * Threads that draw spec sheets, per API process (docs/spec-sheet.md): one, so that sheets take at most
 * one core however many are asked for, and the event loop keeps answering (PDFKit draws synchronously, for
 * tens of milliseconds a sheet). Asked for faster than it draws, the pool queues them.
 */
const SHEET_THREADS = 1;
/**
 * A thread with nothing to draw for this long ends, and gives back its memory (about 85 MB: its own heap,
 * tsx, PDFKit, the parsed fonts); the next sheet starts one again, off the event loop, in about a second.
 * None is started before the first sheet, so an API at rest holds none.
 */
const IDLE_MS = 5 * 60_000;

/**
 * The API runs its TypeScript through tsx (`npm start`, the Docker image, the benches): a thread started
 * with the process's own options loads tsx as the process did. Under Vitest, which compiles test code
 * itself, the thread is given tsx's loader, a dependency of the API's.
 */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const execArgv = process.execArgv.includes(tsxLoader) ? undefined : [...process.execArgv, '--import', tsxLoader];

let pool: Piscina<SheetInput, Uint8Array> | undefined;
const threads = () =>
  (pool ??= new Piscina({
    filename: new URL('./spec-sheet-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: SHEET_THREADS,
    idleTimeout: IDLE_MS,
    ...(execArgv ? { execArgv } : {}),
  }));

let drawn = 0;

/** Draws a sheet in the pool's thread: the PDF's bytes. */
export async function drawSpecSheet(input: SheetInput): Promise<Buffer> {
  const bytes = await threads().run(input);
  drawn += 1;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** How many sheets this process has drawn: what a sheet kept in the file store saves. */
export const sheetsDrawn = () => drawn;
