import type { Field, Fields } from '../resources/fields.ts';
import { DEFAULT_LOCALE, type Locale, type TranslatedLocale } from './locales.ts';

/**
 * How a record keeps its other languages (docs/adding-a-language.md): its columns hold the default locale's
 * words, and its `translations` column each translated locale's localized fields, in the fields' own shapes
 * but holding only their localized parts: a text or list as it is, a group as an object of its localized
 * parts, rows as a list (by position) of objects of their localized parts. A translation missing, empty or
 * blank is no translation: a reader gets the default locale's words instead (`inLocale`), and that fallback is
 * never stored.
 */
export type Translations = Partial<Record<TranslatedLocale, Record<string, unknown>>>;

/** What a translation missing from a `fallback=none` answer reads as. */
export type Fallback = 'default' | 'none';

const isLocalized = (field: Field): boolean =>
  field.kind === 'group' || field.kind === 'rows'
    ? Object.values(field.fields).some(isLocalized)
    : 'localized' in field && field.localized === true;

/** A resource's localized fields: those a translation may carry. */
export const localizedFields = (fields: Fields): [string, Field][] =>
  Object.entries(fields).filter(([, field]) => isLocalized(field));

/** Whether a resource has anything to translate. */
export const hasLocalizedFields = (fields: Fields) => localizedFields(fields).length > 0;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.every(isBlank));

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Whether a record's translations hold anything at all: `{}` and `{ zh: {} }` hold nothing. */
export const hasTranslations = (translations: Translations | null | undefined): boolean =>
  Object.values(translations ?? {}).some((words) => Object.keys(asObject(words)).length > 0);

/** One field's value in a locale: the translation where there is one, else the default's (or `null`). */
const valueIn = (field: Field, own: unknown, translated: unknown, fallback: Fallback): unknown => {
  if (field.kind === 'group') {
    if (own === undefined || own === null) return own;
    return partsIn(field.fields, asObject(own), asObject(translated), fallback);
  }
  if (field.kind === 'rows') {
    if (!Array.isArray(own)) return own;
    const rows = Array.isArray(translated) ? translated : [];
    return own.map((row, index) => partsIn(field.fields, asObject(row), asObject(rows[index]), fallback));
  }
  if (!isLocalized(field)) return own;
  if (!isBlank(translated)) return translated;
  return fallback === 'none' ? null : own;
};

const partsIn = (
  fields: Fields,
  own: Record<string, unknown>,
  translated: Record<string, unknown>,
  fallback: Fallback,
): Record<string, unknown> => {
  const out = { ...own };
  for (const [name, field] of Object.entries(fields)) {
    if (!isLocalized(field)) continue;
    const value = valueIn(field, own[name], translated[name], fallback);
    if (value !== undefined) out[name] = value;
  }
  return out;
};

/**
 * A record as a reader of `locale` reads it: each localized field in that locale, falling back per field (and
 * per part of a group or row) to the default locale's words, or to `null` with `fallback: 'none'` (the
 * dashboard's view of what is missing). The default locale reads the record as it is.
 */
export const inLocale = <TRecord extends Record<string, unknown>>(
  record: TRecord,
  translations: Translations | null | undefined,
  fields: Fields,
  locale: Locale,
  fallback: Fallback = 'default',
): TRecord => {
  if (locale === DEFAULT_LOCALE) return record;
  return partsIn(fields, record, asObject(translations?.[locale]), fallback) as TRecord;
};

/** A translated value as it is kept: its blank parts left out, `undefined` when nothing is left. */
const keptValue = (field: Field, value: unknown): unknown => {
  if (field.kind === 'group') {
    const parts = keptParts(field.fields, asObject(value));
    return Object.keys(parts).length > 0 ? parts : undefined;
  }
  if (field.kind === 'rows') {
    if (!Array.isArray(value)) return undefined;
    const rows = value.map((row) => keptParts(field.fields, asObject(row)));
    return rows.some((row) => Object.keys(row).length > 0) ? rows : undefined;
  }
  return isBlank(value) ? undefined : value;
};

const keptParts = (fields: Fields, values: Record<string, unknown>): Record<string, unknown> => {
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = isLocalized(field) ? keptValue(field, values[name]) : undefined;
    if (value !== undefined) kept[name] = value;
  }
  return kept;
};

/**
 * A record's translations with an edit in `locale` written in (docs/adding-a-language.md): each localized field
 * the edit carries replaces that field's translation, a group's part by part (the parts it leaves out are kept);
 * a blank value (an empty text or list, a part left empty) clears it. Other fields, other locales and anything
 * that is not a localized field are kept as they were; a locale left with nothing is dropped.
 */
export const withTranslation = (
  translations: Translations | null | undefined,
  fields: Fields,
  locale: TranslatedLocale,
  values: Record<string, unknown>,
): Translations => {
  const words = { ...asObject(translations?.[locale]) };
  for (const [name, field] of localizedFields(fields)) {
    if (values[name] === undefined) continue;
    const sent = field.kind === 'group' ? { ...asObject(words[name]), ...asObject(values[name]) } : values[name];
    const kept = keptValue(field, sent);
    if (kept === undefined) delete words[name];
    else words[name] = kept;
  }
  const { [locale]: _replaced, ...others } = translations ?? {};
  return Object.keys(words).length > 0 ? { ...others, [locale]: words } : others;
};

/** How much of a record a locale has: every localized value it holds translated, some, or none. */
export const TRANSLATION_STATUSES = ['complete', 'partial', 'missing'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/** The localized values a record holds, each as `[own, translated]`, down through groups and rows. */
const pairs = (
  fields: Fields,
  own: Record<string, unknown>,
  translated: Record<string, unknown>,
): [unknown, unknown][] =>
  Object.entries(fields).flatMap(([name, field]): [unknown, unknown][] => {
    if (!isLocalized(field)) return [];
    if (field.kind === 'group') return pairs(field.fields, asObject(own[name]), asObject(translated[name]));
    if (field.kind === 'rows') {
      const rows = Array.isArray(own[name]) ? (own[name] as unknown[]) : [];
      const theirs = Array.isArray(translated[name]) ? (translated[name] as unknown[]) : [];
      return rows.flatMap((row, index) => pairs(field.fields, asObject(row), asObject(theirs[index])));
    }
    return [[own[name], translated[name]]];
  });

/** A record's translation status in `locale`, counting only what the record has in the default locale. */
export const translationStatus = (
  record: Record<string, unknown>,
  translations: Translations | null | undefined,
  fields: Fields,
  locale: TranslatedLocale,
): TranslationStatus => {
  const held = pairs(fields, record, asObject(translations?.[locale])).filter(([own]) => !isBlank(own));
  const done = held.filter(([, translated]) => !isBlank(translated)).length;
  if (done === held.length) return 'complete';
  return done === 0 ? 'missing' : 'partial';
};
