import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { PlusIcon } from '../../ui/icons.tsx';
import { EntryButtons } from './entry-buttons.tsx';
import { controlStyles, fieldMessage, type FieldProps } from './field-shell.tsx';
import type { SelectOption } from './select-field.tsx';

type Row = Record<string, unknown>;

/** From `sm` up: a column for each part (`--parts` of them) and one for the row's buttons. */
const columns = 'sm:grid sm:grid-cols-[repeat(var(--parts),minmax(0,1fr))_auto] sm:gap-x-2 sm:gap-y-1';

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
 * them, under their parts' labels as column names. Each input is labelled by its part and row ('Percent 2');
 * `suggestions` are offered for one part.
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
      {/* One grid for the column names and every row (each a subgrid), so that each input sits under its
          column's name; on a phone, too narrow for the columns, each row's inputs stack under labels of their own. */}
      <div style={{ '--parts': parts.length } as CSSProperties} className={`flex flex-col gap-3 ${columns}`}>
        {rows.length > 0 && (
          // For the eye only: each input's own label (hidden here on a wide screen) says the same, with its row.
          <div
            aria-hidden="true"
            className="hidden text-xs font-semibold text-charcoal-700 sm:col-span-full sm:grid sm:grid-cols-subgrid"
          >
            {parts.map((part) => (
              <span key={part.name}>{part.label}</span>
            ))}
          </div>
        )}
        <ol className="flex flex-col gap-3 sm:col-span-full sm:grid sm:grid-cols-subgrid sm:gap-y-2">
          {rows.map((row, index) => {
            const name = `${itemLabel} ${index + 1}`;
            const problems = Object.entries(rowErrors[index] ?? {}).filter(([, message]) => message);
            const errorId = problems.length > 0 ? `${id}-${index}-error` : undefined;
            return (
              // Rows have no identity but their place; the inputs are controlled, so index keys are safe.
              <li
                key={index}
                className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-ecru-300 sm:col-span-full sm:grid sm:grid-cols-subgrid sm:gap-y-1 sm:bg-transparent sm:p-0 sm:ring-0"
              >
                <span id={`${id}-${index}-n`} hidden>
                  {index + 1}
                </span>
                {parts.map((part, at) => {
                  const inputId = `${id}-${index}-${part.name}`;
                  const control = {
                    id: inputId,
                    // Named by its label and its row's number, 'Percent 2', whichever way the rows are laid out.
                    'aria-labelledby': `${inputId}-label ${id}-${index}-n`,
                    ref:
                      at === 0
                        ? (element: HTMLInputElement | HTMLSelectElement | null) => {
                            firstInputs.current[index] = element;
                          }
                        : undefined,
                    'aria-invalid': Boolean(rowErrors[index]?.[part.name]),
                    'aria-required': part.required || undefined,
                    'aria-describedby': errorId,
                    className: `${controlStyles} min-w-0`,
                  };
                  const number = row[part.name];
                  return (
                    <div key={part.name} className="flex min-w-0 flex-col gap-1">
                      <label
                        id={`${inputId}-label`}
                        htmlFor={inputId}
                        className="text-xs font-semibold text-charcoal-700 sm:sr-only"
                      >
                        {part.label}
                      </label>
                      {part.kind === 'select' ? (
                        <select
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
                      ) : (
                        <input
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
                            set(
                              index,
                              part.name,
                              part.kind === 'number' ? event.target.valueAsNumber : event.target.value,
                            )
                          }
                        />
                      )}
                    </div>
                  );
                })}
                <span className="flex gap-1 self-end sm:self-center">
                  <EntryButtons name={name} index={index} list={rows} onChange={onChange} />
                </span>
                {errorId && (
                  <p id={errorId} className="text-sm font-medium text-madder-700 sm:col-span-full">
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
      </div>
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
