import { Link } from 'react-router-dom';
import { formatNewsDate, newsIsoDate } from '@texbridge/shared/format/news-date';
import { truncate } from '@texbridge/shared/format/truncate';
import type { News } from '@texbridge/shared/resources/news';
import { cardFocusRing, stretchedLink } from '../../../components/ui/focus-ring.ts';
import { Picture } from '../../../components/ui/picture.tsx';
import { paths } from '../../../config/paths.ts';
import { pageTag } from '../../../config/runtime.ts';
import { DayBox } from './day-box.tsx';

/** The home page's news centre: the latest items as cards with the padded day box, linking to their detail. */
export function NewsCentre({ items }: { items: News[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item._id}>
          <article
            className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ecru-200 transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:hover:translate-y-0 ${cardFocusRing}`}
          >
            <div className="relative">
              <Picture
                src={item.newsImage}
                alt=""
                width={600}
                height={400}
                sizes="(min-width: 1152px) 352px, (min-width: 768px) calc(33vw - 32px), calc(100vw - 48px)"
                className="aspect-[3/2] w-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
              />
              <DayBox item={item} compact className="absolute top-4 left-4 shadow-lg" />
            </div>
            <div className="flex flex-1 flex-col p-6">
              <p className="text-sm text-charcoal-500">
                <time dateTime={newsIsoDate(item)}>{formatNewsDate(item, pageTag())}</time>
              </p>
              <h3 className="mt-2 text-xl leading-snug text-indigo-900">
                <Link to={paths.news.detail.getHref(item._id)} className={`${stretchedLink} group-hover:underline`}>
                  {item.title}
                </Link>
              </h3>
              <p className="mt-3 text-charcoal-700">{truncate(item.content, 130)}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
