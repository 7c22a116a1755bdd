import { inOrder, type Field, type Fields } from '@texbridge/shared/resources/fields';
import { createSchemaOf } from '@texbridge/shared/resources/field-schemas';
import { hasLocalizedFields } from '@texbridge/shared/locales/translations';
import type { DefaultValues, Path } from 'react-hook-form';
import { z } from 'zod';
import type { FormSpec } from './form-spec.ts';
import type { FieldSpec } from './form-fields.tsx';

/**
 * A manager's add and edit forms from its resource's declared fields (shared/src/resources/fields.ts), so
 * that a new field shows in the dashboard without an edit here (docs/adding-a-field.md): the form's schema,
 * inputs, first values and body. Built with the forms' code, when a form first opens (declared.tsx).
 */

export type Mode = 'create' | 'edit';
export type Row = { _id: string } & Record<string, unknown>;
type Values = Record<string, unknown>;

const entries = (fields: Fields) => Object.entries(fields);
const isImage = (field: Field) => field.kind === 'image';
const requiredIn = (field: Field, mode: Mode) =>
  field.required === 'always' || (field.required === 'create' && mode === 'create');

/** A field's inputs: one, or a group's parts (named `group.part`), each in its section's fieldset. */
function fieldSpecs(name: string, field: Field, mode: Mode): FieldSpec<Values>[] {
  if (field.kind === 'group')
    return entries(field.fields).flatMap(([part, inner]) =>
      fieldSpecs(`${name}.${part}`, { ...inner, section: inner.section ?? field.section }, mode),
    );
  const common = {
    name: name as Path<Values>,
    label: field.label,
    hint: field.hint,
    required: requiredIn(field, mode),
    group: field.section,
  };
  switch (field.kind) {
    case 'text':
    case 'link':
    case 'url':
      return [{ ...common, kind: 'text' }];
    case 'email':
    case 'tel':
      return [{ ...common, kind: field.kind }];
    case 'textarea':
      return [{ ...common, kind: 'textarea', rows: field.rows }];
    case 'list':
      return [{ ...common, kind: 'list', itemLabel: field.itemLabel }];
    case 'select':
      return [{ ...common, kind: 'select', options: field.options, optional: field.required === 'never' }];
    case 'multiselect':
      return [{ ...common, kind: 'checkboxes', options: field.options }];
    case 'rows':
      return [
        {
          ...common,
          kind: 'rows',
          itemLabel: field.itemLabel,
          suggest: field.suggest,
          parts: entries(field.fields).map(([part, inner]) => ({
            name: part,
            label: inner.label,
            kind: inner.kind === 'number' || inner.kind === 'select' ? inner.kind : 'text',
            options: inner.kind === 'select' ? inner.options : undefined,
            required: inner.required !== 'never',
          })),
        },
      ];
    case 'rating':
      return [{ ...common, kind: 'rating', max: field.max }];
    case 'number':
      return [{ ...common, kind: 'number' }];
    case 'boolean':
      return [{ ...common, kind: 'checkbox' }];
    case 'image':
      throw new Error(`${name} is an image: the form's image picker shows it`);
  }
}

/** What a field's input holds: the row's value, or its default, or its kind's empty value (a group's, part by part). */
function formValue(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'group': {
      const parts = (value ?? {}) as Values;
      return Object.fromEntries(entries(field.fields).map(([name, part]) => [name, formValue(part, parts[name])]));
    }
    case 'list':
    case 'multiselect':
      return Array.isArray(value) ? [...(value as string[])] : [...(field.default ?? [])];
    case 'rows':
      return Array.isArray(value)
        ? (value as Values[]).map((row) =>
            Object.fromEntries(entries(field.fields).map(([name, part]) => [name, formValue(part, row[name])])),
          )
        : [];
    case 'rating':
    case 'number':
      return typeof value === 'number' ? value : field.default;
    case 'boolean':
      return typeof value === 'boolean' ? value : (field.default ?? false);
    default:
      return typeof value === 'string' ? value : (field.default ?? '');
  }
}

