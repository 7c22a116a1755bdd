import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  TRANSLATED_LOCALES,
  unknownLocaleMessage,
  type Locale,
} from '@texbridge/shared/locales/locales';
import { unknownFallbackMessage } from '@texbridge/shared/locales/locale-query';
import { inLocale, translationStatus, type Fallback, type Translations } from '@texbridge/shared/locales/translations';
import type { ResourceContract } from '@texbridge/shared/resources/define';
import type { Fields } from '@texbridge/shared/resources/fields';
import { localizedRecordOf } from '@texbridge/shared/resources/field-schemas';
import { HttpError } from '../../platform/errors.ts';

/**
 * How a read of a translated resource answers (docs/adding-a-language.md): in which locale, and whether a missing
 * translation falls back to the default locale's words or reads `null`.
 */
export interface Reading {
  locale: Locale;
  fallback: Fallback;
}

/** The reading a validated query asks for: the default locale, falling back, when it names none. */
export const readingOf = (query: { locale?: string; fallback?: string }): Reading => ({
  locale: isLocale(query.locale) ? query.locale : DEFAULT_LOCALE,
  fallback: query.fallback === 'none' ? 'none' : 'default',
});

/** Whether a reading answers the record as stored: the default locale, falling back (a call without `locale`). */
export const readsAsStored = ({ locale, fallback }: Reading) => locale === DEFAULT_LOCALE && fallback === 'default';

/**
 * What a reading adds to a read's cache key and its ETag: nothing for the record as stored, so that a call
 * without `locale` (or with the default's) is cached and tagged as it was before there were locales.
 */
export const readingKey = (reading: Reading) =>
  readsAsStored(reading) ? '' : `${reading.locale}${reading.fallback === 'none' ? ',none' : ''}`;

/** The raw query's value, as Fastify parsed it: a repeated parameter is a list. */
const raw = (request: FastifyRequest, name: string): string | undefined => {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return value === undefined ? undefined : String(value);
};

/**
 * The locale a call names, refused in the API's sentence when it is not one of LOCALES, before the query's
 * schema (which would word it as any other choice).
 */
export const localeOf = (request: FastifyRequest): Locale | undefined => {
  const locale = raw(request, 'locale');
  if (locale === undefined) return undefined;
  if (!isLocale(locale)) throw new HttpError(400, unknownLocaleMessage(locale));
  return locale;
};

/** A read's hook: an unknown `locale`, or a `fallback` other than `none`, is a 400 in its own sentence. */
export function checkReading(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  localeOf(request);
  const fallback = raw(request, 'fallback');
  if (fallback !== undefined && fallback !== 'none') throw new HttpError(400, unknownFallbackMessage(fallback));
  done();
}

/** A read's `Content-Language` where the call named its locale: the language the words are in, where they are. */
export const contentLanguage = (reply: FastifyReply, query: { locale?: string }) => {
  if (isLocale(query.locale)) void reply.header('content-language', LOCALES[query.locale].tag);
};

/**
 * A stored row as `reading` answers it: each localized field in the locale (inLocale: per field, the default's
 * words where the translation is missing, or `null` with `fallback=none`), with `fallback=none` each translated
 * locale's `translationStatus`, and never the stored `translations` themselves.
 */
export function readIn(row: Record<string, unknown>, fields: Fields, reading: Reading): Record<string, unknown> {
  const { translations, ...record } = row as Record<string, unknown> & { translations?: Translations };
  const read = inLocale(record, translations, fields, reading.locale, reading.fallback);
  if (reading.fallback !== 'none') return read;
  const status = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, translationStatus(record, translations, fields, locale)]),
  );
  return { ...read, translationStatus: status };
}

/** What the OpenAPI document says of a translated resource's reads. */
export const READING_DESCRIPTION =
  'With locale, each localized field in that language, falling back per field to the default language’s words; with fallback=none, null where a translation is missing, and each record’s translationStatus. Without locale, the record as stored.';

/** A translated resource's record as its reads answer it, for the OpenAPI document (field-schemas.ts). */
export const answeredRecord = (contract: ResourceContract, fields: Fields) =>
  contract.record instanceof z.ZodObject ? localizedRecordOf(contract.record, fields) : contract.record;
