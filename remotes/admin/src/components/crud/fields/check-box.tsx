import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldNotes, type FieldProps } from './field-shell.tsx';

/** A yes or no: the box before its label, the whole row a 44 px target, its hint and error tied to it. */
export function CheckBox({ label, hint, error, registration }: FieldProps & { registration: UseFormRegisterReturn }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="inline-flex min-h-11 items-center gap-3 text-sm font-semibold text-indigo-950">
        <input
          {...registration}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className="size-5 accent-indigo-700"
        />
        {label}
      </label>
      <FieldNotes label={label} hint={hint} error={error} ids={{ hint: hintId, error: errorId }} />
    </div>
  );
}
