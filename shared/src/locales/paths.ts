import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

/**
 * A page's locale is its path's first segment, or the default without one: `/zh/products/yarn` is the
 * Chinese `/products/yarn`, and `/products/yarn` the English. The default locale has no prefix, so its
 * addresses are today's.
 */
export const splitLocale = (pathname: string): { locale: Locale; path: string } => {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname };
};

/** A locale-free site path (with its query, if any) as the page of `locale`. */
export const localePath = (locale: Locale, path: string) => (locale === DEFAULT_LOCALE ? path : `/${locale}${path}`);