/** What an optional value left blank becomes: left out of an add, and null in an edit, which clears it. */
const blankIn = (mode: Mode) => (mode === 'edit' ? null : undefined);
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || Number.isNaN(value);

/**
 * A field's rule in the form, where it differs from the call's: a select starts on the empty string of its
 * disabled 'Select' placeholder (docs/spec.md §5), the stars start unchosen and an empty number input reads
 * NaN, each then said in words; an optional one left blank is not given. A group required always is
 * required in an edit too, whose call may leave it out but whose form always sends it; an optional group
 * with required parts (an MOQ's amount and unit) is either blank or whole.
 */
function formRule(name: string, field: Field, rule: z.ZodType, mode: Mode): z.ZodType {
  const notGiven = (given: z.ZodType) =>
    z.preprocess((value) => (isBlank(value) ? blankIn(mode) : value), given.nullish());
  switch (field.kind) {
    case 'select': {
      const chosen = z.string().pipe(
        z.enum(
          field.options.map((option) => option.value),
          'is required: choose one',
        ),
      );
      return field.required === 'never' ? notGiven(chosen) : chosen;
    }
    case 'rating':
      return z.number(`is required: choose 1 to ${field.max} stars`).int().min(1).max(field.max);
    case 'number': {
      const number = z
        .number(`is required: a whole number from ${field.min} to ${field.max}`)
        .int('must be a whole number')
        .min(field.min, `must be ${field.min} or more`)
        .max(field.max, `must be ${field.max} or less`);
      if (field.required === 'never') return notGiven(number);
      const optional = rule.safeParse(undefined).success;
      return z.preprocess((value) => (Number.isNaN(value) ? undefined : value), optional ? number.optional() : number);
    }
    case 'group': {
      if (field.required === 'always') return createSchemaOf({ [name]: field }).shape[name]!;
      // An address whose parts may each be blank is sent blank (docs/spec.md §5: 'No Added').
      if (Object.values(field.fields).every((part) => part.required === 'never')) return rule;
      const whole = partsRule(field.fields, mode);
      return z.preprocess(
        (value) => (Object.values((value ?? {}) as Values).every(isBlank) ? blankIn(mode) : value),
        whole.nullish(),
      );
    }
    case 'rows':
      return z
        .array(partsRule(field.fields, mode))
        .max(field.items)
        .check((check) => {
          const problem = field.check?.(check.value);
          if (problem) check.issues.push({ code: 'custom', input: check.value, message: problem });
        });
    default:
      return rule;
  }
}

/** A group's or a row's parts, each with its form rule; an optional text left blank is left out (a row's unit). */
function partsRule(fields: Fields, mode: Mode) {
  const rules = createSchemaOf(fields).shape as Record<string, z.ZodType>;
  return z.strictObject(
    Object.fromEntries(
      entries(fields).map(([name, part]) => {
        const rule = formRule(name, part, rules[name]!, mode);
        const blankText = (part.kind === 'text' || part.kind === 'textarea') && part.required === 'never';
        return [name, blankText ? rule.transform((value) => (value === '' ? undefined : value)) : rule];
      }),
    ),
  );
}

/** The form's schema: the call's body without what the form does not hold (the image, what the server fills). */
function formSchema(fields: Fields, body: z.ZodObject, mode: Mode) {
  const held = Object.entries(body.shape as Record<string, z.ZodType>).flatMap(([name, rule]) => {
    const field = fields[name];
    if (!field) return [[name, rule] as const];
    return isImage(field) || field.filled === 'server' ? [] : [[name, formRule(name, field, rule, mode)] as const];
  });
  return z.strictObject(Object.fromEntries(held));
}

