import { Link } from 'react-router-dom';
import { newsDateParts, newsIsoDate, formatNewsDate } from '@texbridge/shared/format/news-date';
import { truncate } from '@texbridge/shared/format/truncate';
import type { News } from '@texbridge/shared/schemas/news';
import { paths } from '../../../config/paths.ts';

/** SPEC.md §2 News list item: a day box, the title, the release time and the first 130 characters. */
export function NewsCard({ item }: { item: News }) {
  const { day, month, year } = newsDateParts(item);
  return (
    <article className="group relative flex gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ecru-200 transition hover:shadow-md">
      <div
        aria-hidden="true"
        className="flex size-20 shrink-0 flex-col items-center justify-center rounded-xl bg-indigo-900 text-ecru-50"
      >
        <span className="font-display text-3xl leading-none">{day}</span>
        <span className="mt-1 text-xs tracking-widest text-saffron-400">
          {month}/{year}
        </span>
      </div>
      <div className="min-w-0">
        <h2 className="text-xl text-indigo-900">
          <Link to={paths.news.detail.getHref(item._id)} className="after:absolute after:inset-0 hover:underline">
            {item.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-charcoal-500">
          Released <time dateTime={newsIsoDate(item)}>{formatNewsDate(item)}</time>
        </p>
        <p className="mt-2 text-charcoal-700">{truncate(item.content, 130)}</p>
      </div>
    </article>
  );
}
