import { runtimeConfig } from '../../config/runtime.ts';
import { JsonLd } from './json-ld.tsx';

/** Who publishes the site, on every page: search engines show it beside results. */
export function OrganizationJsonLd() {
  const { siteName, siteUrl } = runtimeConfig();
  const url = siteUrl ?? (typeof window === 'undefined' ? undefined : window.location.origin);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: siteName,
        url,
        logo: url && `${url}/favicon.svg`,
        description:
          'Textile sourcing and export-import agency for fibre, yarn, fabrics, dyes, chemicals and garments.',
        address: { '@type': 'PostalAddress', addressLocality: 'Dhaka', addressCountry: 'BD' },
      }}
    />
  );
}
