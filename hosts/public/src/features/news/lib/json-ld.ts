import { newsIsoDate } from '@texbridge/shared/format/news-date';
import type { News } from '@texbridge/shared/resources/news';
import { absoluteUrl } from '../../../components/seo/structured-data.ts';
import { organizationRef } from '../../../components/seo/organization-json-ld.ts';
import { LOCALES } from '@texbridge/shared/locales/locales';
import { assetUrl, pageLocale } from '../../../config/runtime.ts';

/**
 * A news item, written and published by the agency. A record keeps only its release date, so that is
 * also when it was last changed as far as a reader can know.
 */
export const newsArticleJsonLd = (item: News, path: string) => {
  const published = newsIsoDate(item);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    // The words as the page shows them: the API's, in the page's language where a translation exists.
    inLanguage: LOCALES[pageLocale()].tag,
    datePublished: published,
    dateModified: published,
    image: assetUrl(item.newsImage),
    mainEntityOfPage: absoluteUrl(path),
    author: organizationRef(),
    publisher: organizationRef(),
  };
};
