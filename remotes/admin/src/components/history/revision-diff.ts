import { optionLabel, type Field, type Fields } from '@texbridge/shared/resources/fields';

/** One field that differs between two versions, each side as lines for people (undefined: empty). */
export interface FieldChange {
  /** The field's path, such as `add1.addT1`: a key for the list. */
  key: string;
  /** Its label from the resource's declared fields ('Address 1 › Address 1 Title'), or its name. */
  label: string;
  before: string[] | undefined;
  after: string[] | undefined;
}

type Data = Readonly<Record<string, unknown>>;

const isPlainObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same value whatever the order of its keys: stored JSON does not promise one. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.values(value).every(isEmpty));

/** One value's words: a select's option label, Yes or No, a number, or the text as stored. */
function scalar(value: unknown, field?: Field): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return field ? optionLabel(field, value) : value;
  if (typeof value === 'number') return String(value);
  if (value === null || value === undefined) return '';
  // An object where a single value was expected: its parts, on one line.
  if (isPlainObject(value)) return inline(value);
  return Array.isArray(value) ? value.map((item) => scalar(item)).join(', ') : String(value);
}

/** An object's parts on one line, each named by its label where the fields declare one. */
const inline = (value: Data, fields?: Fields) =>
  Object.entries(value)
    .filter(([, part]) => !isEmpty(part))
    .map(([name, part]) => `${fields?.[name]?.label ?? name}: ${scalar(part, fields?.[name])}`)
    .join(', ');

/**
 * A value as lines for people: a list one item a line, rows one row a line with their parts named, an
 * object one part a line. Undefined when it is empty.
 */
export function linesOf(value: unknown, field?: Field): string[] | undefined {
  if (isEmpty(value)) return undefined;
  const parts = field && (field.kind === 'rows' || field.kind === 'group') ? field.fields : undefined;
  if (Array.isArray(value)) {
    return value.map((item) => (isPlainObject(item) ? inline(item, parts) : scalar(item, field)));
  }
  if (isPlainObject(value)) {
    return Object.entries(value)
      .filter(([, part]) => !isEmpty(part))
      .map(([name, part]) => `${parts?.[name]?.label ?? name}: ${scalar(part, parts?.[name])}`);
  }
  return [scalar(value, field)];
}

/** The fields in their declared order, then any other stored field (such as a server's), as they come. */
function keysOf(before: Data | undefined, after: Data, fields: Fields) {
  const stored = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  stored.delete('_id');
  const declared = Object.keys(fields).filter((key) => stored.has(key));
  return [...declared, ...[...stored].filter((key) => !(key in fields))];
}

/**
 * The fields that differ from `before` to `after`, in the form's order, each with both sides readable. A
 * group (an address, a desk's phone and e-mail) is compared part by part, so that only the part that
 * changed is shown. Without `before` (the first version), every field the version holds is a change.
 */
export function diffRevisions(before: Data | undefined, after: Data, fields: Fields = {}): FieldChange[] {
  const changes: FieldChange[] = [];
  const compare = (key: string, label: string, was: unknown, now: unknown, field?: Field) => {
    if (canonical(isEmpty(was) ? null : was) === canonical(isEmpty(now) ? null : now)) return;
    if (field?.kind === 'group' && (isPlainObject(was) || isPlainObject(now))) {
      const wasParts = isPlainObject(was) ? was : {};
      const nowParts = isPlainObject(now) ? now : {};
      for (const part of keysOf(wasParts, nowParts, field.fields)) {
        const inner = field.fields[part];
        compare(`${key}.${part}`, `${label} › ${inner?.label ?? part}`, wasParts[part], nowParts[part], inner);
      }
      return;
    }
    changes.push({ key, label, before: linesOf(was, field), after: linesOf(now, field) });
  };
  for (const key of keysOf(before, after, fields)) {
    const field = fields[key];
    compare(key, field?.label ?? key, before?.[key], after[key], field);
  }
  return changes;
}
