import { localePath } from '@texbridge/shared/locales/paths';
import { pageLocale, runtimeConfig } from '../../config/runtime.ts';

/**
 * What every page's schema.org blocks share: absolute URLs and the breadcrumb trail. A record's own block
 * is built beside its feature (features/products/lib/json-ld.ts, features/news/lib/json-ld.ts) and names
 * the agency's Organization (organization-json-ld.ts) by its @id. Structured data wants absolute URLs, in
 * the page's language (`path` is a site path of config/paths.ts); the configured site URL wins over wherever
 * the page happens to run.
 */
export const absoluteUrl = (path: string) =>
  (runtimeConfig().siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin)) +
  localePath(pageLocale(), path);

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
