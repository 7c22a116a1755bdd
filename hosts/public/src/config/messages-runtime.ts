import { DEFAULT_LOCALE, type Locale } from '@texbridge/shared/locales/locales';

/**
 * The browser's stand-in for Paraglide's compiled runtime (src/paraglide/runtime.js; message-runtime-plugin.ts
 * swaps it in for the client build only): what the compiled messages read of it and what the site calls.
 * Paraglide's own getLocale finds the locale through its strategies (URL patterns, cookies, custom
 * strategies), which the site never uses: it hands the page's locale over at once (config/runtime.ts), yet
 * every first visit would download that code, 1 KB gzipped (docs/decisions.md). A message that reads more of
 * the runtime fails the build here, by the name it misses.
 */

/** Paraglide's per-locale builds set this; the site's one build never does. */
export const experimentalStaticLocale: Locale | undefined = undefined;

export let getLocale = (): Locale => DEFAULT_LOCALE;

export const overwriteGetLocale = (read: () => Locale) => {
  getLocale = read;
};
