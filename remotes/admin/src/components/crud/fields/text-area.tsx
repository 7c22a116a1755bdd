import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlStyles, FieldShell, type FieldProps } from './field-shell.tsx';

export function TextArea({
  registration,
  rows = 5,
  ...field
}: FieldProps & {
  registration: UseFormRegisterReturn;
  rows?: number;
}) {
  return (
    <FieldShell {...field}>
      {(control) => <textarea {...control} {...registration} rows={rows} className={`${controlStyles} resize-y`} />}
    </FieldShell>
  );
}
