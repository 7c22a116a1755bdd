import { useId, type ReactNode } from 'react';
import type { FilterParams } from '../../lib/use-filter-params.ts';
import { controlStyles } from '../crud/fields/field-shell.tsx';
import { buttonStyles } from '../ui/button-styles.ts';
import { filterLabel } from './filter-select.tsx';

/** The day range every filtered list has, in the words of its screen. */
export interface DayRange {
  fromLabel: string;
  toLabel: string;
  /** How the days are counted, said under the form and read with each day field. */
  hint?: string;
  /** Said beside the days when 'from' is later than 'to', in place of a list nothing could be in. */
  backwardsMessage: string;
}

/** A list whose filters include the days: its state in the URL (lib/use-filter-params.ts). */
export type DayFilterParams = FilterParams<'from' | 'to', { from?: string | undefined; to?: string | undefined }>;

/**
 * A list's filter form: the screen's own selects (`children`), then the days, then "Clear filters". Each
 * filter applies as it changes; the list below says how many rows match. Days the wrong way round are
 * said beside them and marked on both fields.
 */
export function FilterForm({
  label,
  state,
  days,
  children,
}: {
  label: string;
  state: DayFilterParams;
  days: DayRange;
  children: ReactNode;
}) {
  const { filters, setFilter, clearFilters, filtered, backwards } = state;
  const hintId = useId();
  const problemId = useId();
  const describedBy = [days.hint && hintId, backwards && problemId].filter(Boolean).join(' ') || undefined;
  const dayField = {
    'aria-describedby': describedBy,
    'aria-invalid': backwards || undefined,
    className: controlStyles,
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-ecru-300 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      {children}
      <label className={filterLabel}>
        {days.fromLabel}
        <input
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => setFilter('from', event.target.value)}
          {...dayField}
        />
      </label>
      <label className={filterLabel}>
        {days.toLabel}
        <input
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => setFilter('to', event.target.value)}
          {...dayField}
        />
      </label>
      <button type="button" onClick={clearFilters} disabled={!filtered} className={buttonStyles.secondary}>
        Clear filters
      </button>
      {days.hint && (
        <p id={hintId} className="text-xs text-charcoal-500 sm:col-span-full">
          {days.hint}
        </p>
      )}
      {backwards && (
        <p id={problemId} role="alert" className="text-sm font-medium text-madder-700 sm:col-span-full">
          {days.backwardsMessage}
        </p>
      )}
    </form>
  );
}
