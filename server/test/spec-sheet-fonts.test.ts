import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productExample, type Product } from '@texbridge/shared/resources/products';
import { inEnglish } from '@texbridge/shared/locales/words';
import { renderSpecSheet } from '../src/catalogue/spec-sheet.ts';

const input = (product: Partial<Product>) => ({
  product: { ...productExample(), ...product } as Product,
  siteName: 'TexBridge',
  productUrl: 'https://texbridge.example/p',
  generatedAt: new Date(0),
  locale: 'en' as const,
});

// PDFKit dates a PDF when it writes it: with the clock stopped, two drawings of one sheet are the same bytes.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
});
afterAll(() => vi.useRealTimers());
const undated = (pdf: Buffer) => pdf.toString('latin1');

const textOf = (pdf: Buffer) => {
  const file = join(mkdtempSync(join(tmpdir(), 'texbridge-fonts-')), 'sheet.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-']).toString();
};
const poppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!poppler)("the sheet's text layer, after other sheets drew a letter's composite glyph", () => {
  it("keeps every character: a 'Ĵ' drawn first leaves later sheets' 'J' readable", async () => {
    // Inter's 'Ĵ' is a composite of 'J' and a circumflex: subsetting it asks fontkit for 'J' with no
    // characters. Nothing of the example product sets a 'J' in the titles' weight first.
    await renderSpecSheet(input({ _id: 'accent', title: 'Ĵamdani weave' }), inEnglish);
    const text = textOf(await renderSpecSheet(input({ _id: 'plain', title: 'Jute Jacquard' }), inEnglish));
    expect(text).toContain('Jute Jacquard');
  });
});

describe("the sheet's fonts, whose words are shaped once per thread", () => {
  it('draw a sheet the same whether its words were shaped for it or for sheets before it', async () => {
    const first = {
      _id: 'first',
      title: 'Combed cotton yarn Ne 30/1',
      desc: 'Compact spun, low hairiness, for knitting.',
    };
    const other = { _id: 'other', title: 'Viscose filament 120D', desc: 'Bright, for weaving and knitting.' };
    const fresh = await renderSpecSheet(input(first), inEnglish);
    await renderSpecSheet(input(other), inEnglish);
    const again = await renderSpecSheet(input(first), inEnglish);
    expect(undated(again)).toBe(undated(fresh));
  });

  it('draw each size of a shared word at its own size', async () => {
    // The title (20 pt) and the description (8.5 pt) share their words: PDFKit scales a word's positions
    // for its size in place, so a word shaped once must reach each size unscaled.
    const sheet = await renderSpecSheet(
      input({ _id: 'sizes', title: 'Knitting yarn', desc: 'Knitting yarn' }),
      inEnglish,
    );
    const sized = await renderSpecSheet(
      input({ _id: 'sizes', title: 'Knitting yarn', desc: 'Knitting yarn' }),
      inEnglish,
    );
    expect(undated(sized)).toBe(undated(sheet));
  });
});
