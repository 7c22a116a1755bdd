import { Link } from 'react-router-dom';
import { newsIsoDate, formatNewsDate } from '@texbridge/shared/format/news-date';
import { truncate } from '@texbridge/shared/format/truncate';
import type { News } from '@texbridge/shared/resources/news';
import { cardFocusRing, stretchedLink } from '../../../components/ui/focus-ring.ts';
import { paths } from '../../../config/paths.ts';
import { pageTag } from '../../../config/runtime.ts';
import { m } from '../../../paraglide/messages.js';
import { DayBox } from './day-box.tsx';

/** docs/spec.md §2 News list item: a day box, the title, the release time and the first 130 characters. */
export function NewsCard({ item }: { item: News }) {
  return (
    <article
      className={`group relative flex gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ecru-200 transition hover:shadow-md ${cardFocusRing}`}
    >
      <DayBox item={item} />
      <div className="min-w-0">
        <h2 className="text-xl text-indigo-900">
          <Link to={paths.news.detail.getHref(item._id)} className={`${stretchedLink} hover:underline`}>
            {item.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-charcoal-500">
          {m.news_released()} <time dateTime={newsIsoDate(item)}>{formatNewsDate(item, pageTag())}</time>
        </p>
        <p className="mt-2 text-charcoal-700">{truncate(item.content, 130)}</p>
      </div>
    </article>
  );
}
