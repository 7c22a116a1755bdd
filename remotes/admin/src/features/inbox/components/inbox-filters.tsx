import { PIPELINE_STATUSES, REQUEST_TYPES } from '@texbridge/shared/resources/pipeline';
import { useId } from 'react';
import { controlStyles } from '../../../components/crud/fields/field-shell.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { statusLabel } from '../api/pipeline-words.ts';
import type { FILTER_NAMES, InboxFilters } from './use-inbox-filters.ts';

const typeOnly = { rfq: 'RFQs only', enquiry: 'Enquiries only' } as const;
const label = 'flex flex-col gap-1.5 text-sm font-semibold text-indigo-950';

/** Said beside the days when 'from' is later than 'to', in place of a list no request could be in. */
export const BACKWARDS_DAYS = '“Received from” is later than “Received to”: change one of them.';

/**
 * The inbox's filters: status, type and the days received (both ends included, in the browser's time
 * zone). Each applies as it changes; the list below says how many requests match. `backwards`: the days
 * are the wrong way round, said beside them.
 */
export function InboxFiltersForm({
  filters,
  onChange,
  onClear,
  filtered,
  backwards,
}: {
  filters: InboxFilters;
  onChange: (name: (typeof FILTER_NAMES)[number], value: string) => void;
  onClear: () => void;
  filtered: boolean;
  backwards: boolean;
}) {
  const problemId = useId();
  const dayProblem = backwards ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  return (
    <form
      role="search"
      aria-label="Filter the inbox"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-ecru-300 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <label className={label}>
        Status
        <select
          value={filters.status ?? ''}
          onChange={(event) => onChange('status', event.target.value)}
          className={controlStyles}
        >
          <option value="">Any status</option>
          {PIPELINE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel[status]}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Type
        <select
          value={filters.type ?? ''}
          onChange={(event) => onChange('type', event.target.value)}
          className={controlStyles}
        >
          <option value="">RFQs and enquiries</option>
          {REQUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeOnly[type]}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Received from
        <input
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          {...dayProblem}
          onChange={(event) => onChange('from', event.target.value)}
          className={controlStyles}
        />
      </label>
      <label className={label}>
        Received to
        <input
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          {...dayProblem}
          onChange={(event) => onChange('to', event.target.value)}
          className={controlStyles}
        />
      </label>
      <button type="button" onClick={onClear} disabled={!filtered} className={buttonStyles.secondary}>
        Clear filters
      </button>
      {backwards && (
        <p id={problemId} role="alert" className="text-sm font-medium text-madder-700 sm:col-span-full">
          {BACKWARDS_DAYS}
        </p>
      )}
    </form>
  );
}
