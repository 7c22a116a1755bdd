import type PDFDocument from 'pdfkit';
import { breaksInvisibly, faceFor, fontOf, type Face } from './spec-sheet-fonts.ts';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * The most characters of one text that are drawn: more than any box of the sheet holds (the description's,
 * the largest, holds about 2,000 of a text's usual letters), so a longer text is cut with an ellipsis
 * where its box would cut it anyway, and PDFKit never measures 10,000 characters to draw 2,000.
 */
const MOST_CHARS_DRAWN = 2_000;
/**
 * The longest run without a break opportunity that is drawn as it is. PDFKit fits a longer word to the line
 * by measuring the rest of the word again for every line, so one 5,000-character word took 1.4–1.9 s to
 * draw; after every LONGEST_UNBROKEN characters of such a run comes a zero-width space (Inter draws it as
 * nothing), or a soft hyphen in Noto Sans SC, which has no zero-width space and draws a soft hyphen only
 * where a line breaks, where the line may break.
 */
const LONGEST_UNBROKEN = 30;
const UNBROKEN_RUN = new RegExp(`\\S{${LONGEST_UNBROKEN + 1},}`, 'gu');
const BREAK = { invisible: '\u200B', soft: '\u00AD' };

/** A text as it is drawn in `face`: at most MOST_CHARS_DRAWN characters, its over-long words breakable. */
function drawable(text: string, face: Face): string {
  const kept =
    text.length > MOST_CHARS_DRAWN
      ? `${Array.from(text)
          .slice(0, MOST_CHARS_DRAWN - 1)
          .join('')}…`
      : text;
  return kept.replace(UNBROKEN_RUN, (run) =>
    (run.match(new RegExp(`.{1,${LONGEST_UNBROKEN}}`, 'gsu')) ?? [run]).join(
      breaksInvisibly(face) ? BREAK.invisible : BREAK.soft,
    ),
  );
}

export type Weight = 'regular' | 'semibold';
/** A text ready to draw: the name of its font as registered in the sheet, and the text as drawn in it. */
export type Setter = (text: string, weight: Weight) => { font: string; text: string };

/**
 * Sets each text in the face that has its characters, the sheet's own (`first`) where both do, registering
 * a face's font in the sheet when a text first needs it. Each is registered under its name as its family as
 * well: a table cell that sets its own font puts the previous one back by source and family, and without a
 * family PDFKit would open that source anew every time, comparing fonts and laying out every word again
 * (most of a sheet's CPU). PDFKit's types name only file paths and bytes as a font's source; it takes a
 * fontkit font too.
 */
export function typesetter(doc: Doc, first: Face): Setter {
  const registered = new Set<string>();
  return (text, weight) => {
    const face = faceFor(text, first);
    const font = `${face}-${weight}`;
    if (!registered.has(font)) {
      doc.registerFont(font, fontOf(face, weight) as unknown as Buffer, font);
      registered.add(font);
    }
    return { font, text: drawable(text, face) };
  };
}
