import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';
import { jsonLdText } from './json-ld.tsx';

/**
 * Who publishes the site, on every page: search engines show it beside results. Written into the head
 * by the server (src/entry-server.tsx), outside React: it never changes, so a browser needs no code for it.
 */
export function organizationJsonLd({ siteName, siteUrl }: Pick<RuntimeConfig, 'siteName' | 'siteUrl'>): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url: siteUrl,
    logo: siteUrl && `${siteUrl}/favicon.svg`,
    description: 'Textile sourcing and export-import agency for fibre, yarn, fabrics, dyes, chemicals and garments.',
    address: { '@type': 'PostalAddress', addressLocality: 'Dhaka', addressCountry: 'BD' },
  };
  return `<script type="application/ld+json">${jsonLdText(data)}</script>`;
}
