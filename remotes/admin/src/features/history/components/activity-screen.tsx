import { Pagination } from '../../../components/crud/pagination.tsx';
import { ResourceTable } from '../../../components/crud/resource-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PAGE_HEADING_ID, ScreenHeading } from '../../../components/ui/screen-heading.tsx';
import { adminScreens } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { pageOfPages, usePagedList } from '../../../lib/use-paged-list.ts';
import { useActivity } from '../api/get-activity.ts';
import { activityColumns } from './activity-columns.tsx';
import { ActivityFiltersForm } from './activity-filters.tsx';
import { BackupButton } from './backup-button.tsx';
import { useActivityFilters } from './use-activity-filters.ts';

/** 20 entries a page; page buttons as soon as there is a second page. */
const ACTIVITY_PAGE_SIZE = 20;

/**
 * The activity log (docs/history.md): every admin's every change, newest first, by person, resource and
 * days, each entry linking to the record's history where its resource keeps one. The log is append-only:
 * nothing here edits it. "Download a backup" sits here, beside the record of what changed.
 */
export function ActivityScreen() {
  const { title } = adminScreens.activity;
  const filterState = useActivityFilters();
  const { filters, page, clearFilters, filtered, backwards } = filterState;
  // Days the wrong way round match nothing: said beside them, and not asked of the API.
  const list = useActivity({ ...filters, page, limit: ACTIVITY_PAGE_SIZE }, !backwards);
  const { total, pages, settled, listTop } = usePagedList(list, page, ACTIVITY_PAGE_SIZE);

  return (
    <section aria-labelledby={PAGE_HEADING_ID} className="flex flex-col gap-5">
      <ScreenHeading
        title={title}
        lead="Who added, changed, deleted or restored what, newest first. Open a record to see its versions and restore one."
        actions={<BackupButton />}
      />

      <ActivityFiltersForm state={filterState} />

      {backwards ? null : settled && total === 0 ? (
        <EmptyState action={filtered ? { label: 'Clear the filters', onClick: clearFilters } : undefined}>
          {filtered
            ? 'No activity matches these filters.'
            : 'No activity yet. Every change staff make to the site is listed here.'}
        </EmptyState>
      ) : (
        <ResourceTable
          caption={
            list.data
              ? `${total} ${total === 1 ? 'entry' : 'entries'}${filtered ? ' matching the filters' : ''}, newest first${pageOfPages(page, pages)}`
              : 'Activity, newest first'
          }
          columns={activityColumns}
          rows={list.data?.rows}
          plural="activity entries"
          loading={list.isPending}
          stale={list.isPlaceholderData}
          error={list.error ? { message: errorMessage(list.error), retry: () => void list.refetch() } : null}
          boxRef={listTop}
        />
      )}
      <Pagination
        total={total}
        pageSize={ACTIVITY_PAGE_SIZE}
        threshold={ACTIVITY_PAGE_SIZE}
        page={page}
        label={`${title} pages`}
      />
    </section>
  );
}
