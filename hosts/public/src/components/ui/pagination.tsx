import { Link } from 'react-router-dom';
import { clampPage, pageCount, pageItems } from '@texbridge/shared/paging/paging';

/** Where a page button goes: a URL (crawlable links, the page lives in `?page=`) or a callback (local state). */
type PaginationTarget =
  { getHref: (page: number) => string; onChange?: never } | { onChange: (page: number) => void; getHref?: never };

export type PaginationProps = PaginationTarget & {
  /** How many records the whole list has. */
  total: number;
  pageSize: number;
  /** The page shown, 1-based; out-of-range values are clamped. */
  page: number;
  /** docs/spec.md §9: the buttons appear only when `total` is MORE than this (e.g. PAGINATION_THRESHOLDS.publicProducts). */
  threshold: number;
  /** The navigation landmark's name; give each pagination on a screen its own. */
  label?: string;
  /** Pages shown either side of the current one before the rest fold into "…". */
  siblings?: number;
  className?: string;
};

const base =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold tabular-nums transition';
const idle = `${base} bg-white text-indigo-900 ring-1 ring-ecru-300 hover:bg-ecru-100 hover:ring-indigo-600`;
const active = `${base} bg-indigo-900 text-ecru-50 shadow-sm ring-2 ring-saffron-500`;
const unavailable = `${base} cursor-default text-charcoal-500 ring-1 ring-ecru-200`;

/**
 * Page buttons for any list, public or admin (docs/spec.md §4: the active page is highlighted). Renders nothing
 * when the list fits under its threshold. With `getHref` every page is a real link; with `onChange`, a button.
 */
export function Pagination(props: PaginationProps) {
  const { total, pageSize, threshold, label = 'Pagination', siblings = 1, className } = props;
  if (total <= threshold) return null;
  const count = pageCount(total, pageSize);
  const current = clampPage(props.page, count);

  const control = (page: number, children: React.ReactNode, extra: { rel?: string; name: string }) => {
    const isCurrent = extra.rel === undefined && page === current;
    const common = {
      'aria-label': extra.name,
      'aria-current': isCurrent ? ('page' as const) : undefined,
      className: isCurrent ? active : idle,
    };
    return props.getHref ? (
      <Link to={props.getHref(page)} rel={extra.rel} {...common}>
        {children}
      </Link>
    ) : (
      <button type="button" onClick={() => props.onChange(page)} {...common}>
        {children}
      </button>
    );
  };

  // An unavailable Previous/Next keeps the row steady; it is not a control, so it is hidden from assistive tech.
  const edge = (enabled: boolean, page: number, text: string, name: string, rel: string) =>
    enabled ? (
      control(page, text, { rel, name })
    ) : (
      <span aria-hidden="true" className={unavailable}>
        {text}
      </span>
    );

  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(current > 1, current - 1, '← Previous', 'Previous page', 'prev')}</li>
        {pageItems(current, count, siblings).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-charcoal-500">
              …
            </li>
          ) : (
            <li key={item}>{control(item, item, { name: `Page ${item}` })}</li>
          ),
        )}
        <li>{edge(current < count, current + 1, 'Next →', 'Next page', 'next')}</li>
      </ul>
    </nav>
  );
}
