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

/** docs/spec.md §5: the hint every image picker carries. */
export const WIDE_IMAGE_HINT = 'The image must be wide.';
/** An upload's path as `POST /uploads` returns it: the example of every image field, and the test records' image. */
export const EXAMPLE_UPLOAD = '/uploads/0123456789abcdef0123456789abcdef.webp';

/** A choice of a select field: the value stored, the words shown. */
export interface FieldOption<TValue extends string = string> {
  value: TValue;
  label: string;
}

/**
 * Where a field is required (docs/spec.md §5 differs per form): `create` on the add form only (an edit may
 * leave it out, but not blank it), `always` on both forms, `never` on neither.
 */
type Required = 'create' | 'always' | 'never';

/** How a dashboard table shows the field, if it does. */
export interface FieldColumn {
  /** The header; the field's label when left out. */
  header?: string;
  /** docs/spec.md §9: characters kept before the ellipsis (each item's, for a list). */
  truncate?: number;
  /** A column of long text, given room to read. */
  wide?: boolean;
  /** What an empty cell says, where a dash would not. */
  empty?: string;
  /** The column that names a row, kept in view while the table scrolls sideways. */
  identifies?: boolean;
  /** An image shown whole, not cropped to a thumbnail (a QR code). */
  whole?: boolean;
  /** A group's part shown as the cell's title. */
  title?: boolean;
}

/**
 * Where search reads a field's words (docs/search.md): `'name'` in the names a typo is corrected to and in the
 * full-text vector, `'text'` in the vector only. `squashed: true` also adds its words with hyphens, slashes and
 * dots taken out, so 'oekotex' finds 'OEKO-TEX'. A `rows` field is searched by the parts that say so.
 */
export type Search = 'name' | 'text' | { in: 'name' | 'text'; squashed: true };
/** A field whose words search may read: a text, a list of texts, or a choice's value. */
interface Searchable {
  search?: Search;
}

interface Common<TValue> {
  label: string;
  hint?: string;
  required: Required;
  /**
   * The server fills it where an add leaves it out (the contract's `create.defaults`, such as today's
   * date): no form shows it, and a record always has it.
   */
  filled?: 'server';
  column?: FieldColumn;
  /** The form's section (a fieldset with this legend) that shows it; a group's parts sit in the group's. */
  section?: string;
  /** An edit may change it (the default), or may not: the edit call then refuses it. */
  editable?: boolean;
  /** What an add that leaves it out stores, and what a new form starts with (`required: 'never'` only). */
  default?: TValue;
  /** A realistic value: the test builders and the fake API's records start from it. */
  example: TValue;
}

/**
 * One field of a resource, declared once with what every screen needs (docs/adding-a-field.md). The API's
 * schemas, the OpenAPI descriptions, the dashboard's forms and columns and the test records derive from it.
 */
