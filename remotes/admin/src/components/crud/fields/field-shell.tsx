import { useId, type ReactNode } from 'react';

/** The ARIA an input needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
}

/**
 * zod and the API word messages as a field's predicate ('is required'); shown under a field they read
 * as a sentence with its label ('Title is required').
 */
export const fieldMessage = (label: string, message: string) =>
  /^[a-z]/.test(message) ? `${label} ${message}` : message;

/** Label (with a required marker), the control, its hint and its error, tied together by id. */
export function FieldShell({
  label,
  required,
  hint,
  error,
  children,
}: FieldProps & {
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-indigo-950">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-madder-600">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-required': required || undefined,
        'aria-describedby': describedBy,
      })}
      <FieldNotes label={label} hint={hint} error={error} ids={{ hint: hintId, error: errorId }} />
    </div>
  );
}

/** A field's hint and error under it, with the ids its control's aria-describedby names. */
export function FieldNotes({
  label,
  hint,
  error,
  ids,
}: Pick<FieldProps, 'label' | 'hint' | 'error'> & { ids: { hint?: string; error?: string } }) {
  return (
    <>
      {hint && (
        <p id={ids.hint} className="text-xs text-charcoal-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="text-sm font-medium text-madder-700">
          {fieldMessage(label, error)}
        </p>
      )}
    </>
  );
}

/** No outline of its own: the dashboard's ring (admin.css, --tb-focus) reaches 3:1 on the white modal. */
export const controlStyles =
  'w-full rounded-lg border border-solid border-ecru-300 bg-white px-3 py-2 text-sm text-ink shadow-xs placeholder:text-charcoal-500/70 focus:border-indigo-600 aria-invalid:border-madder-600';
