import type { Field, Fields } from '@texbridge/shared/resources/fields';

/**
 * The words of an edit form's other column (docs/adding-a-language.md, "The dashboard"): which of the English
 * form's inputs have a translation beside them (a slot), what the translation's inputs hold, what an edit in that
 * locale sends, and what "Copy the English" fills. Pure: the form's components and the tests read it.
 */

type Values = Record<string, unknown>;

interface SlotBase {
  /** The English input's name in the form: `title`, `add1.addT1` (a group's part), `specs`. */
  name: string;
  label: string;
}
/** An input beside an English one: a line or some lines of text, a list, or rows by their localized parts. */
export type Slot =
  | (SlotBase & { kind: 'text' | 'textarea'; max: number; rows?: number })
  | (SlotBase & { kind: 'list'; itemLabel: string; max: number; hint?: string })
  | (SlotBase & {
      kind: 'rows';
      itemLabel: string;
      parts: { name: string; label: string; max: number }[];
      /** The English field's hint, above its entries as there, so that entry sits beside entry. */
      hint?: string;
    });

const isWords = (field: Field | undefined): field is Extract<Field, { kind: 'text' | 'textarea' | 'list' }> =>
  (field?.kind === 'text' || field?.kind === 'textarea' || field?.kind === 'list') && field.localized === true;

/** The slot beside the English input `name`, if its field (or its group's part) is localized. */
export function slotOf(fields: Fields, name: string): Slot | undefined {
  const [top, part] = name.split('.') as [string, string | undefined];
  const field = fields[top];
  const leaf = part === undefined ? field : field?.kind === 'group' ? field.fields[part] : undefined;
  if (leaf?.kind === 'rows') {
    const parts = Object.entries(leaf.fields).flatMap(([partName, inner]) =>
      isWords(inner) && inner.kind !== 'list' ? [{ name: partName, label: inner.label, max: inner.max }] : [],
    );
    return parts.length > 0
      ? { kind: 'rows', name, label: leaf.label, itemLabel: leaf.itemLabel, parts, hint: leaf.hint }
      : undefined;
  }
  if (!isWords(leaf)) return undefined;
  if (leaf.kind === 'list') {
    return { kind: 'list', name, label: leaf.label, itemLabel: leaf.itemLabel, max: leaf.max, hint: leaf.hint };
  }
  return {
    kind: leaf.kind,
    name,
    label: leaf.label,
    max: leaf.max,
    rows: leaf.kind === 'textarea' ? leaf.rows : undefined,
  };
}

/** A value at a dotted path (`add1.addT1`). */
export const valueAt = (values: unknown, name: string): unknown =>
  name.split('.').reduce<unknown>((value, key) => (value as Values | null | undefined)?.[key], values);

/** `values` with the value at a dotted path set, copying each object on the way (the form's values stay whole). */
function withValueAt(values: Values, name: string, value: unknown): Values {
  const [key, ...rest] = name.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...values, [key]: value };
  return { ...values, [key]: withValueAt((values[key] ?? {}) as Values, rest.join('.'), value) };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.map(text) : []);
const isBlank = (value: string) => value.trim() === '';

/** A rows slot's Chinese rows as the inputs hold them: one per English row, each localized part a text. */
const rowsOf = (slot: Extract<Slot, { kind: 'rows' }>, value: unknown, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const row = (Array.isArray(value) ? value[index] : undefined) as Values | undefined;
    return Object.fromEntries(slot.parts.map((part) => [part.name, text(row?.[part.name])]));
  });

/**
 * What the translation's inputs start with, from a read with `fallback=none` (a missing translation is `null`):
 * texts, lists of texts, and rows as many as the English record has.
 */
export function translationValues(slots: readonly Slot[], read: Values, english: Values): Values {
  return slots.reduce<Values>((values, slot) => {
    const held = valueAt(read, slot.name);
    if (slot.kind === 'list') return withValueAt(values, slot.name, texts(held));
    if (slot.kind === 'rows') {
      const count = texts(valueAt(english, slot.name)).length;
      return withValueAt(values, slot.name, rowsOf(slot, held, count));
    }
    return withValueAt(values, slot.name, text(held));
  }, {});
}

