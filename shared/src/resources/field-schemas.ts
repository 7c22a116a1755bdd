import { z } from 'zod';
import {
  email,
  EMAIL_MAX_LENGTH,
  httpsUrl,
  imageUrl,
  keptText,
  linkTarget,
  optionalEmail,
  phoneNumber,
  requiredText,
  text,
} from '../schemas/common.ts';
import { type Lines, problems } from '../schemas/field-rules.ts';
import { TRANSLATED_LOCALES } from '../locales/locales.ts';
import { localizedFields, TRANSLATION_STATUSES } from '../locales/translations.ts';
import type { Field, FieldOption, Fields, Output } from './fields.ts';

/**
 * The API's add and edit schemas of a resource's declared fields (fields.ts): their validation, messages and
 * OpenAPI descriptions. Apart from the declarations, which carry no zod, so that a public page may read them.
 */

/** A textarea is written in lines; every other text field is one line (field-rules.ts, `Lines`). */
const linesOf = (field: Field): Lines => (field.kind === 'textarea' ? 'many' : 'one');

/** The text a field's schema carries into the OpenAPI document. */
const description = (field: Field) => (field.hint ? `${field.label}. ${field.hint}` : field.label);

/**
 * The schema of a field's value as an add call accepts it. A part of a group that is not required may be
 * left out, where a field of its own is stored empty.
 */
function createValue(field: Field, inGroup = false): z.ZodType {
  const required = field.required !== 'never';
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const pattern = field.kind === 'text' ? field.pattern : undefined;
      const normalise = field.kind === 'text' ? field.normalise : undefined;
      const trimmed = text(linesOf(field)).trim();
      // The form written becomes the one stored first, so that `max` and `pattern` hold for what is kept.
      const kept = (normalise ? trimmed.overwrite(normalise) : trimmed).max(field.max);
      // The whole text, or nothing (an optional field left empty).
      const matched = pattern ? kept.regex(new RegExp(`^(?:${pattern.regex.source})?$`), pattern.message) : kept;
      if (field.filled === 'server' || (inGroup && !required)) return matched.optional();
      return required ? matched.min(1, problems.required) : matched.default(field.default ?? '');
    }
    case 'list':
      return z.array(requiredText(field.max)).max(field.items).default([]);
    case 'select': {
      const chosen = oneOf(field.options);
      return required ? chosen : chosen.optional();
    }
    case 'multiselect':
      return z
        .array(text())
        .check((check) => {
          const allowed = new Set(field.options.map((option) => option.value));
          const unknown = check.value.filter((value) => !allowed.has(value));
          const twice = check.value.filter((value, index) => check.value.indexOf(value) !== index);
          if (unknown.length > 0)
            check.issues.push({
              code: 'custom',
              input: check.value,
              message: `has unknown names: ${unknown.join(', ')} (choose from ${[...allowed].join(', ')})`,
            });
          else if (twice.length > 0)
            check.issues.push({ code: 'custom', input: check.value, message: `names ${twice.join(', ')} twice` });
        })
        .default([]);
    case 'rows': {
      const row = z.strictObject(
        Object.fromEntries(Object.entries(field.fields).map(([name, part]) => [name, valueOf(part, true)])),
      );
      const rows = z
        .array(row)
        .max(field.items)
        .check((check) => {
          const problem = field.check?.(check.value);
          if (problem) check.issues.push({ code: 'custom', input: check.value, message: problem });
        });
      return rows.default([]);
    }
    case 'image':
      return required ? imageUrl : z.union([z.literal(''), imageUrl]).default('');
    case 'link':
      return required ? linkTarget.min(1, 'is required') : linkTarget.optional();
    case 'rating':
      return z.int().min(1).max(field.max);
    case 'number': {
      const number = z.int().min(field.min).max(field.max);
      return field.filled === 'server' || !required ? number.optional() : number;
    }
    case 'email':
      return required ? email().max(EMAIL_MAX_LENGTH) : optionalEmail.optional();
    case 'tel':
      return required ? phoneNumber.min(1, problems.required) : phoneNumber.optional();
    case 'url':
      return required ? httpsUrl() : z.union([z.literal(''), httpsUrl()]).optional();
    case 'boolean':
      if (required) return z.boolean();
      return field.default === undefined ? z.boolean().optional() : z.boolean().default(field.default);
    case 'group': {
      const group = z.strictObject(
        Object.fromEntries(Object.entries(field.fields).map(([name, part]) => [name, valueOf(part, true)])),
      );
      return required ? group : group.optional();
    }
  }
}

/** A select's value: one of its options, or a message that lists them. */
const oneOf = (options: readonly FieldOption[]) => {
  const values = options.map((option) => option.value) as [string, ...string[]];
  return z.enum(values, { message: `must be one of ${values.join(', ')}` });
};

/** A field's add schema, with the words the OpenAPI document shows. */
const valueOf = (field: Field, inGroup = false) => createValue(field, inGroup).describe(description(field));

/**
 * The schema of a field's value as an edit call accepts it: left out keeps it; a required one is not
 * blanked; an optional value that has no empty form of its own (a number, a choice, a group) is cleared by
 * null.
 */
