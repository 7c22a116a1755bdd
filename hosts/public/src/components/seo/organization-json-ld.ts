import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';
import { runtimeConfig } from '../../config/runtime.ts';
import { jsonLdText } from './json-ld.tsx';
import { ORGANIZATION_DESCRIPTION } from './organization-description.ts';

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
 * Who publishes the site, on every page: search engines show it beside results. Written into the head
 * by the server (src/entry-server.tsx), outside React: it changes only with the contact record, so a
 * browser needs no code for it. `agency` is the contact record's, absent when there is none.
 */
export function organizationJsonLd(config: SiteOrigin, agency?: AgencyDetails): string {
  const data = {
    '@context': 'https://schema.org',
    ...organizationRef(config),
    url: originOf(config) || undefined,
    description: ORGANIZATION_DESCRIPTION,
    ...(agency && {
      address: { '@type': 'PostalAddress', streetAddress: agency.address },
      ...(agency.contactPoint.length > 0 && { contactPoint: agency.contactPoint }),
    }),
  };
  return `<script type="application/ld+json">${jsonLdText(data)}</script>`;
}
