import { FilterForm } from '../../../components/filters/filter-form.tsx';
import { FilterSelect } from '../../../components/filters/filter-select.tsx';
import { LOGGED_RESOURCES, resourceLabel } from '../../../components/history/resource-words.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { useAdmins } from '../../../lib/use-admins.ts';
import type { ActivityFilterParams } from './use-activity-filters.ts';

const resources = LOGGED_RESOURCES.map((name) => ({ value: name, label: resourceLabel(name) }));

/** Said beside the days when 'from' is later than 'to', in place of a log no entry could be in. */
const BACKWARDS_DAYS = '“From” is later than “To”: change one of them.';

/**
 * The log's filters: who (the admins, and whoever the address names), which resource, and the days (in
 * the browser's time zone, as the times are shown; both ends included). Each applies as it changes; the
 * list below says how many entries match.
 */
export function ActivityFiltersForm({ state }: { state: ActivityFilterParams }) {
  const { filters, setFilter } = state;
  const admins = useAdmins().data ?? [];
  const emails = admins.map((admin) => admin.email);
  // Someone who is no longer an admin, from a shared link: still offered, so the select says who it shows.
  if (filters.actor && !emails.some((email) => email.toLowerCase() === filters.actor!.toLowerCase())) {
    emails.push(filters.actor);
  }
  return (
    <FilterForm
      label="Filter the activity"
      state={state}
      days={{
        fromLabel: 'From',
        toLabel: 'To',
        hint: `Days run midnight to midnight in this browser’s time zone, ${browserTimeZone()}; both are included.`,
        backwardsMessage: BACKWARDS_DAYS,
      }}
    >
      <FilterSelect
        label="Person"
        value={emails.find((email) => email.toLowerCase() === filters.actor?.toLowerCase())}
        onChange={(value) => setFilter('actor', value)}
        anyLabel="Anyone"
        options={emails.map((email) => ({ value: email, label: email }))}
      />
      <FilterSelect
        label="Resource"
        value={filters.resource}
        onChange={(value) => setFilter('resource', value)}
        anyLabel="Everything"
        options={resources}
      />
    </FilterForm>
  );
}
