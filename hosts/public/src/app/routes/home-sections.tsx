import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Reveal } from '../../components/ui/reveal.tsx';
import { paths } from '../../config/paths.ts';
import { aboutQueryOptions, useAboutPreview } from '../../features/about/api/get-about.ts';
import { AboutPreview } from '../../features/about/components/about-preview.tsx';
import { newsQueryOptions } from '../../features/news/api/get-news.ts';
import { NewsCentre } from '../../features/news/components/news-centre.tsx';
import { privacyQueryOptions, usePrivacy } from '../../features/privacy/api/get-privacy.ts';
import { PrivacyCentre } from '../../features/privacy/components/privacy-centre.tsx';
import { newestProductsQueryOptions } from '../../features/products/api/get-products.ts';
import { ProductShortList } from '../../features/products/components/product-short-list.tsx';
import { reviewsQueryOptions, useReviews } from '../../features/reviews/api/get-reviews.ts';
import { ReviewList } from '../../features/reviews/components/review-list.tsx';
import { SectionError } from './section-error.tsx';

/** Starts the sections' requests without waiting for them: home.tsx's loader, beside the sliders'. */
export function prefetchHomeSections(queryClient: QueryClient) {
  void queryClient.prefetchQuery(privacyQueryOptions());
  void queryClient.prefetchQuery(aboutQueryOptions());
  void queryClient.prefetchQuery(newestProductsQueryOptions());
  void queryClient.prefetchQuery(newsQueryOptions());
  void queryClient.prefetchQuery(reviewsQueryOptions());
}

/**
 * The home page below its slider (docs/spec.md §2), each section loading on its own. Below the fold on
 * every screen, so its code is an island (home.tsx): not part of the page's first load.
 */
export function HomeSections() {
  const privacy = usePrivacy();
  const about = useAboutPreview();
  const products = useQuery(newestProductsQueryOptions());
  const news = useQuery(newsQueryOptions());
  const reviews = useReviews();
  return (
    <>
      <HomeSection eyebrow="Trust" title="Privacy Center" noun="privacy center" query={privacy}>
        {(rows) => <PrivacyCentre items={rows} />}
      </HomeSection>
      <HomeSection
        eyebrow="Who we are"
        title="About Us"
        noun="about section"
        query={about}
        tone="white"
        action={{ to: paths.about.getHref(), label: 'Our story' }}
      >
        {(rows) => <AboutPreview sections={rows} />}
      </HomeSection>
      <HomeSection
        eyebrow="From fibre to garment"
        title="Our Products"
        noun="products"
        query={products}
        tone="twill"
        empty="New products are being added to the catalogue. Please check back soon."
        action={{ to: paths.products.list.getHref(), label: 'All products' }}
      >
        {(rows) => <ProductShortList products={rows} />}
      </HomeSection>
      <HomeSection
        eyebrow="Market notes"
        title="News Center"
        noun="news"
        query={news}
        empty="No news has been published yet."
        action={{ to: paths.news.list.getHref(), label: 'All news' }}
      >
        {(rows) => <NewsCentre items={rows.slice(0, 3)} />}
      </HomeSection>
      <HomeSection eyebrow="Buyers on our work" title="Client Reviews" noun="reviews" query={reviews} tone="ecru">
        {(rows) => <ReviewList reviews={rows.slice(0, 6)} />}
      </HomeSection>
    </>
  );
}

const tones = {
  plain: { band: '', eyebrow: 'text-madder-600', title: 'text-indigo-900', text: 'text-charcoal-700' },
  white: { band: 'bg-white', eyebrow: 'text-madder-600', title: 'text-indigo-900', text: 'text-charcoal-700' },
  ecru: { band: 'bg-ecru-100', eyebrow: 'text-madder-600', title: 'text-indigo-900', text: 'text-charcoal-700' },
  twill: { band: 'bg-twill text-ecru-50', eyebrow: 'text-saffron-400', title: 'text-ecru-50', text: 'text-ecru-100' },
};

interface HomeSectionProps<T> {
  eyebrow: string;
  title: string;
  /** What the section lists, for its loading and error sentences. */
  noun: string;
  query: UseQueryResult<T[]>;
  /** Said when there is nothing to show; without it an empty section is left out. */
  empty?: string;
  action?: { to: string; label: string };
  tone?: keyof typeof tones;
  children: (rows: T[]) => ReactNode;
}

/** A home section that loads on its own: a small spinner, then its content, its empty sentence, or an error with a retry. */
function HomeSection<T>({ eyebrow, title, noun, query, empty, action, tone = 'plain', children }: HomeSectionProps<T>) {
  const headingId = useId();
  const colours = tones[tone];
  if (query.data?.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={headingId} className={`py-16 sm:py-24 ${colours.band}`}>
      <Reveal className="mx-auto max-w-6xl px-6">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
          <div>
            <p className={`text-sm font-semibold tracking-[0.25em] uppercase ${colours.eyebrow}`}>{eyebrow}</p>
            <h2 id={headingId} className={`mt-2 text-3xl sm:text-4xl ${colours.title}`}>
              {title}
            </h2>
          </div>
          {action && query.data && query.data.length > 0 && (
            <Link
              to={action.to}
              className={`inline-flex items-center gap-2 rounded-full border-2 px-5 py-2.5 font-medium transition ${
                tone === 'twill'
                  ? 'border-saffron-500 text-ecru-50 hover:bg-saffron-500 hover:text-indigo-950'
                  : 'border-indigo-900 text-indigo-900 hover:bg-indigo-900 hover:text-ecru-50'
              }`}
            >
              {action.label} <span aria-hidden="true">→</span>
            </Link>
          )}
        </div>
        {query.isPending ? (
          <div role="status" className={`flex items-center gap-3 ${colours.text}`}>
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
            />
            Loading {noun}…
          </div>
        ) : query.isError ? (
          <SectionError noun={noun} query={query} />
        ) : query.data.length === 0 ? (
          <p className={`text-lg ${colours.text}`}>{empty}</p>
        ) : (
          children(query.data)
        )}
      </Reveal>
    </section>
  );
}
