import { wordsOf } from '@texbridge/shared/locales/words';
import { renderSpecSheet, type SheetInput } from './spec-sheet.ts';

/**
 * A thread of the spec-sheet pool (spec-sheet-pool.ts): draws one sheet with PDFKit, which works
 * synchronously, away from the API's event loop. The image arrives as a plain Uint8Array (a Buffer loses
 * its class between threads), and the PDF goes back as one.
 */
export default async function drawSheet(input: SheetInput): Promise<Uint8Array> {
  return renderSpecSheet({ ...input, image: input.image && Buffer.from(input.image) }, await wordsOf(input.locale));
}
