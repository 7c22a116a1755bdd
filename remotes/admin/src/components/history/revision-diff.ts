import type { Field, Fields } from '@texbridge/shared/resources/fields';

/** One field that differs between two versions: each side as stored (undefined: empty), with its declaration. */
export interface FieldChange {
  /** The field's path, such as `add1.addT1`: a key for the list. */
  key: string;
  /** Its label from the resource's declared fields ('Address 1 › Address 1 Title'), or its name. */
  label: string;
  /** Its declaration, which says how to show it; none for a field the server adds. */
  field?: Field;
  before: unknown;
  after: unknown;
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

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.values(value).every(isEmpty));

/**
 * A group whose parts are an amount and its unit (an MOQ) reads as one phrase, '500 kg', and is compared
 * whole; one of texts (an address's title and text, a desk's phone and e-mail) part by part, since each
 * part means something alone.
 */
export const readsAsOne = (group: Extract<Field, { kind: 'group' }>) =>
  Object.values(group.fields).every((part) => part.kind === 'number' || part.kind === 'select');

/** The fields in their declared order, then any other stored field (such as a server's), as they come. */
function keysOf(before: Data | undefined, after: Data, fields: Fields) {
  const stored = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  stored.delete('_id');
  const declared = Object.keys(fields).filter((key) => stored.has(key));
  return [...declared, ...[...stored].filter((key) => !(key in fields))];
}

/**
 * The fields that differ from `before` to `after`, in the form's order. A group of texts (an address) is
 * compared part by part, so that only the part that changed is shown. Without `before` (the first
 * version), every field the version holds is a change.
 */
export function diffRevisions(before: Data | undefined, after: Data, fields: Fields = {}): FieldChange[] {
  const changes: FieldChange[] = [];
  const compare = (key: string, label: string, was: unknown, now: unknown, field?: Field) => {
    if (canonical(isEmpty(was) ? null : was) === canonical(isEmpty(now) ? null : now)) return;
    if (field?.kind === 'group' && !readsAsOne(field) && (isPlainObject(was) || isPlainObject(now))) {
      const wasParts = isPlainObject(was) ? was : {};
      const nowParts = isPlainObject(now) ? now : {};
      for (const part of keysOf(wasParts, nowParts, field.fields)) {
        const inner = field.fields[part];
        compare(`${key}.${part}`, `${label} › ${inner?.label ?? part}`, wasParts[part], nowParts[part], inner);
      }
      return;
    }
    const side = (value: unknown) => (isEmpty(value) ? undefined : value);
    changes.push({ key, label, field, before: side(was), after: side(now) });
  };
  for (const key of keysOf(before, after, fields)) {
    const field = fields[key];
    compare(key, field?.label ?? key, before?.[key], after[key], field);
  }
  return changes;
}

/** Whether two versions hold the same, field by field as the diff compares them. */
export const sameVersion = (one: Data, other: Data, fields?: Fields) => diffRevisions(one, other, fields).length === 0;
