import { Link, useSearchParams } from 'react-router-dom';
import { pageCount, pageItems } from '@texbridge/shared/paging/paging';
import { pageSearch } from '../../lib/use-page-param.ts';

const base =
  'inline-flex h-11 min-w-11 sm:h-10 sm:min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold tabular-nums transition focus-visible:outline-3 focus-visible:outline-offset-2';
const idle = `${base} bg-white text-indigo-900 ring-1 ring-ecru-300 hover:bg-ecru-100 hover:ring-indigo-600`;
const active = `${base} bg-indigo-900 text-ecru-50 shadow-sm ring-2 ring-saffron-500`;
const unavailable = `${base} cursor-default text-charcoal-500/60 ring-1 ring-ecru-200`;

/**
 * Page buttons (docs/spec.md §4, §9). They appear only when the list has MORE records than `threshold`, and
 * only when there is a second page to go to (ten slides at ten a page need no lone '1'). The active
 * page is highlighted and marked aria-current. Each is a link to `?page=N`: the page lives in the URL.
 */
export function Pagination({
  total,
  pageSize,
  threshold,
  page,
  label = 'Pages',
}: {
  total: number;
  pageSize: number;
  page: number;
  threshold: number;
  label?: string;
}) {
  const [params] = useSearchParams();
  const count = pageCount(total, pageSize);
  if (total <= threshold || count < 2) return null;
  const current = Math.min(Math.max(page, 1), count);
  const link = (target: number, text: React.ReactNode, name: string, rel?: string) => (
    <Link
      to={{ search: pageSearch(target, params) }}
      rel={rel}
      aria-label={name}
      aria-current={!rel && target === current ? 'page' : undefined}
      className={!rel && target === current ? active : idle}
    >
      {text}
    </Link>
  );
  const edge = (enabled: boolean, target: number, text: string, name: string, rel: string) =>
    enabled ? (
      link(target, text, name, rel)
    ) : (
      <span aria-hidden="true" className={unavailable}>
        {text}
      </span>
    );

  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(current > 1, current - 1, '←', 'Previous page', 'prev')}</li>
        {pageItems(current, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-charcoal-500">
              …
            </li>
          ) : (
            <li key={item}>{link(item, item, `Page ${item}`)}</li>
          ),
        )}
        <li>{edge(current < count, current + 1, '→', 'Next page', 'next')}</li>
      </ul>
    </nav>
  );
}
