import { inboxQuery, type InboxQuery } from '@texbridge/shared/resources/pipeline';
import { readFilterParams, useFilterParams, type FilterParams } from '../../../lib/use-filter-params.ts';

/** The inbox's filters, each read from the URL on its own: a bad one is dropped, the others kept. */
export type InboxFilters = Pick<InboxQuery, 'status' | 'type' | 'from' | 'to'>;
const FILTER_NAMES = ['status', 'type', 'from', 'to'] as const;
export type InboxFilterParams = FilterParams<(typeof FILTER_NAMES)[number], InboxFilters>;

const readFilters = (params: URLSearchParams) =>
  readFilterParams(params, FILTER_NAMES, inboxQuery.shape) as InboxFilters;

/**
 * The filters and the page live in the URL (`?status=new&type=rfq&from=…&page=2`), so reload, Back and
 * a shared link keep them; a new filter starts again at page 1.
 */
export const useInboxFilters = (): InboxFilterParams => useFilterParams(FILTER_NAMES, readFilters);
