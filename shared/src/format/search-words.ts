/**
 * How a search's words are read and placed, the same in the API (server/src/catalogue/search-routes.ts), the fake API
 * of the front-end tests and the results page's marks (docs/search.md).
 */

/** The words of a search, letters and digits only: punctuation alone asks for nothing. */
export const searchWords = (q: string) => q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The part of a search word a text's word must start with to be its match: the first four letters, so a
 * typo's tail ('poplinn') or a longer form ('knitting', 'knitted') still finds its place.
 */
export const stemOf = (word: string) => word.slice(0, 4);

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
    .map((word) => lower.search(new RegExp(`(^|[^\\p{L}\\p{N}])${escape(stemOf(word))}`, 'u')))
    .filter((index) => index >= 0);
  const match = found.length > 0 ? Math.min(...found) : 0;
  let start = Math.max(0, match - SNIPPET.lead);
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start;
  let end = Math.min(flat.length, start + SNIPPET.length);
  const space = flat.lastIndexOf(' ', end);
  if (end < flat.length && space > start) end = space;
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
