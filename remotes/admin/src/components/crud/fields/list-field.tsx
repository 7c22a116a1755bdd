import { useEffect, useId, useRef } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { PlusIcon } from '../../ui/icons.tsx';
import { EntryButtons } from './entry-buttons.tsx';
import { controlStyles, fieldMessage, type FieldProps } from './field-shell.tsx';

/** A list of short texts (product features, compositions): add, edit, remove and reorder entries. */
export function ListField({
  label,
  hint,
  error,
  itemErrors = [],
  itemLabel,
  value,
  onChange,
}: FieldProps & {
  /** One entry's name, e.g. 'Feature': inputs read 'Feature 1', 'Feature 2'. */
  itemLabel: string;
  itemErrors?: (string | undefined)[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const id = useId();
  const list = value ?? [];
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current !== null) inputs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined} className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-indigo-950">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-xs text-charcoal-500">
          {hint}
        </p>
      )}
      <ol className="flex flex-col gap-2">
        {list.map((item, index) => {
          const name = `${itemLabel} ${index + 1}`;
          const itemError = itemErrors[index];
          return (
            // Entries have no identity but their place; the inputs are controlled, so index keys are safe.
            <li key={index} className="flex flex-col gap-1">
              <div className="flex items-center gap-1">
                <input
                  ref={(element) => {
                    inputs.current[index] = element;
                  }}
                  aria-label={name}
                  aria-invalid={Boolean(itemError)}
                  aria-describedby={itemError ? `${id}-${index}-error` : undefined}
                  value={item}
                  onChange={(event) => onChange(list.map((old, at) => (at === index ? event.target.value : old)))}
                  className={controlStyles}
                />
                <EntryButtons name={name} index={index} list={list} onChange={onChange} />
              </div>
              {itemError && (
                <p id={`${id}-${index}-error`} className="text-sm font-medium text-madder-700">
                  {fieldMessage(name, itemError)}
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
            focusIndex.current = list.length;
            onChange([...list, '']);
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
