import { stemOf } from '@texbridge/shared/format/search-words';

/** A piece of text, and whether it is a match to show marked. */
export interface Piece {
  text: string;
  match: boolean;
}

/**
 * `text` cut into pieces, each word that starts like one of the search's words (`stemOf`) marked, as the
 * API places the snippet: 'poplinn' marks 'poplin', and 'knitting' marks 'knitted'.
 * Hyphens and dots inside a word are looked through ('oekotex' marks 'OEKO-TEX').
 */
export function highlight(text: string, words: readonly string[]): Piece[] {
  const stems = words.map(stemOf);
  const pieces: Piece[] = [];
  for (const part of text.split(/([\p{L}\p{N}][\p{L}\p{N}.-]*[\p{L}\p{N}]|[\p{L}\p{N}])/u)) {
    if (!part) continue;
    const flat = part.toLowerCase().replace(/[.-]/g, '');
    const match = stems.some((stem) => flat.startsWith(stem));
    const last = pieces.at(-1);
    if (last && last.match === match && !match) last.text += part;
    else pieces.push({ text: part, match });
  }
  return pieces;
}
