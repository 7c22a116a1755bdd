import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, TRANSLATED_LOCALES, type TranslatedLocale } from './locales.ts';

/**
 * The API's `?locale=` and `?fallback=` (docs/adding-a-language.md): the OpenAPI document's parameters and the
 * sentences an unknown value is refused with. A call without them answers as it did before there were locales.
 */
const locale = z
  .enum(LOCALE_CODES as [string, ...string[]])
  .optional()
  .describe(`The language to answer in (${LOCALE_CODES.join(', ')}); left out, ${DEFAULT_LOCALE}, as stored`);

/** What a read takes: the locale, and `fallback=none` (a missing translation reads `null`, the dashboard's view). */
export const readingQuery = z.object({
  locale,
  fallback: z
    .enum(['none'])
    .optional()
    .describe(
      'none: a missing translation answers null instead of the default locale’s words, and each record says its translationStatus',
    ),
});

/** What an edit takes: the locale whose words the body carries. */
export const editingQuery = z.object({
  locale: locale.describe(
    `The language of the body's words; left out, ${DEFAULT_LOCALE}. In another, the body carries only localized fields`,
  ),
});

/** The sentence a `fallback` other than `none` is refused with. */
export const unknownFallbackMessage = (value: string) =>
  `The fallback "${value}" is not supported. Use fallback=none to read a missing translation as null, or leave it out.`;

/** The sentence an add in a translated locale is refused with: a record is written in the default locale first. */
export const addInDefaultLocaleMessage = (value: TranslatedLocale) =>
  `An add is written in ${LOCALES[DEFAULT_LOCALE].name}: add the record without locale, then send its ${LOCALES[value].name} words to its edit call with ?locale=${value}.`;

/**
 * What a translated resource's list also takes (docs/adding-a-language.md): `untranslated=zh` keeps the records
 * whose translation into that locale is not complete (translationStatus partial or missing), for the
 * dashboard's "missing 中文" filter. Filtered by the database, so a page of them is one query however large the
 * catalogue.
 */
export const untranslatedQuery = z.object({
  untranslated: z
    .enum(TRANSLATED_LOCALES as [TranslatedLocale, ...TranslatedLocale[]])
    .optional()
    .describe(
      `Only the records whose translation into this language (${TRANSLATED_LOCALES.join(', ')}) is not complete: partial or missing`,
    ),
});
