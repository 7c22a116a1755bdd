import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { Lru } from 'toad-cache';

/**
 * The spec sheet's fonts (docs/spec-sheet.md), parsed once per thread and handed to every sheet (PDFKit
 * takes a fontkit font as well as its bytes): parsing Inter's 340 KB and its OpenType tables again for each
 * sheet took most of a sheet's time. Only the sheet pool's thread imports this (spec-sheet-pool.ts).
 */

/**
 * Words shaped once per thread, not once per sheet. PDFKit keeps a word's shaping only for the document
 * it draws, and shaping (fontkit's `layout`, Inter's contextual lookups) was about half of a cold sheet's
 * CPU; a catalogue's sheets share most of their words (labels, units, fibres, certifications, the agency's
 * details). Bounded: a word list of a few thousand runs is a few megabytes.
 */
const SHAPED_WORDS = 20_000;

type Features = Parameters<fontkit.Font['layout']>[1];

interface Run {
  glyphs: fontkit.Glyph[];
  positions: fontkit.GlyphPosition[];
}

/**
 * A copy PDFKit may change: it scales a run's positions in place for its font size. Only what PDFKit reads
 * of a run is copied (its glyphs, positions and advance width); the glyphs are shared, as fontkit shares them.
 */
function copyOf(run: Run) {
  const positions = run.positions.map((position) => ({ ...position }));
  return {
    glyphs: run.glyphs,
    positions,
    get advanceWidth() {
      return positions.reduce((width, position) => width + position.xAdvance, 0);
    },
  };
}

/**
 * A fontkit font whose `layout` answers a text it has shaped before from memory. Everything else is the
 * font's own, so PDFKit embeds and subsets it as ever, and the PDF's bytes are the same.
 */
function shapedOnce(font: fontkit.Font): fontkit.Font {
  const shaped = new Lru<Run>(SHAPED_WORDS);
  const layout = (text: string, features?: Features) => {
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
    let run = shaped.get(key);
    if (!run) {
      run = font.layout(text, features);
      shaped.set(key, run);
    }
    return copyOf(run);
  };
  return new Proxy(font, {
    get: (target, property, receiver) =>
      property === 'layout' ? layout : (Reflect.get(target, property, receiver) as unknown),
  });
}

const fontFile = createRequire(import.meta.url);
const font = (file: string) => shapedOnce(fontkit.create(readFileSync(fontFile.resolve(file))) as fontkit.Font);

export const FONTS = {
  regular: font('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  semibold: font('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
};
