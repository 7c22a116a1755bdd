import { highlight } from '../lib/highlight.ts';

/** Text with the words that match a search marked (`<mark>`), so a reader sees why it was found. */
export function Marked({ text, words }: { text: string; words: readonly string[] }) {
  return highlight(text, words).map((piece, index) =>
    piece.match ? (
      <mark key={index} className="rounded-sm bg-saffron-400/50 px-0.5 text-inherit">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
