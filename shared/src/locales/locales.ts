/**
 * The site's languages, declared once (docs/adding-a-language.md): the routes, `<html lang>`, the hreflang
 * alternates, the sitemap, the API's `locale` parameter, the translated fields' storage, the message
 * catalogues and the dashboard's columns all read this list. Adding a language is one line here, its message
 * catalogue and its content.
 */
export const LOCALES = {
  /** The default: at `/`, and the `x-default` alternate; every record is written in it first. */
  en: { tag: 'en', name: 'English', short: 'EN', ogLocale: 'en_US' },
  /** Simplified Chinese, at `/zh/…`. */
  zh: { tag: 'zh-CN', name: '中文', short: '中文', ogLocale: 'zh_CN' },
} as const satisfies Record<string, LocaleInfo>;

interface LocaleInfo {
  /** The BCP 47 tag of `<html lang>`, hreflang and JSON-LD's `inLanguage`. */
  tag: string;
  /** The language's own name, as its readers write it (the switcher, the dashboard's columns). */
  name: string;
  /** The name where a phone has room for two letters or characters (`EN`, `中文`): the switcher's there. */
  short: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
}

export type Locale = keyof typeof LOCALES;

export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** Every locale, the default first. */
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];

/** The locales a record is translated into: every one but the default. */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
export const TRANSLATED_LOCALES = LOCALE_CODES.filter((code): code is TranslatedLocale => code !== DEFAULT_LOCALE);

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && Object.hasOwn(LOCALES, value);

/** The sentence an unknown `locale` is refused with, naming the supported ones. */
export const unknownLocaleMessage = (value: string) =>
  `The locale "${value}" is not supported. Use one of: ${LOCALE_CODES.join(', ')}.`;
