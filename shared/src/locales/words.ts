import type { Field, Fields } from '../resources/fields.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale, type TranslatedLocale } from './locales.ts';

/**
 * The declarations' words in other languages (docs/adding-a-language.md): a field's label, hint and column
 * header, its choices, and what a product's page calls it (`shown`), are English where they are declared
 * (resources/*.ts), and each translated locale's catalogue (`words/<locale>.json`) says them in its
 * language, keyed by the English, as gettext does. So the declarations stay the one place a field is
 * described, and a word missing from a catalogue is found by `declaredWords` (words.test.ts).
 */
export interface Words {
  /** A declared word in the language. */
  word: (english: string) => string;
  /** A country's name from its ISO code; without it, the declaration's own (English) option label. */
  region?: (code: string) => string;
}

/** The default locale's words: the declarations' own. */
export const inEnglish: Words = { word: (english) => english };

/**
 * Each translated locale's catalogue, loaded when first asked for (a page of the default locale never
 * downloads one).
 */
const CATALOGUES: Record<TranslatedLocale, () => Promise<{ default: Record<string, string> }>> = {
  zh: () => import('./words/zh.json', { with: { type: 'json' } }),
};

/** A locale's words: its catalogue's, or the English where it has none; countries as Intl names them in `tag`. */
export const wordsFrom = (catalogue: Readonly<Record<string, string>>, tag: string): Words => ({
  word: (english) => catalogue[english] || english,
  region: (code) => regionName(code, tag),
});

/** A country's name in a language, from its ISO code (`BD` is 孟加拉国 in `zh-CN`), or the code where Intl has none. */
export const regionName = (code: string, tag: string) =>
  new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' }).of(code) ?? code;

/** The catalogue of `locale` (the caller keeps it: it is loaded once per process). */
export const loadWords = async (locale: TranslatedLocale) => (await CATALOGUES[locale]()).default;

const said = new Map<Locale, Promise<Words>>();
/** A locale's words, its catalogue loaded once per process (or thread): the API's mail and spec sheets. */
export function wordsOf(locale: Locale): Promise<Words> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(inEnglish);
  let words = said.get(locale);
  if (!words)
    said.set(locale, (words = loadWords(locale).then((catalogue) => wordsFrom(catalogue, LOCALES[locale].tag))));
  return words;
}

const optionWords = (field: Field) => {
  if (field.kind === 'select' && field.regions) return [];
  return field.kind === 'select' || field.kind === 'multiselect' ? field.options.map((option) => option.label) : [];
};

const shownWords = (field: Field): string[] => {
  if (!('shown' in field) || !field.shown) return [];
  if (field.kind === 'group') {
    // A group's figure ends in its unit part's value ('3,000 m'): each value is a word.
    const unit = field.fields[field.shown.unit];
    const values = unit?.kind === 'select' ? unit.options.map((option) => option.value) : [];
    return [...(field.shown.label ? [field.shown.label] : []), ...values];
  }
  const shown = field.shown as { label?: string; unit?: string; yes?: string; no?: string };
  return [shown.label, shown.unit, shown.yes, shown.no].filter((word): word is string => Boolean(word));
};

/**
 * Every word a set of declarations shows a person (labels, hints, sections, columns, choices, a page's
 * names), down through groups and rows: what each translated locale's catalogue must say. Choices that are
 * names in every language (certification schemes, units' symbols) are words too; a catalogue may say them
 * as they are.
 */
export const declaredWords = (fields: Fields): string[] =>
  Object.values(fields).flatMap((field) => [
    field.label,
    ...(field.hint ? [field.hint] : []),
    ...(field.section ? [field.section] : []),
    ...(field.column?.header ? [field.column.header] : []),
    ...(field.column?.empty ? [field.column.empty] : []),
    ...('itemLabel' in field ? [field.itemLabel] : []),
    ...optionWords(field),
    ...shownWords(field),
    ...(field.kind === 'group' || field.kind === 'rows' ? declaredWords(field.fields) : []),
  ]);
