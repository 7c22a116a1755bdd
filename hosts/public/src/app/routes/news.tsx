import type { QueryClient } from '@tanstack/react-query';
import { Seo } from '../../components/seo/seo.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { newsQueryOptions, useNews } from '../../features/news/api/get-news.ts';
import { NewsCard } from '../../features/news/components/news-card.tsx';
import { m } from '../../paraglide/messages.js';

/** @routeLoader */
export const clientLoader = (queryClient: QueryClient) => () => queryClient.ensureQueryData(newsQueryOptions());

export default function NewsRoute() {
  const { data: news } = useNews();
  return (
    <>
      <Seo title={m.nav_news()} description={m.page_news_description()} />
      <PageBanner title={m.nav_news()} />
      <section className="mx-auto max-w-4xl px-6 py-12">
        {news.length === 0 ? (
          <p className="text-center text-charcoal-700">{m.news_none()}</p>
        ) : (
          <ul className="grid gap-5">
            {news.map((item) => (
              <li key={item._id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
