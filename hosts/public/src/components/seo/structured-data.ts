import { newsIsoDate } from '@texbridge/shared/format/news-date';
import type { News } from '@texbridge/shared/resources/news';
import { assetUrl, runtimeConfig } from '../../config/runtime.ts';
import { organizationRef } from './organization-json-ld.ts';

/**
 * The pages' schema.org blocks, built here beside the agency's Organization (organization-json-ld.ts),
 * which they name by its @id. Structured data wants absolute URLs; the configured site URL wins over
 * wherever the page happens to run.
 */
export const absoluteUrl = (path: string) =>
  (runtimeConfig().siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin)) + path;

export interface Crumb {
  name: string;
  /** Omitted for the page itself. */
  path?: string;
}

export const breadcrumbJsonLd = (crumbs: Crumb[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    ...(crumb.path ? { item: absoluteUrl(crumb.path) } : {}),
  })),
});

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
    datePublished: published,
    dateModified: published,
    image: assetUrl(item.newsImage),
    mainEntityOfPage: absoluteUrl(path),
    author: organizationRef(),
    publisher: organizationRef(),
  };
};
