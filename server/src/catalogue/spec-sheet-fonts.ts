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
 * A fontkit font whose `layout` answers a text it has shaped before from memory, and whose glyphs always
 * know the characters they draw. Everything else is the font's own, so PDFKit embeds and subsets it as
 * ever, and the PDF's bytes are the same.
 *
 * fontkit makes one glyph object per glyph for the font's life, with the characters it was first asked for
 * with. A subset asks for a composite glyph's parts with none ('o' and the accent of 'ó', '.' of '…'), so a
 * glyph first met as a part kept no characters, and PDFKit, which maps each glyph of a PDF's text layer to
 * its glyph object's `codePoints`, left it out of every later sheet's text: a sheet copied, searched or read
 * aloud lost its 'o's. So a glyph asked for by its characters, as shaping does, is given them if it has none.
 */
function shapedOnce(font: fontkit.Font): fontkit.Font {
  const shaped = new Lru<Run>(SHAPED_WORDS);
  const getGlyph = (id: number, characters?: number[]) => {
    const glyph = font.getGlyph(id, characters);
    if (characters?.length && glyph.codePoints.length === 0) glyph.codePoints = characters;
    return glyph;
  };
  const proxy: fontkit.Font = new Proxy(font, {
    get: (target, property, receiver) => {
      if (property === 'layout') return layout;
      if (property === 'getGlyph') return getGlyph;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  const layout = (text: string, features?: Features) => {
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
    let run = shaped.get(key);
    if (!run) {
      // Shaped through the proxy, so that shaping's glyphs come from `getGlyph` above.
      run = Reflect.apply(font.layout, proxy, [text, features]) as Run;
      shaped.set(key, run);
    }
    return copyOf(run);
  };
  return proxy;
}

const fontFile = createRequire(import.meta.url);
const font = (file: string) => shapedOnce(fontkit.create(readFileSync(fontFile.resolve(file))) as fontkit.Font);

/** A sheet's two weights: its text, and its headings and labels. */
type Weight = 'regular' | 'semibold';

/**
 * The sheet's typefaces, each in both weights: Inter for Latin, Greek and Cyrillic, Noto Sans SC for
 * Chinese (and the Latin it has). Noto's 10 MB files are parsed only when a text first needs them: an
 * English catalogue never does.
 */
const FACES = {
  inter: {
    regular: () => font('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
    semibold: () => font('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
  },
  noto: {
    regular: () => font('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    semibold: () => font('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
} satisfies Record<string, Record<Weight, () => fontkit.Font>>;

export type Face = keyof typeof FACES;
const parsed = new Map<string, fontkit.Font>();

/** A face's font in a weight, parsed once per thread. */
export function fontOf(face: Face, weight: Weight): fontkit.Font {
  const key = `${face}-${weight}`;
  let loaded = parsed.get(key);
  if (!loaded) parsed.set(key, (loaded = FACES[face][weight]()));
  return loaded;
}

/** How many of a text's characters a face has a glyph for (spaces and line breaks count as had). */
const covered = (face: Face, text: string) => {
  const font = fontOf(face, 'regular');
  let count = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code <= 0x20 || font.hasGlyphForCodePoint(code)) count += 1;
  }
  return count;
};

/**
 * The face a text is set in: the sheet's own (`first`) when it has every character, else the other when
 * that has every one, else whichever has more. PDFKit sets a text in one font, and neither face has every
 * character: Noto Sans SC lacks most accented Latin letters ('ğ', 'ł') and the zero-width space, Inter has
 * no Chinese. So a Polish name prints in an English or a Chinese sheet, and a Chinese one in either.
 */
export function faceFor(text: string, first: Face): Face {
  const other: Face = first === 'inter' ? 'noto' : 'inter';
  // Inter's is the common case, and costs no parsing of Noto: ASCII is in both faces.
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(text)) return first;
  const length = Array.from(text).length;
  const mine = covered(first, text);
  if (mine === length) return first;
  return covered(other, text) > mine ? other : first;
}

/** Whether a face draws a zero-width space as nothing (Inter), so that a long word may break there. */
export const breaksInvisibly = (face: Face) => face === 'inter';
