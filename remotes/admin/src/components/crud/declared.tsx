import { truncate } from '@texbridge/shared/format/truncate';
import { optionLabel, type Field, type Fields } from '@texbridge/shared/resources/fields';
import type { DefaultValues, Path } from 'react-hook-form';
import { z } from 'zod';
import { imageColumn, textColumn, TruncatedText, type Column } from './columns.tsx';
import { describeForm, type FormDescription, type FormSpec } from './crud-form.tsx';
import type { FieldSpec } from './form-fields.tsx';

/**
 * A manager's forms and columns from its resource's declared fields (shared/src/resources/fields.ts), so
 * that a new field shows in the dashboard without an edit here (docs/adding-a-field.md).
 */

type Mode = 'create' | 'edit';
type Row = { _id: string } & Record<string, unknown>;
type Values = Record<string, unknown>;

const entries = (fields: Fields) => Object.entries(fields);

/** The fields in the order a screen shows them: those it names `first`, then the rest as declared. */
const ordered = (fields: Fields, first: readonly string[] = []) => {
  const all = entries(fields);
  const lead = first.flatMap((name) => all.filter(([declared]) => declared === name));
  return [...lead, ...all.filter(([name]) => !first.includes(name))];
};
const isImage = (field: Field) => field.kind === 'image';
const requiredIn = (field: Field, mode: Mode) =>
  field.required === 'always' || (field.required === 'create' && mode === 'create');

/** A form field's description, from its declaration. */
function fieldSpec(name: string, field: Field, mode: Mode): FieldSpec<Values> {
  const common = {
    name: name as Path<Values>,
    label: field.label,
    hint: field.hint,
    required: requiredIn(field, mode),
  };
  switch (field.kind) {
    case 'text':
    case 'link':
      return { ...common, kind: 'text' };
    case 'textarea':
      return { ...common, kind: 'textarea', rows: field.rows };
    case 'list':
      return { ...common, kind: 'list', itemLabel: field.itemLabel };
    case 'select':
      return { ...common, kind: 'select', options: field.options };
    case 'rating':
      return { ...common, kind: 'rating', max: field.max };
    case 'number':
      return { ...common, kind: 'number' };
    case 'image':
      throw new Error(`${name} is an image: the form's image picker shows it`);
  }
}

/** What a new form holds, or an edit form of `row`: the row's values, or each kind's empty value. */
const defaultsOf =
  (shown: readonly (readonly [string, Field])[]) =>
  (row: Row | undefined): DefaultValues<Values> =>
    Object.fromEntries(
      shown.map(([name, field]) => {
        const value = row?.[name];
        if (field.kind === 'list') return [name, Array.isArray(value) ? [...(value as string[])] : []];
        if (field.kind === 'rating' || field.kind === 'number')
          return [name, typeof value === 'number' ? value : undefined];
        return [name, typeof value === 'string' ? value : ''];
      }),
    );

/**
 * The form's schema: the call's body without what the form does not hold, each select checked from the
 * empty string its disabled 'Select' placeholder starts on (docs/spec.md §5), and each rating from no
 * star chosen, with messages in words.
 */
function formSchema(fields: Fields, body: z.ZodObject) {
  // What the form does not hold: the image (its picker uploads it) and what the server fills.
  const notHeld = entries(fields).filter(
    ([name, field]) => (isImage(field) || field.filled === 'server') && name in body.shape,
  );
  // The stars start unchosen: until one is, the form says so in words.
  const ratings = entries(fields).flatMap(([name, field]) =>
    field.kind === 'rating' && name in body.shape
      ? [[name, z.number(`is required: choose 1 to ${field.max} stars`).int().min(1).max(field.max)] as const]
      : [],
  );
  const choices = entries(fields).flatMap(([name, field]) =>
    field.kind === 'select' && name in body.shape
      ? [
          [
            name,
            z.string().pipe(
              z.enum(
                field.options.map((option) => option.value),
                'is required: choose one',
              ),
            ),
          ],
        ]
      : [],
  );
  // A number input left empty reads NaN: the body's own rule then says whether it may be empty.
  const numbers = entries(fields).flatMap(([name, field]) => {
    if (field.kind !== 'number' || field.filled === 'server' || !(name in body.shape)) return [];
    const number = z
      .number(`is required: a whole number from ${field.min} to ${field.max}`)
      .int('must be a whole number')
      .min(field.min, `must be ${field.min} or more`)
      .max(field.max, `must be ${field.max} or less`);
    const optional = (body.shape[name] as z.ZodType).safeParse(undefined).success;
    return [
      [name, z.preprocess((value) => (Number.isNaN(value) ? undefined : value), optional ? number.optional() : number)],
    ];
  });
  const omitted = Object.fromEntries(notHeld.map(([name]) => [name, true] as const)) as Record<string, true>;
  return body.omit(omitted as never).extend(Object.fromEntries([...choices, ...ratings, ...numbers]));
}