function updateValue(field: Field) {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      if (field.required !== 'never') return keptText(field.max, linesOf(field));
      return (createValue(field) as z.ZodDefault<z.ZodType>).unwrap().optional();
    case 'list':
      return z.array(requiredText(field.max)).max(field.items).optional();
    case 'multiselect':
    case 'rows':
      return (createValue(field) as z.ZodDefault<z.ZodType>).unwrap().optional();
    case 'boolean':
      return field.required === 'never' && field.default === undefined
        ? z.boolean().nullable().optional()
        : z.boolean().optional();
    case 'select':
    case 'number':
    case 'group':
      // Left out, each is kept; a group comes whole, so a required one keeps its required parts.
      if (field.required === 'never' && field.filled !== 'server') return createValue(field).nullable();
      return createValue(field).optional();
    case 'image':
    case 'link':
    case 'rating':
    case 'email':
    case 'tel':
    case 'url':
      return createValue(field).optional();
  }
}

/** A field's schema in the add call: a list, or an optional field, may be left out. */
type CreateType<F> = F extends
  | { kind: 'link' | 'number' | 'email' | 'tel' | 'url' | 'group' | 'select'; required: 'never' }
  | { kind: 'boolean'; required: 'never'; default?: undefined }
  | { filled: 'server' }
  ? z.ZodOptional<z.ZodType<Output<F>, Output<F>>>
  : F extends { kind: 'list' | 'multiselect' | 'rows' } | { required: 'never' }
    ? z.ZodDefault<z.ZodType<Output<F>, Output<F>>>
    : z.ZodType<Output<F>, Output<F>>;
/** A field's value in the edit call: null clears an optional one that has no empty form of its own. */
type UpdateOutput<F> = F extends { kind: 'number' | 'group' | 'select' | 'boolean'; required: 'never' }
  ? Output<F> | null
  : Output<F>;
type EditableKeys<T> = { [K in keyof T]: T[K] extends { editable: false } ? never : K }[keyof T];

/** The add call's body: every field, with the required ones required. */
export const createSchemaOf = <const TFields extends Fields>(fields: TFields) =>
  z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, valueOf(field)])),
  ) as unknown as z.ZodObject<{ -readonly [K in keyof TFields]: CreateType<TFields[K]> }, z.core.$strict>;

/** The edit call's body: the editable fields, each optional. */
export const updateSchemaOf = <const TFields extends Fields>(fields: TFields) =>
  z.strictObject(
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, field]) => field.editable !== false)
        .map(([name, field]) => [name, updateValue(field).describe(description(field))]),
    ),
  ) as unknown as z.ZodObject<
    {
      -readonly [K in EditableKeys<TFields>]: z.ZodOptional<
        z.ZodType<UpdateOutput<TFields[K]>, UpdateOutput<TFields[K]>>
      >;
    },
    z.core.$strict
  >;

/** What a translation refuses: a field that reads the same in every language (a number, a code, an image). */
const sameInEveryLanguage = z
  .unknown()
  .refine((value) => value === undefined, problems.notTranslated)
  .optional();

/** The names of the localized fields (or parts) among `fields`. */
const localizedNames = (fields: Fields) => new Set(localizedFields(fields).map(([name]) => name));

/**
 * A localized field's value in a translation: the field's own rules (its length, its lines), but never
 * required, and left out it is kept: an empty text clears the translation, as an empty list does.
 */
function translatedValue(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return createValue({ ...field, required: 'never' }, true);
    case 'list':
      return z.array(requiredText(field.max)).max(field.items).optional();
    case 'group':
      return z.strictObject(translatedParts(field.fields)).optional();
    case 'rows':
      return z
        .array(z.strictObject(translatedParts(field.fields)))
        .max(field.items)
        .optional();
    default:
      return sameInEveryLanguage;
  }
}

const translatedParts = (fields: Fields) => {
  const localized = localizedNames(fields);
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      localized.has(name) ? translatedValue(field) : sameInEveryLanguage,
    ]),
  );
};

/**
 * The body of an edit in a translated locale (`?locale=zh`, docs/adding-a-language.md): the editable fields'
 * localized ones (a group's and a row's localized parts), each optional; any other declared field is refused
 * by name, as one that is the same in every language.
 */
export const translationSchemaOf = (fields: Fields) =>
  z.strictObject(
    translatedParts(Object.fromEntries(Object.entries(fields).filter(([, field]) => field.editable !== false))),
  );

/**
 * A field's value as a read in a locale answers it: a localized text or list `null` where `fallback=none` finds
 * no translation, a group's or a row's localized parts likewise, anything else as its add takes it.
 */
function answeredValue(field: Field, localized: boolean, inGroup = false): z.ZodType {
  if (field.kind === 'group' || field.kind === 'rows') {
    const words = localizedNames(field.fields);
    const parts = Object.fromEntries(
      Object.entries(field.fields).map(([name, part]) => [name, answeredValue(part, words.has(name), true)]),
    );
    return field.kind === 'group' ? z.object(parts) : z.array(z.object(parts));
  }
  if (!localized) return valueOf(field, inGroup);
  const words = field.kind === 'list' ? z.array(z.string()) : z.string();
  return (inGroup ? words.optional() : words).nullable().describe(description(field));
}

/**
 * A record as a read with `?locale=` answers it (docs/adding-a-language.md): its localized fields `null` where
 * `fallback=none` finds no translation, and with `fallback=none` each translated locale's `translationStatus`.
 */
export const localizedRecordOf = (record: z.ZodObject, fields: Fields) =>
  record.extend({
    ...Object.fromEntries(
      localizedFields(fields).map(([name, field]) => {
        const answered = answeredValue(field, true);
        return [name, record.shape[name]?.isOptional() ? answered.optional() : answered];
      }),
    ),
    translationStatus: z
      .partialRecord(z.enum(TRANSLATED_LOCALES as [string, ...string[]]), z.enum(TRANSLATION_STATUSES))
      .optional()
      .describe('With fallback=none: how much of the record each translated locale has'),
  });
