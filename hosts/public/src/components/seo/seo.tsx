import { useLocation } from 'react-router-dom';
import { runtimeConfig } from '../../config/runtime.ts';
import { JsonLd } from './json-ld.tsx';

/** The site's 1200×630 link-preview card (public/og-card.png). */
export const SITE_CARD = '/og-card.png';

export interface SeoProps {
  /** The page's own title; the site name is added: "News | TexBridge". */
  title: string;
  /**
   * What a link preview names the page, when the page title is shortened: a product or news item is
   * shared under its whole title, though SPEC.md's tab title is a 10-character stem.
   */
  shareTitle?: string | undefined;
  description: string;
  image?: string | undefined;
  /** Structured data (schema.org) for this page. */
  jsonLd?: object | object[];
  noIndex?: boolean;
}

/**
 * Title, description, canonical link, Open Graph, Twitter card and JSON-LD. React 19 hoists the <title>,
 * <meta> and <link> into <head> (on the server, entry-server.tsx moves them there); the JSON-LD stays in
 * the page where it is rendered, which search engines read as well.
 */
export function Seo({ title, shareTitle, description, image, jsonLd, noIndex }: SeoProps) {
  const { pathname, search } = useLocation();
  const config = runtimeConfig();
  const origin = config.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const fullTitle = `${title} | ${config.siteName}`;
  // Each page of a paged list is its own canonical page; every other query parameter is noise.
  const page = Number(new URLSearchParams(search).get('page'));
  const canonical = origin + pathname + (Number.isInteger(page) && page > 1 ? `?page=${page}` : '');
  // Link previews need an absolute raster image on every page (most crawlers skip SVG); pages without
  // their own show the site's card.
  const shownImage = image ?? `${origin}${SITE_CARD}`;
  const previewTitle = shareTitle ?? fullTitle;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={config.siteName} />
      <meta property="og:title" content={previewTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:image" content={shownImage} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={previewTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={shownImage} />
      {jsonLd && <JsonLd data={jsonLd} />}
    </>
  );
}
