import { Controller, get, useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { CheckBox } from './fields/check-box.tsx';
import { CheckGroup } from './fields/check-group.tsx';
import { ListField } from './fields/list-field.tsx';
import { RowsField, type RowPart } from './fields/rows-field.tsx';
import { type SelectOption, SelectField } from './fields/select-field.tsx';
import { StarRating } from './fields/star-rating.tsx';
import { TextArea } from './fields/text-area.tsx';
import { EmailField, NumberField, TelField, TextField } from './fields/text-field.tsx';

/** One field of a manager's form, by name (type-checked against the form's values), label and kind. */
export type FieldSpec<TValues extends FieldValues> = {
  name: Path<TValues>;
  label: string;
  /** Shows the required marker; the rule itself is the zod schema's. */
  required?: boolean;
  hint?: string;
  /** Consecutive fields with the same group share a fieldset with this legend (a long form's sections). */
  group?: string;
} & (
  | { kind: 'text' | 'email' | 'tel'; placeholder?: string }
  | { kind: 'textarea'; rows?: number }
  | { kind: 'select'; options: readonly SelectOption[]; placeholder?: string; optional?: boolean }
  | { kind: 'rating'; max?: number }
  | { kind: 'number' }
  | { kind: 'checkbox' }
  | { kind: 'list'; itemLabel: string }
  | { kind: 'checkboxes'; options: readonly SelectOption[] }
  | {
      kind: 'rows';
      itemLabel: string;
      parts: readonly RowPart[];
      /** Values offered for one part, chosen by another field's value (labels by category). */
      suggest?: { part: string; from: string; values: Readonly<Record<string, readonly string[]>> };
    }
);

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown; root?: { message?: unknown } } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/** The plain inputs differ only in their type: one component each, chosen by the field's kind. */
const INPUTS = { text: TextField, email: EmailField, tel: TelField } as const;

/** Runs of consecutive fields that share a group (or have none). */
function sections<T extends { group?: string }>(fields: readonly T[]) {
  const runs: { group?: string; fields: T[] }[] = [];
  for (const field of fields) {
    const last = runs.at(-1);
    if (last && last.group === field.group) last.fields.push(field);
    else runs.push({ group: field.group, fields: [field] });
  }
  return runs;
}

/** Renders a form's fields from their descriptions, inside a react-hook-form FormProvider. */
export function FormFields<TValues extends FieldValues>({ fields }: { fields: readonly FieldSpec<TValues>[] }) {
  return sections(fields).map(({ group, fields: run }, index) =>
    group ? (
      <fieldset key={group} className="rounded-xl border border-solid border-ecru-200 p-4">
        <legend className="px-1 text-sm font-semibold text-indigo-950">{group}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldList fields={run} />
        </div>
      </fieldset>
    ) : (
      <FieldList key={`ungrouped-${index}`} fields={run} />
    ),
  );
}

function FieldList<TValues extends FieldValues>({ fields }: { fields: readonly FieldSpec<TValues>[] }) {
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
      case 'tel': {
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
      case 'number':
        return (
          <NumberField
            key={field.name}
            {...common}
            error={error}
            registration={register(field.name, { valueAsNumber: true })}
          />
        );
      case 'checkbox':
        return <CheckBox key={field.name} {...common} error={error} registration={register(field.name)} />;
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
            optional={field.optional}
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
      case 'checkboxes':
        return (
          <CheckGroup
            key={field.name}
            {...common}
            error={error}
            options={field.options}
            registration={register(field.name)}
          />
        );
      case 'rows':
        return (
          <RowsControl
            key={field.name}
            field={field}
            error={error ?? messageOf((fieldError as { root?: unknown } | undefined)?.root)}
            rowErrors={
              Array.isArray(fieldError)
                ? fieldError.map((row: unknown) =>
                    Object.fromEntries(
                      Object.entries((row ?? {}) as Record<string, unknown>).map(([part, problem]) => [
                        part,
                        messageOf(problem),
                      ]),
                    ),
                  )
                : []
            }
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

/** A rows field bound to the form, its suggestions following the field they depend on (the category). */
function RowsControl<TValues extends FieldValues>({
  field,
  error,
  rowErrors,
}: {
  field: Extract<FieldSpec<TValues>, { kind: 'rows' }>;
  error?: string;
  rowErrors: (Partial<Record<string, string>> | undefined)[];
}) {
  const { control } = useFormContext<TValues>();
  const chosen: unknown = useWatch({ control, name: (field.suggest?.from ?? field.name) as Path<TValues> });
  const suggestions = field.suggest && {
    part: field.suggest.part,
    values: field.suggest.values[String(chosen)] ?? [],
  };
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: bound }) => (
        <RowsField
          label={field.label}
          hint={field.hint}
          itemLabel={field.itemLabel}
          parts={field.parts}
          suggestions={suggestions}
          error={error}
          rowErrors={rowErrors}
          value={bound.value as Record<string, unknown>[]}
          onChange={bound.onChange}
        />
      )}
    />
  );
}
