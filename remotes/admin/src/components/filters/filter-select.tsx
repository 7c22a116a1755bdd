import { controlStyles } from '../crud/fields/field-shell.tsx';

/** The label above a list filter's control, its words naming it. */
export const filterLabel = 'flex flex-col gap-1.5 text-sm font-semibold text-indigo-950';

/** One choice of a list filter: what the address holds, and the words the select shows. */
export interface FilterOption {
  value: string;
  label: string;
}

/** A list filter that picks one of a few values, or none (`anyLabel`, the empty value, first). */
export function FilterSelect({
  label,
  value,
  onChange,
  anyLabel,
  options,
  className = '',
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  anyLabel: string;
  options: readonly FilterOption[];
  /** More classes for the label, e.g. a width where the select stands alone. */
  className?: string;
}) {
  return (
    <label className={className ? `${filterLabel} ${className}` : filterLabel}>
      {label}
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value)} className={controlStyles}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
