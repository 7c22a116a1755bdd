import { truncate } from '@texbridge/shared/format/truncate';
import { inOrder, optionLabel, type Field, type Fields } from '@texbridge/shared/resources/fields';
import { imageColumn, textColumn, TruncatedText, type Column } from './columns.tsx';

/**
 * A manager's table columns from its resource's declared fields (shared/src/resources/fields.ts): each
 * field that declares a column, so that a new one shows without an edit here (docs/adding-a-field.md).
 */

type Row = { _id: string } & Record<string, unknown>;

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

/** A group's parts one above the other, each cut as it declares, its title part in bold; blank, one word. */
function GroupCell({ group, value }: { group: Extract<Field, { kind: 'group' }>; value: unknown }) {
  const parts = Object.entries(group.fields).map(([name, part]) => ({
    name,
    part,
    text: (value as Record<string, unknown> | undefined)?.[name] as string | undefined,
  }));
  if (parts.every(({ text }) => !text?.trim()))
    return <span className="text-charcoal-500">{group.column?.empty ?? '—'}</span>;
  return (
    <div className="flex flex-col">
      {parts.map(({ name, part, text }) =>
        part.column?.title ? (
          <span key={name} className="font-semibold text-indigo-950">
            <TruncatedText text={text} max={part.column.truncate} />
          </span>
        ) : (
          <TruncatedText key={name} text={text} max={part.column?.truncate} />
        ),
      )}
    </div>
  );
}

/** A column for a declared field. */
function columnOf<TRow extends Row>(name: string, field: Field): Column<TRow> {
  const header = field.column?.header ?? field.label;
  const max = field.column?.truncate;
  const identifies = field.column?.identifies;
  const read = (row: TRow) => row[name];
  const text = (className?: string) =>
    textColumn<TRow>(header, (row) => read(row) as string | undefined, max, {
      className,
      empty: field.column?.empty,
      identifies,
    });
  switch (field.kind) {
    case 'image':
      return imageColumn(header, (row) => read(row) as string | undefined, { whole: field.column?.whole });
    case 'list':
    case 'multiselect':
      return { header, className: 'min-w-32', cell: (row) => listCell((read(row) as string[] | undefined) ?? [], max) };
    case 'rows':
      // Each row's parts in a line ('Cotton 60'), the rows joined like a list's entries.
      return {
        header,
        className: 'min-w-32',
        cell: (row) =>
          listCell(
            ((read(row) as Record<string, unknown>[] | undefined) ?? []).map((entry) =>
              Object.entries(field.fields)
                .map(([part, inner]) => optionLabel(inner, String(entry[part] ?? '')))
                .filter(Boolean)
                .join(' '),
            ),
            max,
          ),
      };
    case 'rating':
      return {
        header,
        className: 'whitespace-nowrap',
        cell: (row) => <Stars rate={Number(read(row) ?? 0)} max={field.max} />,
      };
    case 'select':
      return textColumn(header, (row) => optionLabel(field, String(read(row) ?? '')), max, {
        className: 'whitespace-nowrap',
        identifies,
      });
    case 'number':
      return textColumn(header, (row) => (read(row) === undefined ? undefined : String(read(row))), undefined, {
        className: 'whitespace-nowrap tabular-nums',
        identifies,
      });
    case 'boolean':
      return textColumn(
        header,
        (row) => (read(row) === true ? 'Yes' : read(row) === false ? 'No' : undefined),
        undefined,
        {
          className: 'whitespace-nowrap',
          identifies,
        },
      );
    case 'group':
      // Long parts (an address) get room to wrap; short ones (a phone and an e-mail) keep to one line each.
      return {
        header,
        identifies,
        className: field.column?.wide ? 'min-w-48' : 'whitespace-nowrap',
        cell: (row) => <GroupCell group={field} value={read(row)} />,
      };
    case 'tel':
      return text('whitespace-nowrap tabular-nums');
    case 'email':
    case 'url':
      return text('whitespace-nowrap');
    case 'text':
    case 'textarea':
    case 'link':
      return text(field.column?.wide ? 'min-w-56' : undefined);
  }
}

/** The table's columns: each field that declares one, those named `first` leading, the rest as declared. */
export function declaredColumns<TRow extends Row>(fields: Fields, first?: readonly string[]): Column<TRow>[] {
  return inOrder(fields, first)
    .filter(([, field]) => field.column)
    .map(([name, field]) => columnOf<TRow>(name, field));
}
