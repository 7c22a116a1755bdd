import type { Words } from '../locales/words.ts';

/**
 * A resource's fields, declared once (docs/adding-a-field.md): the declarations' types, `defineFields` and what
 * reads them without a schema. No zod here, so that a public page may read a declaration (what a product's page
 * shows, format/specification.ts); the API's schemas are built from them in field-schemas.ts.
 */

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
/**
 * Words a reader reads, kept in every locale (docs/adding-a-language.md): the record's own columns hold the default
 * locale's, its `translations` the others'. A group or rows field is localized by its localized parts.
 * Numbers, codes, units, choices, images and links are not.
 */
interface Localizable {
  localized?: true;
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
 * Where a buyer reads the field on a product's page, in its JSON-LD and on its spec sheet
 * (format/specification.ts): among the key facts (`'facts'`, beside the image) or in the specification table,
 * in declaration order, under `label`, the page's own name where it differs from the form's ('Minimum order'
 * for 'Minimum order (MOQ)'). `at` holds a field at the `'start'` or the `'end'` of its place, whatever is
 * declared after it (a product's own specification rows lead the table, its HS code closes it). A field
 * without it is not shown there.
 */
interface Shown {
  in: 'facts' | 'specification';
  label?: string;
  at?: 'start' | 'end';
}
/** A whole number shown with its digits grouped, and its `unit` after it ('45 days'). */
interface ShownNumber extends Shown {
  unit?: string;
}
/** Yes or no, in the page's words ('Available', 'Not available'). */
interface ShownBoolean extends Shown {
  yes: string;
  no: string;
}
/**
 * A group shown as one figure: its `value` part, then its `unit` part's value ('3,000 m'), a word each
 * language says (locales/words.ts).
 */
interface ShownGroup extends Shown {
  value: string;
  unit: string;
}
/**
 * Rows shown as lines of their own (`lines: true`: each row's `label`, `value` and `unit` parts, a product's
 * own specification rows), or as one line, each row in the words `row` gives, joined by commas ('97% organic
 * cotton, 3% elastane').
 */
type ShownRows = Shown & ({ lines: true } | { row: (row: Record<string, unknown>, say: Words) => string });

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
      Searchable &
      Localizable & {
        kind: 'text';
        max: number;
        pattern?: { regex: RegExp; message: string };
        normalise?: (value: string) => string;
        shown?: Shown;
      })
  | (Common<string> & Searchable & Localizable & { kind: 'textarea'; max: number; rows?: number; shown?: Shown })
  | (Common<string[]> &
      Searchable &
      Localizable & {
        kind: 'list';
        itemLabel: string;
        max: number;
        items: number;
        shown?: Shown;
      })
  /**
   * `regions: true`: the options are countries by their ISO code, which every language names through
   * `Intl.DisplayNames` (locales/words.ts), not a catalogue.
   */
  | (Common<string> & Searchable & { kind: 'select'; options: readonly FieldOption[]; regions?: true; shown?: Shown })
  /** Any of its options, each at most once (a product's certifications); a value not among them is refused by name. */
  | (Common<string[]> & Searchable & { kind: 'multiselect'; options: readonly FieldOption[]; shown?: Shown })
  /** A button's target: a site path such as /event, or an http(s) URL; empty is no button. */
  | (Common<string> & { kind: 'link' })
  /** Whole stars, 1 to `max`. */
  | (Common<number> & { kind: 'rating'; max: number })
  /** A whole number from `min` to `max`. */
  | (Common<number> & { kind: 'number'; min: number; max: number; shown?: ShownNumber })
  | (Common<string> & { kind: 'image' })
  | (Common<string> & { kind: 'email' })
  /** A phone number as typed: 6 to 20 digits, with the + ( ) - . and spaces people write. */
  | (Common<string> & { kind: 'tel' })
  /** An https address, such as an embedded map's. */
  | (Common<string> & { kind: 'url' })
  /** Yes or no; left out of an add, its `default`, or not said when it has none and is not required. */
  | (Common<boolean> & { kind: 'boolean'; shown?: ShownBoolean })
  /**
   * Fields stored together as one object, such as an address's title and text; its example is its
   * parts', or none (`example: 'absent'`, an optional group the example record leaves out). Left out of
   * an add when `required: 'never'`; each part may then be left out too.
   */
  | (Omit<Common<never>, 'example'> & {
      kind: 'group';
      fields: Fields;
      example?: 'absent';
      shown?: ShownGroup;
    })
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
      shown?: ShownRows;
    });

export type Fields = Readonly<Record<string, Field>>;

/**
 * Declares a resource's fields, in the API's order (the order of its messages); a screen may show some of
 * them first (`first` in remotes/admin/src/components/crud/declared.tsx).
 */
export const defineFields = <const TFields extends Fields>(fields: TFields) => fields;

/** A field's value in a record. */
export type Output<F> = F extends { kind: 'list' }
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
