import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlStyles, FieldShell, type FieldProps } from './field-shell.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A select that starts on a disabled placeholder (docs/spec.md §5: 'Select'), so nothing is chosen by
 * accident; an `optional` one may go back to it ('Not given').
 */
export function SelectField({
  registration,
  options,
  optional = false,
  placeholder = optional ? 'Not given' : 'Select',
  ...field
}: FieldProps & {
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  optional?: boolean;
  placeholder?: string;
}) {
  return (
    <FieldShell {...field}>
      {(control) => (
        <select {...control} {...registration} className={controlStyles}>
          <option value="" disabled={!optional}>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