export interface DeclaredForm<TRow> {
  title: FormSpec<TRow, Values, Values, Values>['title'];
  fields: Fields;
  /** The call's body schema: the contract's create or update. */
  body: z.ZodObject;
  /** Fields the screen shows first, by name; the rest follow in the declared (the API's) order. */
  first?: readonly string[];
  /** Fields the screen shows otherwise (a different label, say), by name. */
  override?: Partial<Record<string, Partial<FieldSpec<Values>>>>;
  /** Fields the call takes that this form does not show (docs/spec.md §5: some edits keep the image). */
  omit?: readonly string[];
  /** Fields whose input is named apart from the body's key (docs/spec.md §2: About's `para`), by name. */
  inputNames?: Partial<Record<string, string>>;
  /** The body's last step before it is sent, such as the contract's defaults (`withDefaults`). */
  complete?: (body: Values) => Values;
}

/**
 * An add leaves out each optional group whose parts were all left blank (an office not added); an edit
 * sends it blank, which clears it, since leaving it out would keep it.
 */
const withoutBlankGroups = (fields: Fields, values: Values) =>
  Object.fromEntries(
    Object.entries(values).filter(([name, value]) => {
      const field = fields[name];
      return !(
        field?.kind === 'group' &&
        field.required === 'never' &&
        Object.values((value ?? {}) as Values).every((part) => !part)
      );
    }),
  );

/** A form's keys where a screen names inputs apart from the body's keys (`inputNames`), and back. */
function renamed(inputNames: Partial<Record<string, string>>) {
  const pairs = Object.entries(inputNames) as [string, string][];
  const rekey =
    (names: Map<string, string>) =>
    <T>(record: Record<string, T>) =>
      Object.fromEntries(Object.entries(record).map(([key, value]) => [names.get(key) ?? key, value]));
  const inputOf = new Map(pairs);
  return {
    input: (name: string) => inputOf.get(name) ?? name,
    toForm: rekey(inputOf),
    toBody: rekey(new Map(pairs.map(([name, input]) => [input, name]))),
  };
}

/** The spec of the add form (`create`) or edit form of a resource with declared fields. */
export function declaredSpec<TRow extends Row, TBody>(
  mode: Mode,
  {
    title,
    fields,
    body,
    first,
    override = {},
    omit = [],
    inputNames = {},
    complete = (values) => values,
  }: DeclaredForm<TRow>,
): FormSpec<TRow, Values, Values, TBody> {
  const held = body.omit(Object.fromEntries(omit.map((name) => [name, true])) as never);
  // An image an edit may not change (editable: false) is not in the edit's body, and has no picker there.
  const image = entries(fields).find(([name, field]) => isImage(field) && name in held.shape);
  const shown = inOrder(fields, first).filter(
    ([name, field]) => !isImage(field) && field.filled !== 'server' && name in held.shape,
  );
  const keys = renamed(inputNames);
  return {
    title,
    schema: z.strictObject(keys.toForm(formSchema(fields, held, mode).shape)) as unknown as z.ZodType<Values, Values>,
    fields: shown.flatMap(([name, field]) =>
      fieldSpecs(name, field, mode).map(
        (spec) => ({ ...spec, ...override[spec.name], name: keys.input(spec.name) }) as FieldSpec<Values>,
      ),
    ),
    defaults: (row) =>
      keys.toForm(
        Object.fromEntries(shown.map(([name, field]) => [name, formValue(field, row?.[name])])),
      ) as DefaultValues<Values>,
    // docs/adding-a-language.md, "The dashboard": an edit shows its localized fields' translation beside them.
    translated: mode === 'edit' && hasLocalizedFields(fields) ? fields : undefined,
    image: image && {
      label: image[1].label,
      hint:
        mode === 'create'
          ? (image[1].hint ?? '')
          : ['Leave empty to keep the current image.', image[1].hint].filter(Boolean).join(' '),
      required: mode === 'create' && requiredIn(image[1], mode),
      current: mode === 'edit' ? (row) => row[image[0]] as string | undefined : undefined,
    },
    // A new image is set when one was chosen; an edit without one keeps the old.
    toBody: (values, imageUrl) => {
      const sent = mode === 'create' ? withoutBlankGroups(fields, keys.toBody(values)) : keys.toBody(values);
      return complete(
        image && (imageUrl || mode === 'create') ? { ...sent, [image[0]]: imageUrl ?? '' } : sent,
      ) as TBody;
    },
  };
}
