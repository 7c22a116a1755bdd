import { newsDateParts } from '@texbridge/shared/format/news-date';
import type { News } from '@texbridge/shared/resources/news';

/**
 * docs/spec.md §2's day box: the padded day large, month (one-based) and year beneath. Decorative: the
 * readable date is in a <time> next to it.
 */
export function DayBox({
  item,
  compact = false,
  className = '',
}: {
  item: News;
  compact?: boolean;
  className?: string;
}) {
  const { day, month, year } = newsDateParts(item);
  return (
    <div
      aria-hidden="true"
      className={`flex shrink-0 flex-col items-center justify-center rounded-xl bg-indigo-900 text-ecru-50 ${
        compact ? 'size-16' : 'size-20'
      } ${className}`}
    >
      <span className={`font-display leading-none ${compact ? 'text-2xl' : 'text-3xl'}`}>{day}</span>
      <span className={`mt-1 text-xs text-saffron-400 ${compact ? 'tracking-normal' : 'tracking-widest'}`}>
        {month}/{year}
      </span>
    </div>
  );
}
