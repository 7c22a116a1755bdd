import { truncate } from '@texbridge/shared/format/truncate';
import { useState, type ReactNode } from 'react';
import { assetUrl } from '../../config/runtime.ts';

/** One column of a ResourceTable: its header and how a row's cell reads. */
export interface Column<TRow> {
  header: string;
  cell: (row: TRow) => ReactNode;
  /** Extra classes for the cells (widths, alignment). */
  className?: string;
  /**
   * The column that names a row (e.g. the title): it stays in view while the table scrolls sideways.
   * Without one, the first text column (textColumn) names the row.
   */
  identifies?: boolean;
  /** Set by textColumn: a candidate for the identifying column. */
  text?: boolean;
  /** The row's actions: pinned to the right edge so they are always in reach. */
  actions?: boolean;
  /** The language of the header's words, where it is not the dashboard's ('中文'). */
  lang?: string;
  /** A narrow column (a status): not counted among the columns that turn a table into cards. */
  slim?: boolean;
}

/** The index of the column that names a row: the one that opts in, else the first text column, else the first. */
export const identifyingColumn = <TRow,>(columns: readonly Column<TRow>[]) => {
  const chosen = columns.findIndex((column) => column.identifies);
  if (chosen >= 0) return chosen;
  return Math.max(
    0,
    columns.findIndex((column) => column.text),
  );
};

/**
 * Text cut to `max` characters (docs/spec.md §9 truncations), or shown as `shortened`. A cut text is a
 * toggle button: a click, Enter or a tap shows the whole text in place (and hides it again); the whole
 * text is also its tooltip for mouse users.
 */
export function TruncatedText({
  text,
  max,
  shortened,
  empty = '—',
}: {
  text: string | null | undefined;
  max?: number;
  shortened?: string;
  empty?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  if (!text) return <span className="text-charcoal-500">{empty}</span>;
  const shown = shortened ?? (max === undefined ? text : truncate(text, max));
  if (shown === text) return <span>{text}</span>;
  return (
    <button
      type="button"
      title={text}
      aria-expanded={expanded}
      onClick={() => setExpanded((open) => !open)}
      className="cursor-pointer rounded text-left break-words underline decoration-ecru-300 decoration-dotted underline-offset-4 hover:decoration-indigo-700 focus-visible:outline-3"
    >
      {expanded ? text : shown}
    </button>
  );
}

/** A text column: `text('Title', (row) => row.title, 20)`. */
export const textColumn = <TRow,>(
  header: string,
  read: (row: TRow) => string | null | undefined,
  max?: number,
  options: { empty?: string; className?: string; identifies?: boolean } = {},
): Column<TRow> => ({
  header,
  cell: (row) => <TruncatedText text={read(row)} max={max} empty={options.empty} />,
  className: options.className,
  identifies: options.identifies,
  text: true,
});

/**
 * A thumbnail of an uploaded image (root-relative URLs are resolved against the API); `whole` shows all
 * of a square code, since a QR must not lose its corners to a crop.
 */
export const imageColumn = <TRow,>(
  header: string,
  read: (row: TRow) => string | null | undefined,
  { whole = false }: { whole?: boolean } = {},
): Column<TRow> => ({
  header,
  cell: (row) => {
    const url = read(row);
    return url ? (
      <img
        src={assetUrl(url)}
        alt=""
        loading="lazy"
        className={`rounded-md ring-1 ring-ecru-300 ${whole ? 'size-16 bg-white object-contain p-0.5' : 'h-12 w-20 bg-ecru-200 object-cover'}`}
      />
    ) : (
      <span className="text-charcoal-500">No image</span>
    );
  },
  className: 'w-24',
});
