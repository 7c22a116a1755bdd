import { optionLabel, type Field } from '@texbridge/shared/resources/fields';
import type { ReactNode } from 'react';
import { assetUrl } from '../../config/runtime.ts';
import { readsAsOne } from './revision-diff.ts';

type Data = Readonly<Record<string, unknown>>;
type Of<K extends Field['kind']> = Extract<Field, { kind: K }>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A part of a group or a row in words: a choice by its option's label, a number, Yes or No, the text. */
function words(field: Field | undefined, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field?.kind === 'select') return optionLabel(field, textOf(value));
  return textOf(value);
}

function Lines({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** Rows under their parts' labels, the form's column names. */
function RowsTable({ field, rows }: { field: Of<'rows'>; rows: unknown[] }) {
  const parts = Object.entries(field.fields);
  return (
    <div className="overflow-x-auto">
      <table aria-label={field.label} className="w-full text-left text-sm whitespace-normal">
        <thead>
          <tr>
            {parts.map(([name, part]) => (
              <th key={name} scope="col" className="pr-3 pb-1 text-xs font-semibold text-charcoal-700">
                {part.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-t border-solid border-ink/10">
              {parts.map(([name, part]) => (
                <td key={name} className="py-1 pr-3 align-top">
                  {words(part, isData(row) ? row[name] : undefined)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A group's parts in the declared order: on one line when they read as one, else one above the other. */
function Group({ field, value }: { field: Of<'group'>; value: Data }) {
  const parts = Object.entries(field.fields).flatMap(([name, part]) => {
    const text = words(part, value[name]);
    return text ? [{ name, text }] : [];
  });
  if (readsAsOne(field)) return <>{parts.map((part) => part.text).join(' ')}</>;
  return (
    <span className="flex flex-col">
      {parts.map((part) => (
        <span key={part.name}>{part.text}</span>
      ))}
    </span>
  );
}

/** Each kind of field as its form shows it: one renderer a kind, so a new field of a known kind needs none. */
const RENDERERS: { [K in Field['kind']]: (field: Of<K>, value: unknown) => ReactNode } = {
  text: (_, value) => textOf(value),
  textarea: (_, value) => textOf(value),
  link: (_, value) => textOf(value),
  email: (_, value) => textOf(value),
  tel: (_, value) => textOf(value),
  url: (_, value) => textOf(value),
  number: (_, value) => textOf(value),
  select: (field, value) => words(field, value),
  boolean: (field, value) => words(field, value),
  rating: (field, value) => (
    <span role="img" aria-label={`${textOf(value)} out of ${field.max}`} className="tracking-wide">
      <span className="text-saffron-500">{'★'.repeat(Number(value) || 0)}</span>
      <span className="text-ecru-300">{'★'.repeat(Math.max(0, field.max - (Number(value) || 0)))}</span>
    </span>
  ),
  // Where the image picker resolves it: an upload's path against the API, an absolute URL as it is.
  image: (field, value) => (
    <img
      src={assetUrl(textOf(value))}
      alt={field.label}
      className="h-16 w-24 rounded-md bg-ecru-100 object-cover ring-1 ring-ecru-300"
    />
  ),
  list: (_, value) => <Lines items={(Array.isArray(value) ? value : [value]).map(textOf)} />,
  multiselect: (field, value) => (
    <Lines
      items={(Array.isArray(value) ? value : [value]).map(
        (item) => field.options.find((option) => option.value === item)?.label ?? textOf(item),
      )}
    />
  ),
  group: (field, value) => (isData(value) ? <Group field={field} value={value} /> : textOf(value)),
  rows: (field, value) => <RowsTable field={field} rows={Array.isArray(value) ? value : [value]} />,
};

/** A value the fields do not declare (one the server adds): its text, its parts by name, a list one item a line. */
function Undeclared({ value }: { value: unknown }) {
  const inline = (item: unknown): string =>
    isData(item)
      ? Object.entries(item)
          .map(([name, part]) => `${name}: ${inline(part)}`)
          .join(', ')
      : words(undefined, item) || JSON.stringify(item);
  if (Array.isArray(value)) return <Lines items={value.map(inline)} />;
  return <>{inline(value)}</>;
}

/** One version's value of a field, as the field's form shows it. */
export function FieldValue({ field, value }: { field: Field | undefined; value: unknown }) {
  if (!field) return <Undeclared value={value} />;
  const render = RENDERERS[field.kind] as (field: Field, value: unknown) => ReactNode;
  return <>{render(field, value)}</>;
}
