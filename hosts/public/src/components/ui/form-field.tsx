import type { ReactNode } from 'react';

/** `compact`: light on a dark band (the footer's enquiry form). */
export type FormVariant = 'default' | 'compact';

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** The sentence to show under the field; its id is `${id}-error`. */
  error?: string | undefined;
  optional?: boolean;
  variant?: FormVariant;
  className?: string;
  children: ReactNode;
}

/** The ids that describe a control: its hint and, when there is one, its error. */
export const describedBy = (id: string, hint: string | undefined, error: string | undefined) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

const tones = {
  default: { label: 'text-indigo-900', muted: 'text-charcoal-500', error: 'text-madder-600' },
  compact: { label: 'text-ecru-100', muted: 'text-ecru-300', error: 'text-saffron-400' },
} as const;

/** A text control on a light page, or (compact) on a dark band. */
export const controlClass = (variant: FormVariant = 'default') =>
  [
    'block w-full rounded-lg border px-3.5 text-ink shadow-sm transition placeholder:text-charcoal-500',
    'focus:border-indigo-600',
    'aria-[invalid=true]:border-madder-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-madder-600/30',
    variant === 'compact' ? 'border-transparent bg-ecru-50 py-2' : 'border-ecru-300 bg-white py-2.5',
  ].join(' ');

/** A visible label, the control, an optional hint and an inline error, tied together by id. */
export function FormField({
  id,
  label,
  hint,
  error,
  optional,
  variant = 'default',
  className,
  children,
}: FormFieldProps) {
  const tone = tones[variant];
  return (
    <div className={className}>
      <label htmlFor={id} className={`mb-1.5 block text-sm font-medium ${tone.label}`}>
        {label}
        {optional && <span className={`font-normal ${tone.muted}`}> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={`mt-1 text-xs ${tone.muted}`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={`mt-1.5 flex items-start gap-1.5 text-sm font-medium ${tone.error}`}>
          <span aria-hidden="true">!</span>
          {error}
        </p>
      )}
    </div>
  );
}
