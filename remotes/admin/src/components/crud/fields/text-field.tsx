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
  type: 'text' | 'email' | 'tel' | 'password' | 'number';
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
/**
 * A phone number as text: a number input could not hold '+880 1711-000111' (its value read '' and the
 * number was lost), a phone's number keyboard has no '+', and its wheel changed the digits (docs/spec.md §5).
 */
export const TelField = (props: InputProps) => <Input type="tel" inputMode="tel" {...props} />;
/** A whole number: the phone's number keyboard, and the value read as a number (empty reads NaN). */
export const NumberField = (props: InputProps) => <Input type="number" inputMode="numeric" {...props} />;
