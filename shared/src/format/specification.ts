import { optionLabel, type Field, type Fields } from '../resources/fields.ts';
import { productFields } from '../resources/product-fields.ts';
import type { Product } from '../resources/products.ts';
import { inEnglish, type Words } from '../locales/words.ts';
import { formatNumber } from './number.ts';

/** One line of a product's specification, as the page's table and its JSON-LD both say it. */
export interface SpecificationLine {
  label: string;
  value: string;
  /** A number's unit, apart so that structured data can carry it as `unitText`. */
  unit?: string;
}

/**
 * A value in the page's words: a number with its digits grouped (as both the site's languages group them),
 * a choice by its option's label in the page's language, a country by its name in it.
 */
const words = (field: Field, value: unknown, say: Words): string => {
  if (field.kind === 'number') return formatNumber(Number(value));
  if (field.kind === 'select' && field.regions && say.region) return say.region(String(value));
  if (field.kind === 'select') return say.word(optionLabel(field, String(value)));
  if (field.kind === 'multiselect')
    return (value as string[]).map((one) => say.word(optionLabel(field, one))).join(', ');
  if (field.kind === 'list') return (value as string[]).join(', ');
  return String(value);
};

/** A field's lines as its `shown` says (resources/fields.ts); none where the record has no value for it. */
function linesOf(field: Field, value: unknown, say: Words): SpecificationLine[] {
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (!('shown' in field) || !field.shown || empty) return [];
  const label = say.word(field.shown.label ?? field.label);
  switch (field.kind) {
    case 'number':
      return [
        { label, value: words(field, value, say), ...(field.shown.unit && { unit: say.word(field.shown.unit) }) },
      ];
    case 'boolean':
      return [{ label, value: say.word(value ? field.shown.yes : field.shown.no) }];
    case 'group': {
      const group = value as Record<string, unknown>;
      const part = field.fields[field.shown.value]!;
      return [
        { label, value: words(part, group[field.shown.value], say), unit: say.word(String(group[field.shown.unit])) },
      ];
    }
    case 'rows': {
      const rows = value as Record<string, unknown>[];
      if ('lines' in field.shown)
        return rows.map((row) => ({
          label: String(row.label),
          value: String(row.value),
          unit: (row.unit as string | undefined) || undefined,
        }));
      const shown = field.shown;
      return [{ label, value: rows.map((row) => shown.row(row, say)).join(', ') }];
    }
    default:
      return [{ label, value: words(field, value, say) }];
  }
}

/** Where `at` holds a field in its place: at its head, among the rest in declaration order, or at its foot. */
const rank = (at: 'start' | 'end' | undefined) => (at === 'start' ? 0 : at === 'end' ? 2 : 1);

/** The lines of the fields shown `in` one place, in declaration order but for those held at its start or end. */
function shownIn(place: 'facts' | 'specification', record: object, fields: Fields, say: Words): SpecificationLine[] {
  const values = record as Record<string, unknown>;
  return Object.entries(fields)
    .flatMap(([name, field]) =>
      'shown' in field && field.shown?.in === place ? [{ name, field, at: field.shown.at }] : [],
    )
    .sort((one, other) => rank(one.at) - rank(other.at))
    .flatMap(({ name, field }) => linesOf(field, values[name], say));
}

/**
 * What a buyer sources against first, beside the image: the fields declared `shown: { in: 'facts' }` (the
 * minimum order, lead time, origin and samples), where given.
 */
export const keyFacts = (product: Product, say: Words = inEnglish, fields: Fields = productFields) =>
  shownIn('facts', product, fields, say);

/**
 * The specification table: the fields declared `shown: { in: 'specification' }` (the product's own rows, its
 * fibre content and its HS code), where given.
 */
export const specificationLines = (product: Product, say: Words = inEnglish, fields: Fields = productFields) =>
  shownIn('specification', product, fields, say);

/** A line as the page shows it: the value, then its unit. */
export const lineText = ({ value, unit }: SpecificationLine) => (unit ? `${value} ${unit}` : value);
