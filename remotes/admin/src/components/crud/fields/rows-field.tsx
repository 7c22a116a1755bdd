import { useEffect, useId, useRef } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { PlusIcon } from '../../ui/icons.tsx';
import { EntryButtons } from './entry-buttons.tsx';
import { controlStyles, fieldMessage, type FieldProps } from './field-shell.tsx';
import type { SelectOption } from './select-field.tsx';

type Row = Record<string, unknown>;

/** One part of a row: a short text, a whole number or a choice. */
export interface RowPart {
  name: string;
  label: string;
  kind: 'text' | 'number' | 'select';
  required: boolean;
  options?: readonly SelectOption[];
}

/**
 * Ordered rows of the same parts (a product's fibres, its specification): add, edit, remove and reorder
 * them. Each input is named by its part and row ('Percent 2'); `suggestions` are offered for one part.
 */
export function RowsField({
  label,
  hint,
  error,
  rowErrors = [],
  itemLabel,
  parts,
  suggestions,
  value,
  onChange,
}: FieldProps & {
  itemLabel: string;
  parts: readonly RowPart[];
  /** Values offered (not imposed) for one part, such as the labels a category's buyers ask for. */
  suggestions?: { part: string; values: readonly string[] };
  rowErrors?: (Partial<Record<string, string>> | undefined)[];
  value: Row[];
  onChange: (value: Row[]) => void;
}) {
  const id = useId();
  const rows = value ?? [];
  const firstInputs = useRef<(HTMLInputElement | HTMLSelectElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current !== null) firstInputs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  });
  const set = (index: number, part: string, next: unknown) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [part]: next } : row)));
  const blankRow = () => Object.fromEntries(parts.map((part) => [part.name, part.kind === 'number' ? Number.NaN : '']));
  const listId = `${id}-suggestions`;

  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined} className="flex flex-col gap-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-indigo-950">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-xs text-charcoal-500">
          {hint}
        </p>
      )}
      {suggestions && suggestions.values.length > 0 && (
        <datalist id={listId}>
          {suggestions.values.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const name = `${itemLabel} ${index + 1}`;
          const problems = Object.entries(rowErrors[index] ?? {}).filter(([, message]) => message);
          const errorId = problems.length > 0 ? `${id}-${index}-error` : undefined;
          return (
            // Rows have no identity but their place; the inputs are controlled, so index keys are safe.
            <li key={index} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-center gap-1">
                {parts.map((part, at) => {
                  const control = {
                    ref:
                      at === 0
                        ? (element: HTMLInputElement | HTMLSelectElement | null) => {
                            firstInputs.current[index] = element;
                          }
                        : undefined,
                    'aria-label': `${part.label} ${index + 1}`,
                    'aria-invalid': Boolean(rowErrors[index]?.[part.name]),
                    'aria-required': part.required || undefined,
                    'aria-describedby': errorId,
                    className: `${controlStyles} min-w-0 flex-1 basis-28`,
                  };
                  if (part.kind === 'select')
                    return (
                      <select
                        key={part.name}
                        {...control}
                        value={String(row[part.name] ?? '')}
                        onChange={(event) => set(index, part.name, event.target.value)}
                      >
                        <option value="" disabled>
                          {part.label}
                        </option>
                        {part.options?.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    );
                  const number = row[part.name];
                  return (
                    <input
                      key={part.name}
                      {...control}
                      type={part.kind === 'number' ? 'number' : 'text'}
                      inputMode={part.kind === 'number' ? 'numeric' : undefined}
                      list={suggestions?.part === part.name && suggestions.values.length > 0 ? listId : undefined}
                      placeholder={part.required ? undefined : `${part.label} (optional)`}
                      value={
                        part.kind === 'number'
                          ? typeof number === 'number' && !Number.isNaN(number)
                            ? number
                            : ''
                          : String(row[part.name] ?? '')
                      }
                      onChange={(event) =>
                        set(index, part.name, part.kind === 'number' ? event.target.valueAsNumber : event.target.value)
                      }
                    />
                  );
                })}
                <span className="flex gap-1">
                  <EntryButtons name={name} index={index} list={rows} onChange={onChange} />
                </span>
              </div>
              {errorId && (
                <p id={errorId} className="text-sm font-medium text-madder-700">
                  {problems
                    .map(([part, message]) =>
                      fieldMessage(`${parts.find((p) => p.name === part)?.label ?? part} ${index + 1}`, message!),
                    )
                    .join('; ')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div>
        <button
          type="button"
          onClick={() => {
            focusIndex.current = rows.length;
            onChange([...rows, blankRow()]);
          }}
          className={buttonStyles.secondary}
        >
          <PlusIcon className="size-4" /> Add {itemLabel.toLowerCase()}
        </button>
      </div>
      {error && <p className="text-sm font-medium text-madder-700">{fieldMessage(label, error)}</p>}
    </fieldset>
  );
}
