import { truncate } from '@texbridge/shared/format/truncate';
import type { ReactNode } from 'react';
import { assetUrl } from '../../config/runtime.ts';

/** One column of a ResourceTable: its header and how a row's cell reads. */
export interface Column<TRow> {
  header: string;
  cell: (row: TRow) => ReactNode;
  /** Extra classes for the cells (widths, alignment). */
  className?: string;
}

/** Text cut to `max` characters (docs/spec.md §9 truncations); the whole text stays available as a tooltip. */
export function TruncatedText({
  text,
  max,
  empty = '—',
}: {
  text: string | null | undefined;
  max?: number;
  empty?: string;
}) {
  if (!text) return <span className="text-charcoal-500">{empty}</span>;
  const shown = max === undefined ? text : truncate(text, max);
  return <span title={shown === text ? undefined : text}>{shown}</span>;
}

/** A text column: `text('Title', (row) => row.title, 20)`. */
export const textColumn = <TRow,>(
  header: string,
  read: (row: TRow) => string | null | undefined,
  max?: number,
  options: { empty?: string; className?: string } = {},
): Column<TRow> => ({
  header,
  cell: (row) => <TruncatedText text={read(row)} max={max} empty={options.empty} />,
  className: options.className,
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
