import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlStyles, FieldShell, type FieldProps } from './field-shell.tsx';

type InputProps = FieldProps & {
  registration: UseFormRegisterReturn;
  placeholder?: string;
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
};

function Input({
  type,
  inputMode,
  registration,
  placeholder,
  autoComplete,
  ...field
}: InputProps & {
  type: 'text' | 'email' | 'number' | 'password';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}) {
  return (
    <FieldShell {...field}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete={autoComplete}
          className={controlStyles}
        />
      )}
    </FieldShell>
  );
}

export const TextField = (props: InputProps) => <Input type="text" {...props} />;
export const EmailField = (props: InputProps) => <Input type="email" {...props} />;
export const PasswordField = (props: InputProps) => <Input type="password" {...props} />;
/** docs/spec.md §5: phone fields are number inputs; the value stays text so leading + and zeros survive. */
export const NumberField = (props: InputProps) => <Input type="number" inputMode="numeric" {...props} />;
