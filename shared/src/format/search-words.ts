/**
 * How a search's words are read and placed, the same in the API (server/src/catalogue/search-routes.ts), the fake API
 * of the front-end tests and the results page's marks (docs/search.md).
 */

/**
 * The Han ideographs, as code point ranges: the CJK Unified Ideographs, their extensions A to H and the
 * compatibility ideographs. Chinese writes no spaces between its words, so its text is searched by each pair
 * of neighbouring ideographs instead of by words (docs/search.md, "Chinese search"); the database's index
 * (search-document.ts) and the search's words read the same ranges.
 */
export const HAN_RANGES: readonly (readonly [number, number])[] = [
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0x20000, 0x323af],
];

const hex = (point: number) => point.toString(16);
const HAN = HAN_RANGES.map(([from, to]) => `\\u{${hex(from)}}-\\u{${hex(to)}}`).join('');
const isHanWord = new RegExp(`^[${HAN}]+$`, 'u');
const WORDS = new RegExp(`[${HAN}]+|(?:(?![${HAN}])[\\p{L}\\p{N}])+`, 'gu');

/**
 * The words of a search, letters and digits only: punctuation (Chinese punctuation too) alone asks for
 * nothing. A run of Han ideographs is a word of its own, apart from letters or digits beside it: '棉纱ne30' is
 * '棉纱' and 'ne30'.
 */
export const searchWords = (q: string) => q.toLowerCase().match(WORDS) ?? [];

/** Whether a search's word is Chinese: Han ideographs only (searchWords keeps them apart). */
export const isHan = (word: string) => isHanWord.test(word);

/**
 * What a Chinese word is searched by: each pair of neighbouring ideographs ('精梳棉纱' is '精梳', '梳棉' and
 * '棉纱'), or the one ideograph of a word of one. Code points, not UTF-16 units: an ideograph of extension B
 * is one.
 */
export const hanPairs = (word: string): string[] => {
  const ideographs = [...word];
  if (ideographs.length < 2) return ideographs;
  return [...new Set(ideographs.slice(1).map((next, at) => `${ideographs[at]!}${next}`))];
};

/**
 * The part of a search word a text's word must start with to be its match: the first four letters, so a
 * typo's tail ('poplinn') or a longer form ('knitting', 'knitted') still finds its place. A Chinese word's is
 * its first pair of ideographs, which a text has anywhere in a run, not only at a word's start (`snippetOf`).
 */
export const stemOf = (word: string) => (isHan(word) ? [...word].slice(0, 2).join('') : word.slice(0, 4));

/** Characters of a snippet, and how many of them come before the word that matched. */
const SNIPPET = { length: 160, lead: 40 };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * About 160 characters of `text` around the first word that starts like one of `words` (`stemOf`), cut at
 * spaces, with an ellipsis where it was cut; the text's start when nothing matches.
 */
export function snippetOf(text: string, words: readonly string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET.length) return flat;
  const lower = flat.toLowerCase();
  const found = words
    .map((word) => lower.search(new RegExp(`${isHan(word) ? '' : '(^|[^\\p{L}\\p{N}])'}${escape(stemOf(word))}`, 'u')))
    .filter((index) => index >= 0);
  const match = found.length > 0 ? Math.min(...found) : 0;
  let start = Math.max(0, match - SNIPPET.lead);
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start;
  let end = Math.min(flat.length, start + SNIPPET.length);
  const space = flat.lastIndexOf(' ', end);
  if (end < flat.length && space > start) end = space;
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
