import { Controller, get, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { ListField } from './fields/list-field.tsx';
import { type SelectOption, SelectField } from './fields/select-field.tsx';
import { StarRating } from './fields/star-rating.tsx';
import { TextArea } from './fields/text-area.tsx';
import { EmailField, NumberField, TextField } from './fields/text-field.tsx';

/** One field of a manager's form, by name (type-checked against the form's values), label and kind. */
export type FieldSpec<TValues extends FieldValues> = {
  name: Path<TValues>;
  label: string;
  /** Shows the required marker; the rule itself is the zod schema's. */
  required?: boolean;
  hint?: string;
} & (
  | { kind: 'text' | 'email' | 'number'; placeholder?: string }
  | { kind: 'textarea'; rows?: number }
  | { kind: 'select'; options: readonly SelectOption[]; placeholder?: string }
  | { kind: 'rating'; max?: number }
  | { kind: 'list'; itemLabel: string }
);

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown; root?: { message?: unknown } } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/** Renders a form's fields from their descriptions, inside a react-hook-form FormProvider. */
/** The plain inputs differ only in their type: one component each, chosen by the field's kind. */
const INPUTS = { text: TextField, email: EmailField, number: NumberField } as const;

export function FormFields<TValues extends FieldValues>({ fields }: { fields: readonly FieldSpec<TValues>[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TValues>();

  return fields.map((field) => {
    const fieldError: unknown = get(errors, field.name);
    const common = { label: field.label, required: field.required, hint: field.hint };
    const error = messageOf(fieldError);
    switch (field.kind) {
      case 'text':
      case 'email':
      case 'number': {
        const Input = INPUTS[field.kind];
        return (
          <Input
            key={field.name}
            {...common}
            error={error}
            placeholder={field.placeholder}
            registration={register(field.name)}
          />
        );
      }
      case 'textarea':
        return (
          <TextArea key={field.name} {...common} error={error} rows={field.rows} registration={register(field.name)} />
        );
      case 'select':
        return (
          <SelectField
            key={field.name}
            {...common}
            error={error}
            options={field.options}
            placeholder={field.placeholder}
            registration={register(field.name)}
          />
        );
      case 'rating':
        return (
          <Controller
            key={field.name}
            control={control}
            name={field.name}
            render={({ field: control }) => (
              <StarRating
                label={field.label}
                required={field.required}
                hint={field.hint}
                error={error}
                max={field.max}
                name={control.name}
                value={control.value as number | undefined}
                onChange={control.onChange}
                onBlur={control.onBlur}
              />
            )}
          />
        );
      case 'list':
        return (
          <Controller
            key={field.name}
            control={control}
            name={field.name}
            render={({ field: control }) => (
              <ListField
                label={field.label}
                hint={field.hint}
                itemLabel={field.itemLabel}
                error={error ?? messageOf((fieldError as { root?: unknown } | undefined)?.root)}
                itemErrors={Array.isArray(fieldError) ? fieldError.map(messageOf) : []}
                value={control.value as string[]}
                onChange={control.onChange}
              />
            )}
          />
        );
    }
  });
}
