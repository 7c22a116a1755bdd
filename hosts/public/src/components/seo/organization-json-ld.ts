import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';
import { LOCALES, type Locale } from '@texbridge/shared/locales/locales';
import { localePath } from '@texbridge/shared/locales/paths';
import { runtimeConfig } from '../../config/runtime.ts';
import { m } from '../../paraglide/messages.js';
import { jsonLdText } from './json-ld.tsx';

type SiteOrigin = Pick<RuntimeConfig, 'siteName' | 'siteUrl'>;

/** What the contact record says of the agency: its head office and its desks (features/contacts). */
export interface AgencyDetails {
  address: string;
  contactPoint: { '@type': 'ContactPoint'; contactType: string; telephone: string; email?: string }[];
}

/** The site's origin: the configured one, or wherever the page runs (development without `siteUrl`). */
const originOf = ({ siteUrl }: SiteOrigin) => siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);

/** The agency's one node id: every page's structured data names the agency by it. */
const organizationId = (config: SiteOrigin = runtimeConfig()) => `${originOf(config)}/#organization`;

const logo = (config: SiteOrigin) => ({ '@type': 'ImageObject', url: `${originOf(config)}/favicon.svg` });

/**
 * The agency where a page names it (a news item's author and publisher, a product's seller): the one
 * node, by its id, with its name and logo for readers that do not join nodes across blocks.
 */
export const organizationRef = (config: SiteOrigin = runtimeConfig()) => ({
  '@type': 'Organization',
  '@id': organizationId(config),
  name: config.siteName,
  logo: logo(config),
});

/**
 * Who publishes the site, and the site in the page's language, on every page: search engines show the agency
 * beside results, and read the page's language from the WebSite's `inLanguage` (each language's site is a node
 * of its own). Written into the head by the server (src/entry-server.tsx), outside React: it changes only with
 * the contact record, so a browser needs no code for it. `agency` is the contact record's, absent when there is
 * none.
 */
export function organizationJsonLd(config: SiteOrigin, locale: Locale, agency?: AgencyDetails): string {
  const origin = originOf(config);
  const organization = {
    '@context': 'https://schema.org',
    ...organizationRef(config),
    url: origin || undefined,
    description: m.seo_organization({}, { locale }),
    ...(agency && {
      address: { '@type': 'PostalAddress', streetAddress: agency.address },
      ...(agency.contactPoint.length > 0 && { contactPoint: agency.contactPoint }),
    }),
  };
  const home = `${origin}${localePath(locale, '/')}`;
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    url: home,
    name: config.siteName,
    inLanguage: LOCALES[locale].tag,
    publisher: { '@id': organizationId(config) },
  };
  return [organization, website]
    .map((data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`)
    .join('');
}
