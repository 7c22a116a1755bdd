import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES } from './locales.ts';
import { localePath } from './paths.ts';

/** One of a page's addresses for hreflang: a language's tag (or `x-default`) and the page's path in it. */
interface Alternate {
  hreflang: string;
  path: string;
}

/**
 * A page's addresses in every language, for the site's `<link rel="alternate" hreflang>` and the sitemap's
 * `xhtml:link` (docs/adding-a-language.md): each locale's, then `x-default`, the default locale's, where a
 * visitor of any other language lands. `path` is the page's locale-free path, with its query if any.
 */
export const alternatesOf = (path: string): Alternate[] => [
  ...LOCALE_CODES.map((code) => ({ hreflang: LOCALES[code].tag, path: localePath(code, path) })),
  { hreflang: 'x-default', path: localePath(DEFAULT_LOCALE, path) },
];
