import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { formatNewsDate, newsIsoDate } from '@texbridge/shared/format/news-date';
import { titleStem, truncate } from '@texbridge/shared/format/truncate';
import { Seo } from '../../components/seo/seo.tsx';
import { breadcrumbJsonLd } from '../../components/seo/structured-data.ts';
import { recordIdOr404 } from '../../lib/record-id.ts';
import { Paragraphs } from '../../components/ui/paragraphs.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { paths } from '../../config/paths.ts';
import { assetUrl, pageTag } from '../../config/runtime.ts';
import { m } from '../../paraglide/messages.js';
import { newsItemQueryOptions, useNewsItem } from '../../features/news/api/get-news-item.ts';
import { newsArticleJsonLd } from '../../features/news/lib/json-ld.ts';

/** @routeLoader */
export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(newsItemQueryOptions(recordIdOr404(params.id)));

export default function NewsDetailRoute() {
  const { data: item } = useNewsItem(useParams().id!);
  const listHref = paths.news.list.getHref();
  return (
    <article className="mx-auto max-w-3xl px-6 py-12">
      <Seo
        title={titleStem(item.title)}
        shareTitle={item.title}
        description={truncate(item.content, 155)}
        image={assetUrl(item.newsImage)}
        type="article"
        jsonLd={[
          newsArticleJsonLd(item, paths.news.detail.getHref(item._id)),
          breadcrumbJsonLd([{ name: m.nav_news(), path: listHref }, { name: item.title }]),
        ]}
      />
      <p className="text-sm tracking-widest text-madder-600 uppercase">
        <time dateTime={newsIsoDate(item)}>{formatNewsDate(item, pageTag())}</time>
      </p>
      <h1 className="mt-2 text-4xl text-indigo-900 sm:text-5xl">{item.title}</h1>
      <Picture
        src={item.newsImage}
        alt=""
        width={1200}
        height={800}
        sizes="(min-width: 768px) 720px, calc(100vw - 48px)"
        priority
        className="mt-8 aspect-[3/2] w-full rounded-2xl object-cover"
      />
      <Paragraphs text={item.content} className="mt-8 space-y-5 text-lg leading-relaxed text-charcoal-700" />
    </article>
  );
}
