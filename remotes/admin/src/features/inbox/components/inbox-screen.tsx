import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import { isBackwards } from '@texbridge/shared/resources/pipeline';
import { pageCount } from '@texbridge/shared/paging/paging';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Pagination } from '../../../components/crud/pagination.tsx';
import { ResourceTable } from '../../../components/crud/resource-table.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { adminScreens } from '../../../config/paths.ts';
import { useListTop } from '../../../lib/use-list-top.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useInbox } from '../api/get-inbox.ts';
import { ExportCsvButton } from './export-csv-button.tsx';
import { inboxColumns, inboxRow } from './inbox-columns.tsx';
import { InboxFiltersForm } from './inbox-filters.tsx';
import { useInboxFilters } from './use-inbox-filters.ts';

/** The enquiries' pace: 10 a page, buttons above 9 (docs/spec.md §9). */
const PAGE_SIZE = PAGE_SIZES.enquiriesAdmin;
const THRESHOLD = PAGINATION_THRESHOLDS.general;
const emptyBox = 'rounded-xl bg-white px-4 py-12 text-center text-charcoal-700 shadow-sm ring-1 ring-ecru-300';

/**
 * The sales pipeline's inbox (docs/quotes.md): contact-form enquiries and RFQs together, newest first, by
 * status, type and the days received, each row opening the request at its own address.
 */
export function InboxScreen() {
  const { title } = adminScreens.inbox;
  const { filters, page, setFilter, clearFilters, filtered } = useInboxFilters();
  const [, setPage] = usePageParam();
  // Days the wrong way round match nothing: said beside them, and not asked of the API.
  const backwards = isBackwards(filters);
  const list = useInbox({ ...filters, page, limit: PAGE_SIZE }, !backwards);
  const listTop = useListTop(page);
  const { search } = useLocation();

  const total = list.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  // A page that no longer exists (requests moved out of the filter): show the last one there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);
  }, [list.data, list.isPlaceholderData, page, pages, setPage]);
  const settled = list.data && !list.isPlaceholderData;

  return (
    <section aria-labelledby="admin-page-heading" className="flex flex-col gap-5">
      <PageTitle name={title} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            id="admin-page-heading"
            tabIndex={-1}
            className="font-display text-2xl font-semibold text-indigo-950 focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-charcoal-700">
            Enquiries from the contact form and requests for quotation from the quote page, newest first. Open one to
            reply, assign it and move it along.
          </p>
        </div>
        <ExportCsvButton status={filters.status} type={filters.type} />
      </header>

      <InboxFiltersForm
        filters={filters}
        onChange={setFilter}
        onClear={clearFilters}
        filtered={filtered}
        backwards={backwards}
      />

      {backwards ? null : settled && total === 0 ? (
        <div role="status" className={emptyBox}>
          {filtered ? (
            <>
              No requests match these filters.{' '}
              <button type="button" onClick={clearFilters} className="font-semibold text-madder-700 underline">
                Clear the filters
              </button>
            </>
          ) : (
            'No requests yet. Enquiries from the contact form and RFQs from the quote page arrive here.'
          )}
        </div>
      ) : (
        <ResourceTable
          caption={
            list.data
              ? `${total} ${total === 1 ? 'request' : 'requests'}${filtered ? ' matching the filters' : ''}, newest first${pages > 1 ? ` · page ${Math.min(page, pages)} of ${pages}` : ''}`
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