export type Field =
  /**
   * `pattern`: what the text must match, with the words that say so (an HS code's digits). `normalise`:
   * how a value people write in several ways is kept in one (an HS code's dots and spaces dropped); it runs
   * after the trim, before `max` and `pattern`, so both hold for what is stored.
   */
  | (Common<string> &
      Searchable & {
        kind: 'text';
        max: number;
        pattern?: { regex: RegExp; message: string };
        normalise?: (value: string) => string;
      })
  | (Common<string> & Searchable & { kind: 'textarea'; max: number; rows?: number })
  | (Common<string[]> & Searchable & { kind: 'list'; itemLabel: string; max: number; items: number })
  | (Common<string> & Searchable & { kind: 'select'; options: readonly FieldOption[] })
  /** Any of its options, each at most once (a product's certifications); a value not among them is refused by name. */
  | (Common<string[]> & Searchable & { kind: 'multiselect'; options: readonly FieldOption[] })
  /** A button's target: a site path such as /event, or an http(s) URL; empty is no button. */
  | (Common<string> & { kind: 'link' })
  /** Whole stars, 1 to `max`. */
  | (Common<number> & { kind: 'rating'; max: number })
  /** A whole number from `min` to `max`. */
  | (Common<number> & { kind: 'number'; min: number; max: number })
  | (Common<string> & { kind: 'image' })
  | (Common<string> & { kind: 'email' })
  /** A phone number as typed: 6 to 20 digits, with the + ( ) - . and spaces people write. */
  | (Common<string> & { kind: 'tel' })
  /** An https address, such as an embedded map's. */
  | (Common<string> & { kind: 'url' })
  /** Yes or no; left out of an add, its `default`, or not said when it has none and is not required. */
  | (Common<boolean> & { kind: 'boolean' })
  /**
   * Fields stored together as one object, such as an address's title and text; its example is its
   * parts', or none (`example: 'absent'`, an optional group the example record leaves out). Left out of
   * an add when `required: 'never'`; each part may then be left out too.
   */
  | (Omit<Common<never>, 'example'> & { kind: 'group'; fields: Fields; example?: 'absent' })
  /**
   * Ordered rows of the same parts, up to `items` (a product's fibres or specification rows), stored as one
   * list. `check` says what is wrong with the rows as a whole, if anything (percentages that do not add up).
   * A text part may `suggest` values from another field's (`suggest.from`) value, such as labels by category.
   */
  | (Common<Record<string, unknown>[]> & {
      kind: 'rows';
      itemLabel: string;
      items: number;
      fields: Fields;
      check?: (rows: Record<string, unknown>[]) => string | undefined;
      suggest?: { part: string; from: string; values: Readonly<Record<string, readonly string[]>> };
    });

export type Fields = Readonly<Record<string, Field>>;

/**
 * Declares a resource's fields, in the API's order (the order of its messages); a screen may show some of
 * them first (`first` in remotes/admin/src/components/crud/declared.tsx).
 */
export const defineFields = <const TFields extends Fields>(fields: TFields) => fields;

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

/** A field's value in a record. */
type Output<F> = F extends { kind: 'list' }
  ? string[]
  : F extends { kind: 'multiselect'; options: readonly FieldOption<infer V>[] }
    ? V[]
    : F extends { kind: 'rows'; fields: infer G }
      ? GroupOutput<G>[]
      : F extends { kind: 'rating' | 'number' }
        ? number
        : F extends { kind: 'boolean' }
          ? boolean
          : F extends { kind: 'select'; options: readonly FieldOption<infer V>[] }
            ? V
            : F extends { kind: 'group'; fields: infer G }
              ? GroupOutput<G>
              : string;
/** A group's value: its required parts, and those that may be left out. */
type GroupOutput<G> = { -readonly [K in keyof G as G[K] extends { required: 'never' } ? never : K]: Output<G[K]> } & {
  -readonly [K in keyof G as G[K] extends { required: 'never' } ? K : never]?: Output<G[K]>;
};
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

/** A complete record's fields from each field's example: the start of every test record. */
export const exampleOf = <const TFields extends Fields>(fields: TFields) =>
  examples(fields) as {
    -readonly [K in keyof TFields as TFields[K] extends { example: 'absent' } ? never : K]: Output<TFields[K]>;
  } & { -readonly [K in keyof TFields as TFields[K] extends { example: 'absent' } ? K : never]?: Output<TFields[K]> };

const examples = (fields: Fields): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]): [string, unknown][] => {
      if (field.kind !== 'group') return [[name, structuredClone(field.example)]];
      return field.example === 'absent' ? [] : [[name, examples(field.fields)]];
    }),
  );

/** A resource's fields in the order a screen shows them: those it names `first`, then the rest as declared. */
export const inOrder = (fields: Fields, first: readonly string[] = []) => {
  const all = Object.entries(fields);
  const lead = first.flatMap((name) => all.filter(([declared]) => declared === name));
  return [...lead, ...all.filter(([name]) => !first.includes(name))];
};

/** The label of a select field's value, or the value itself when it is not one of the options. */
export const optionLabel = (field: Field, value: string) =>
  (field.kind === 'select' && field.options.find((option) => option.value === value)?.label) || value;
