import { PIPELINE_STATUSES, REQUEST_TYPES } from '@texbridge/shared/resources/pipeline';
import { FilterForm } from '../../../components/filters/filter-form.tsx';
import { FilterSelect } from '../../../components/filters/filter-select.tsx';
import { statusLabel } from '../api/pipeline-words.ts';
import type { InboxFilterParams } from './use-inbox-filters.ts';

const typeOnly = { rfq: 'RFQs only', enquiry: 'Enquiries only' } as const;
const statuses = PIPELINE_STATUSES.map((status) => ({ value: status, label: statusLabel[status] }));
const types = REQUEST_TYPES.map((type) => ({ value: type, label: typeOnly[type] }));

/** Said beside the days when 'from' is later than 'to', in place of a list no request could be in. */
const BACKWARDS_DAYS = '“Received from” is later than “Received to”: change one of them.';

/**
 * The inbox's filters: status, type and the days received (both ends included, in the browser's time
 * zone). Each applies as it changes; the list below says how many requests match.
 */
export function InboxFiltersForm({ state }: { state: InboxFilterParams }) {
  const { filters, setFilter } = state;
  return (
    <FilterForm
      label="Filter the inbox"
      state={state}
      days={{ fromLabel: 'Received from', toLabel: 'Received to', backwardsMessage: BACKWARDS_DAYS }}
    >
      <FilterSelect
        label="Status"
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        anyLabel="Any status"
        options={statuses}
      />
      <FilterSelect
        label="Type"
        value={filters.type}
        onChange={(value) => setFilter('type', value)}
        anyLabel="RFQs and enquiries"
        options={types}
      />
    </FilterForm>
  );
}
