import { useId } from 'react';
import { fieldMessage, type FieldProps } from './field-shell.tsx';

/** docs/spec.md §2: a rating is chosen with 1–5 stars; here five real radio buttons drawn as stars. */
export function StarRating({
  label,
  required,
  hint,
  error,
  value,
  onChange,
  onBlur,
  name,
  max = 5,
}: FieldProps & {
  name: string;
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  max?: number;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold text-indigo-950">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-madder-600">
            *
          </span>
        )}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        className="flex gap-1"
      >
        {Array.from({ length: max }, (_, index) => {
          const stars = index + 1;
          const lit = value !== undefined && stars <= value;
          return (
            <label key={stars} className="cursor-pointer">
              <input
                type="radio"
                name={`${name}-${id}`}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`block text-3xl leading-none transition peer-focus-visible:outline-3 peer-focus-visible:outline-(color:--tb-focus) ${lit ? 'text-saffron-500' : 'text-ecru-300 hover:text-saffron-400'}`}
              >
                ★
              </span>
              <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
            </label>
          );
        })}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-charcoal-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-madder-700">
          {fieldMessage(label, error)}
        </p>
      )}
    </div>
  );
}
