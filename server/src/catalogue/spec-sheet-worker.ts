import { DEFAULT_LOCALE, LOCALES, type Locale } from '@texbridge/shared/locales/locales';
import { inEnglish, loadWords, wordsFrom, type Words } from '@texbridge/shared/locales/words';
import { renderSpecSheet, type SheetInput } from './spec-sheet.ts';

/** Each language's words, loaded once per thread. */
const said = new Map<Locale, Promise<Words>>();
const wordsIn = (locale: Locale): Promise<Words> => {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(inEnglish);
  let words = said.get(locale);
  if (!words)
    said.set(locale, (words = loadWords(locale).then((catalogue) => wordsFrom(catalogue, LOCALES[locale].tag))));
  return words;
};

/**
 * A thread of the spec-sheet pool (spec-sheet-pool.ts): draws one sheet with PDFKit, which works
 * synchronously, away from the API's event loop. The image arrives as a plain Uint8Array (a Buffer loses
 * its class between threads), and the PDF goes back as one.
 */
export default async function drawSheet(input: SheetInput): Promise<Uint8Array> {
  return renderSpecSheet({ ...input, image: input.image && Buffer.from(input.image) }, await wordsIn(input.locale));
}