interface DeclaredForm<TRow> {
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

/** A form's keys where a screen names inputs apart from the body's keys (`inputNames`), and back. */
function renamed(inputNames: Partial<Record<string, string>>) {
  const pairs = Object.entries(inputNames) as [string, string][];
  const rekey =
    (names: Map<string, string>) =>
    <T,>(record: Record<string, T>) =>
      Object.fromEntries(Object.entries(record).map(([key, value]) => [names.get(key) ?? key, value]));
  const inputOf = new Map(pairs);
  return {
    input: (name: string) => inputOf.get(name) ?? name,
    toForm: rekey(inputOf),
    toBody: rekey(new Map(pairs.map(([name, input]) => [input, name]))),
  };
}

/** The add form (`create`) or edit form of a resource with declared fields. */
export function declaredForm<TRow extends Row, TBody>(
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
): FormDescription<TRow, TBody> {
  const held = body.omit(Object.fromEntries(omit.map((name) => [name, true])) as never);
  // An image an edit may not change (editable: false) is not in the edit's body, and has no picker there.
  const image = entries(fields).find(([name, field]) => isImage(field) && name in held.shape);
  const shown = ordered(fields, first).filter(
    ([name, field]) => !isImage(field) && field.filled !== 'server' && name in held.shape,
  );
  const keys = renamed(inputNames);
  const defaults = defaultsOf(shown);
  return describeForm<TRow, Values, Values, TBody>({
    title,
    schema: z.strictObject(keys.toForm(formSchema(fields, held).shape)) as unknown as z.ZodType<Values, Values>,
    fields: shown.map(
      ([name, field]) => ({ ...fieldSpec(keys.input(name), field, mode), ...override[name] }) as FieldSpec<Values>,
    ),
    defaults: (row) => keys.toForm(defaults(row) as Values) as DefaultValues<Values>,
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
      const sent = keys.toBody(values);
      return complete(
        image && (imageUrl || mode === 'create') ? { ...sent, [image[0]]: imageUrl ?? '' } : sent,
      ) as TBody;
    },
  });
}

/** docs/spec.md §9: each entry cut, joined; the whole list shows on a click, and as a tooltip. */
const listCell = (items: readonly string[], max: number | undefined) => {
  if (items.length === 0) return <span className="text-charcoal-500">—</span>;
  const whole = items.join(', ');
  return (
    <TruncatedText
      text={whole}
      shortened={max === undefined ? whole : items.map((item) => truncate(item, max)).join(', ')}
    />
  );
};

/** The stars drawn, the rating said in words to assistive technology ('4 out of 5'). */
function Stars({ rate, max }: { rate: number; max: number }) {
  return (
    <span role="img" aria-label={`${rate} out of ${max}`} className="text-lg tracking-wide">
      <span className="text-saffron-500">{'★'.repeat(rate)}</span>
      <span className="text-ecru-300">{'★'.repeat(Math.max(0, max - rate))}</span>
    </span>
  );
}

/** A column for a declared field. */
function columnOf<TRow extends Row>(name: string, field: Field): Column<TRow> {
  const header = field.column?.header ?? field.label;
  const max = field.column?.truncate;
  const read = (row: TRow) => row[name];
  switch (field.kind) {
    case 'image':
      return imageColumn(header, (row) => read(row) as string | undefined);
    case 'list':
      return { header, className: 'min-w-32', cell: (row) => listCell((read(row) as string[] | undefined) ?? [], max) };
    case 'rating':
      return {
        header,
        className: 'whitespace-nowrap',
        cell: (row) => <Stars rate={Number(read(row) ?? 0)} max={field.max} />,
      };
    case 'select':
      return textColumn(header, (row) => optionLabel(field, String(read(row) ?? '')), max, {
        className: 'whitespace-nowrap',
      });
    case 'number':
      return textColumn(header, (row) => (read(row) === undefined ? undefined : String(read(row))), undefined, {
        className: 'whitespace-nowrap tabular-nums',
      });
    case 'text':
    case 'textarea':
    case 'link':
      return textColumn(header, (row) => read(row) as string | undefined, max, {
        className: field.column?.wide ? 'min-w-56' : undefined,
        empty: field.column?.empty,
      });
  }
}

/** The table's columns: each field that declares one, those named `first` leading, the rest as declared. */
export function declaredColumns<TRow extends Row>(fields: Fields, first?: readonly string[]): Column<TRow>[] {
  return ordered(fields, first)
    .filter(([, field]) => field.column)
    .map(([name, field]) => columnOf<TRow>(name, field));
}