/** A slot's value as the edit sends it: a list without its blank entries, rows as many as the English ones. */
function sentValue(slot: Slot, value: unknown, english: Values): unknown {
  if (slot.kind === 'list') return texts(value).filter((entry) => !isBlank(entry));
  if (slot.kind === 'rows') return rowsOf(slot, value, texts(valueAt(english, slot.name)).length);
  return text(value);
}

/**
 * The body of the edit in the translation's locale: only what changed since `before` (an empty text or list
 * clears a translation; a group's parts are merged, so each changed part is sent alone; rows are sent whole), or
 * `undefined` when nothing did.
 */
export function changedTranslation(
  slots: readonly Slot[],
  before: Values,
  after: Values,
  english: Values,
): Values | undefined {
  let body: Values = {};
  for (const slot of slots) {
    const sent = sentValue(slot, valueAt(after, slot.name), english);
    if (JSON.stringify(sent) === JSON.stringify(sentValue(slot, valueAt(before, slot.name), english))) continue;
    body = withValueAt(body, slot.name, sent);
  }
  return Object.keys(body).length > 0 ? body : undefined;
}

/**
 * "Copy the English": each blank input of the slot given its English, as a start for the translator. Answers
 * the slot's new value and the inputs it filled (`title`, `feature.2`, `specs.0.label`), which stay marked as
 * copies until edited or kept.
 */
export function copyTheEnglish(slot: Slot, english: unknown, current: unknown): { value: unknown; filled: string[] } {
  if (slot.kind === 'rows') {
    const rows = (Array.isArray(english) ? english : []) as Values[];
    const filled: string[] = [];
    const value = rowsOf(slot, current, rows.length).map((row, index) =>
      Object.fromEntries(
        slot.parts.map(({ name }) => {
          const theirs = text(rows[index]?.[name]);
          if (!isBlank(text(row[name])) || isBlank(theirs)) return [name, row[name]];
          filled.push(`${slot.name}.${index}.${name}`);
          return [name, theirs];
        }),
      ),
    );
    return { value, filled };
  }
  if (slot.kind === 'list') {
    const theirs = texts(english);
    const own = texts(current);
    const filled: string[] = [];
    const value = Array.from({ length: Math.max(theirs.length, own.length) }, (_, index) => {
      const mine = own[index] ?? '';
      if (!isBlank(mine) || isBlank(theirs[index] ?? '')) return mine;
      filled.push(`${slot.name}.${index}`);
      return theirs[index]!;
    });
    return { value, filled };
  }
  const own = text(current);
  return isBlank(own) && !isBlank(text(english))
    ? { value: text(english), filled: [slot.name] }
    : { value: own, filled: [] };
}

/**
 * Entries with no identity but their place (a list's, rows): when the English ones move or go (EntryButtons
 * moves one a step or removes one), their translations must do the same, so that each stays beside its English.
 * Answers where each entry now comes from (`order[i]` is its index before), or `undefined` when the change was
 * neither (an entry edited or added at the end: the translations stay where they are).
 */
export function followEntries(before: readonly unknown[], after: readonly unknown[]): number[] | undefined {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const first = before.findIndex((entry, index) => !same(entry, after[index]));
  if (after.length === before.length - 1) {
    const at = first < 0 ? before.length - 1 : first;
    const order = after.map((_, index) => (index < at ? index : index + 1));
    return order.every((from, index) => same(before[from], after[index])) ? order : undefined;
  }
  if (after.length !== before.length || first < 0 || first === before.length - 1) return undefined;
  const order = before.map((_, index) => index);
  [order[first], order[first + 1]] = [first + 1, first];
  return order.every((from, index) => same(before[from], after[index])) ? order : undefined;
}

/** One of the API's sentences about a field: 'title (中文) must be at most 200 characters'. */
export interface FieldProblem {
  path: string;
  language?: string;
  problem: string;
}

/**
 * The API's 400 message split into its sentences (joined by '; ', each starting with the field's path, a
 * translation's naming its language: shared/src/api/describe-issue.ts), those that name a field apart.
 */
export function fieldProblems(message: string): { fields: FieldProblem[]; others: string[] } {
  const fields: FieldProblem[] = [];
  const others: string[] = [];
  for (const sentence of message.split('; ')) {
    const match = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*)(?: \(([^)]+)\))? ((?:must|is|are|should|cannot|has) .*)$/.exec(
      sentence,
    );
    if (match) fields.push({ path: match[1]!, language: match[2], problem: match[3]! });
    else others.push(sentence);
  }
  return { fields, others };
}
