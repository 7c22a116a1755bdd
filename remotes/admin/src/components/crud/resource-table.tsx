import type { ReactNode, Ref } from 'react';
import { buttonStyles } from '../ui/button-styles.ts';
import { identifyingColumn, type Column } from './columns.tsx';

interface ResourceTableProps<TRow extends { _id: string }> {
  caption: ReactNode;
  columns: readonly Column<TRow>[];
  rows: readonly TRow[] | undefined;
  /** The noun for the loading announcement, e.g. 'slides'. */
  plural: string;
  loading: boolean;
  /** A failed load: its sentence and a retry. */
  error?: { message: string; retry: () => void } | null;
  /** Dims the table while another page loads over it. */
  stale?: boolean;
  /** The scroll box, for taking the view back to the list's top after a page link. */
  boxRef?: Ref<HTMLDivElement>;
}

const cellStyles = 'px-4 py-3 align-middle';
/**
 * More columns than a desktop's dashboard fits: such a table is shown as cards at every width (admin.css),
 * and every table is below 40rem (a phone). Pinned columns in a sideways scroll took a phone's width and
 * hid the columns that slid under them. Pinned still, for a table that scrolls sideways anyway: the
 * column that names a row at the left edge and the actions at the right, each on an opaque background
 * with a soft shadow over what slides under.
 */
const MAX_TABLE_COLUMNS = 5;
const pinnedStyles = {
  identifies: 'sticky left-0 shadow-[6px_0_6px_-6px_rgb(0_0_0/0.25)]',
  actions: 'sticky right-0 shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]',
} as const;
const SKELETON_ROWS = 4;

/** The managers' one table: a header per column, a row per record, and the loading, error and empty states. */
export function ResourceTable<TRow extends { _id: string }>(props: ResourceTableProps<TRow>) {
  const { caption, columns, rows, plural, loading, error, stale, boxRef } = props;
  const identifying = identifyingColumn(columns);
  const pin = (column: Column<TRow>, index: number) =>
    column.actions ? pinnedStyles.actions : index === identifying ? pinnedStyles.identifies : '';
  let body: ReactNode;
  if (error && !rows) {
    body = (
      <tr>
        <td colSpan={columns.length} className="px-4 py-10 text-center">
          <div role="alert" className="flex flex-col items-center gap-3">
            <p className="font-medium text-madder-700">
              The {plural} could not be loaded: {error.message}
            </p>
            <button type="button" onClick={error.retry} className={buttonStyles.secondary}>
              Try again
            </button>
          </div>
        </td>
      </tr>
    );
  } else if (loading && !rows) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <tr key={index} aria-hidden="true">
        {columns.map((column) => (
          <td key={column.header} className={cellStyles}>
            <span className="block h-4 w-full max-w-40 animate-pulse rounded bg-ecru-200 motion-reduce:animate-none" />
          </td>
        ))}
      </tr>
    ));
  } else if (!rows || rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="px-4 py-12 text-center text-charcoal-500">
          Nothing here yet
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={row._id} className="border-t border-solid border-ecru-200 bg-white hover:bg-ecru-50">
        {columns.map((column, index) => (
          <td
            key={column.header}
            // Its label when the row is shown as a card (admin.css); the name comes first there.
            data-label={column.header}
            data-identifies={index === identifying || undefined}
            data-actions={column.actions || undefined}
            className={`${cellStyles} ${column.className ?? ''} ${pin(column, index) && `${pin(column, index)} z-[1] bg-inherit`}`}
          >
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    // The frame is what admin.css measures (a container query) to show cards on a narrow screen.
    <div className="tb-table-frame">
      {/* Height-limited, so that the sideways scrollbar is on screen rather than under a long table. */}
      <div
        ref={boxRef}
        data-layout={columns.filter((column) => !column.slim).length > MAX_TABLE_COLUMNS ? 'cards' : 'table'}
        className="tb-table-box max-h-[70vh] scroll-mt-24 overflow-x-auto overflow-y-auto overscroll-x-contain rounded-xl bg-white shadow-sm ring-1 ring-ecru-300"
      >
        {loading && !rows && (
          <p role="status" className="sr-only">
            Loading {plural}…
          </p>
        )}
        <table
          aria-busy={loading || stale || undefined}
          className={`w-full min-w-[40rem] border-collapse text-left text-sm text-ink ${stale ? 'opacity-60' : ''}`}
        >
          {/* Focused (from script only) after a page link: it says which page is now shown. */}
          <caption tabIndex={-1} className="px-4 py-3 text-left text-sm text-charcoal-500 focus:outline-none">
            {caption}
          </caption>
          <thead className="sticky top-0 z-[2] bg-indigo-900 text-ecru-50">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column.header}
                  scope="col"
                  lang={column.lang}
                  className={`px-4 py-3 text-xs font-semibold tracking-wider uppercase ${pin(column, index) && `${pin(column, index)} z-[3] bg-indigo-900`}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
    </div>
  );
}
