import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldNotes, type FieldProps } from './field-shell.tsx';
import type { SelectOption } from './select-field.tsx';

/**
 * Any of a fixed list (a product's certifications): one checkbox an option, all under one name, so the
 * form holds the chosen values as a list; each row is a 44 px target.
 */
export function CheckGroup({
  label,
  hint,
  error,
  options,
  registration,
}: FieldProps & { options: readonly SelectOption[]; registration: UseFormRegisterReturn }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      className="flex flex-col gap-1.5 sm:col-span-2"
    >
      <legend className="mb-1.5 text-sm font-semibold text-indigo-950">{label}</legend>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              {...registration}
              type="checkbox"
              value={option.value}
              aria-invalid={Boolean(error)}
              className="size-5 accent-indigo-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes label={label} hint={hint} error={error} ids={{ hint: hintId, error: errorId }} />
    </fieldset>
  );
}
