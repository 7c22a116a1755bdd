import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productExample, type Product } from '@texbridge/shared/resources/products';
import { renderSpecSheet } from '../src/catalogue/spec-sheet.ts';

const input = (product: Partial<Product>) => ({
  product: { ...productExample(), ...product } as Product,
  siteName: 'TexBridge',
  productUrl: 'https://texbridge.example/p',
  generatedAt: new Date(0),
});

// PDFKit dates a PDF when it writes it: with the clock stopped, two drawings of one sheet are the same bytes.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
});
afterAll(() => vi.useRealTimers());
const undated = (pdf: Buffer) => pdf.toString('latin1');

describe("the sheet's fonts, whose words are shaped once per thread", () => {
  it('draw a sheet the same whether its words were shaped for it or for sheets before it', async () => {
    const first = {
      _id: 'first',
      title: 'Combed cotton yarn Ne 30/1',
      desc: 'Compact spun, low hairiness, for knitting.',
    };
    const other = { _id: 'other', title: 'Viscose filament 120D', desc: 'Bright, for weaving and knitting.' };
    const fresh = await renderSpecSheet(input(first));
    await renderSpecSheet(input(other));
    const again = await renderSpecSheet(input(first));
    expect(undated(again)).toBe(undated(fresh));
  });

  it('draw each size of a shared word at its own size', async () => {
    // The title (20 pt) and the description (8.5 pt) share their words: PDFKit scales a word's positions
    // for its size in place, so a word shaped once must reach each size unscaled.
    const sheet = await renderSpecSheet(input({ _id: 'sizes', title: 'Knitting yarn', desc: 'Knitting yarn' }));
    const sized = await renderSpecSheet(input({ _id: 'sizes', title: 'Knitting yarn', desc: 'Knitting yarn' }));
    expect(undated(sized)).toBe(undated(sheet));
  });
});
