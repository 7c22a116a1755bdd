import { useLocation } from 'react-router-dom';
import { alternatesOf } from '@texbridge/shared/locales/alternates';
import { LOCALE_CODES, LOCALES, type Locale } from '@texbridge/shared/locales/locales';
import { localePath } from '@texbridge/shared/locales/paths';
import { pageLocale, runtimeConfig } from '../../config/runtime.ts';
import { m } from '../../paraglide/messages.js';
import { JsonLd } from './json-ld.tsx';

/** The site's link-preview card (public/og-card.png) and its size in pixels (seo.test.tsx reads the file's). */
export const SITE_CARD = '/og-card.png';
export const SITE_CARD_SIZE = { width: '1200', height: '630' } as const;

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
  /** Open Graph's kind of page: a product, a news article, or (the default) the website. */
  type?: 'website' | 'product' | 'article';
  /** Structured data (schema.org) for this page. */
  jsonLd?: object | object[];
  /** Kept out of search engines; `'follow'` still has its links followed (a list narrowed by filters). */
  noIndex?: boolean | 'follow';
}

/**
 * Title, description, canonical link, the page in every language (hreflang), Open Graph, Twitter card and
 * JSON-LD. React 19 hoists the <title>, <meta> and <link> into <head> (on the server, entry-server.tsx moves
 * them there); the JSON-LD stays in the page where it is rendered, which search engines read as well. The
 * page's path comes from the router without its locale's prefix (paths.ts `localeBasename`): its canonical
 * address is in the page's language, and each alternate in its own.
 */
export function Seo({ title, shareTitle, description, image, type = 'website', jsonLd, noIndex }: SeoProps) {
  const { pathname, search } = useLocation();
  const config = runtimeConfig();
  const locale = pageLocale();
  const origin = config.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const fullTitle = `${title} | ${config.siteName}`;
  // Each page of a paged list is its own canonical page; every other query parameter is noise.
  const page = Number(new URLSearchParams(search).get('page'));
  const path = pathname + (Number.isInteger(page) && page > 1 ? `?page=${page}` : '');
  const canonical = origin + localePath(locale, path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noIndex && <meta name="robots" content={noIndex === 'follow' ? 'noindex, follow' : 'noindex'} />}
      {/*
        Link previews and crawlers read the server's HTML and run no scripts: the browser's bundle leaves
        these tags out (first-load JS, docs/performance.md), and those the server wrote stay in the head.
        A page kept out of search engines names no alternates: a 404 has none, a search is no page to list.
      */}
      {import.meta.env.SSR &&
        noIndex !== true &&
        alternatesOf(path).map(({ hreflang, path: alternate }) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={origin + alternate} />
        ))}
      {import.meta.env.SSR && (
        <LinkPreview
          siteName={config.siteName}
          title={shareTitle ?? fullTitle}
          description={description}
          url={canonical}
          type={type}
          locale={locale}
          // Link previews need an absolute raster image on every page (most crawlers skip SVG); pages
          // without their own show the site's card.
          image={image}
          card={`${origin}${SITE_CARD}`}
        />
      )}
      {jsonLd && <JsonLd data={jsonLd} />}
    </>
  );
}

interface LinkPreviewProps {
  siteName: string;
  title: string;
  description: string;
  url: string;
  type: string;
  locale: Locale;
  image: string | undefined;
  card: string;
}

/** Open Graph and Twitter card tags, for the server's HTML only. */
function LinkPreview({ siteName, title, description, url, type, locale, image, card }: LinkPreviewProps) {
  const shownImage = image ?? card;
  // A page's own image shows what the page is about; the card, the agency.
  const shownAlt = image ? title : m.seo_card_alt({ siteName });
  return (
    <>
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={LOCALES[locale].ogLocale} />
      {LOCALE_CODES.filter((code) => code !== locale).map((code) => (
        <meta key={code} property="og:locale:alternate" content={LOCALES[code].ogLocale} />
      ))}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={shownImage} />
      <meta property="og:image:alt" content={shownAlt} />
      {/* An upload's size is not in its record: its figures are left out rather than guessed. */}
      {!image && <meta property="og:image:width" content={SITE_CARD_SIZE.width} />}
      {!image && <meta property="og:image:height" content={SITE_CARD_SIZE.height} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={shownImage} />
      <meta name="twitter:image:alt" content={shownAlt} />
    </>
  );
}
