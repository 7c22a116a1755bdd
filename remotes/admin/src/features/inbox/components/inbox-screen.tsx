import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import { useLocation } from 'react-router-dom';
import { Pagination } from '../../../components/crud/pagination.tsx';
import { ResourceTable } from '../../../components/crud/resource-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PAGE_HEADING_ID, ScreenHeading } from '../../../components/ui/screen-heading.tsx';
import { adminScreens } from '../../../config/paths.ts';
import { pageOfPages, usePagedList } from '../../../lib/use-paged-list.ts';
import { useInbox } from '../api/get-inbox.ts';
import { ExportCsvButton } from './export-csv-button.tsx';
import { inboxColumns, inboxRow } from './inbox-columns.tsx';
import { InboxFiltersForm } from './inbox-filters.tsx';
import { useInboxFilters } from './use-inbox-filters.ts';

/** The enquiries' pace: 10 a page, buttons above 9 (docs/spec.md §9). */
const PAGE_SIZE = PAGE_SIZES.enquiriesAdmin;
const THRESHOLD = PAGINATION_THRESHOLDS.general;

/**
 * The sales pipeline's inbox (docs/quotes.md): contact-form enquiries and RFQs together, newest first, by
 * status, type and the days received, each row opening the request at its own address.
 */
export function InboxScreen() {
  const { title } = adminScreens.inbox;
  const filterState = useInboxFilters();
  const { filters, page, clearFilters, filtered, backwards } = filterState;
  // Days the wrong way round match nothing: said beside them, and not asked of the API.
  const list = useInbox({ ...filters, page, limit: PAGE_SIZE }, !backwards);
  const { total, pages, settled, listTop } = usePagedList(list, page, PAGE_SIZE);
  const { search } = useLocation();

  return (
    <section aria-labelledby={PAGE_HEADING_ID} className="flex flex-col gap-5">
      <ScreenHeading
        title={title}
        lead="Enquiries from the contact form and requests for quotation from the quote page, newest first. Open one to reply, assign it and move it along."
        actions={<ExportCsvButton status={filters.status} type={filters.type} />}
      />

      <InboxFiltersForm state={filterState} />

      {backwards ? null : settled && total === 0 ? (
        <EmptyState action={filtered ? { label: 'Clear the filters', onClick: clearFilters } : undefined}>
          {filtered
            ? 'No requests match these filters.'
            : 'No requests yet. Enquiries from the contact form and RFQs from the quote page arrive here.'}
        </EmptyState>
      ) : (
        <ResourceTable
          caption={
            list.data
              ? `${total} ${total === 1 ? 'request' : 'requests'}${filtered ? ' matching the filters' : ''}, newest first${pageOfPages(page, pages)}`
              : 'Requests, newest first'
          }
          columns={inboxColumns(search)}
          rows={list.data?.items.map(inboxRow)}
          plural="requests"
          loading={list.isPending}
          stale={list.isPlaceholderData}
          error={list.error ? { message: list.error.message, retry: () => void list.refetch() } : null}
          boxRef={listTop}
        />
      )}
      <Pagination total={total} pageSize={PAGE_SIZE} threshold={THRESHOLD} page={page} label={`${title} pages`} />
    </section>
  );
}
