import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathOf, queryKeys } from '@texbridge/shared/resources/define';
import { enquiriesResource, type Enquiry } from '@texbridge/shared/resources/enquiries';
import type { RequestType } from '@texbridge/shared/resources/pipeline';
import { rfqsResource, type Rfq } from '@texbridge/shared/resources/rfqs';
import { ApiError } from '@texbridge/shared/api/api-client';
import { api } from '../../../config/runtime.ts';

/** One request as the inbox opens it, by its kind. */
export type OpenedRequest = { type: 'rfq'; record: Rfq } | { type: 'enquiry'; record: Enquiry };

const rfqOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys(rfqsResource).detail(id),
    queryFn: ({ signal }) => api().get<Rfq>(pathOf(rfqsResource.calls.detail.path, { id }), { signal }),
  });

// The enquiries contract has no GET /enquiries/:id: the whole list (admin only, not paged when no page is
// asked for) is read, and the one wanted picked from it.
const enquiriesOptions = () =>
  queryOptions({
    queryKey: queryKeys(enquiriesResource).list({ all: true }),
    queryFn: ({ signal }) => api().get<Enquiry[]>(enquiriesResource.list.paths[0], { signal }),
  });

/** An RFQ (GET /rfqs/:id) or an enquiry; a missing one fails with the API's 404 sentence. */
export function useRequest(type: RequestType, id: string) {
  const rfq = useQuery({ ...rfqOptions(id), enabled: type === 'rfq' });
  const enquiries = useQuery({ ...enquiriesOptions(), enabled: type === 'enquiry' });
  if (type === 'rfq') {
    return { ...rfq, data: rfq.data && ({ type, record: rfq.data } as OpenedRequest) };
  }
  const record = enquiries.data?.find((row) => row._id === id);
  const missing = enquiries.data && !record ? new ApiError(404, `No ${enquiriesResource.noun} with id ${id}`) : null;
  return {
    ...enquiries,
    data: record && ({ type, record } as OpenedRequest),
    error: enquiries.error ?? missing,
  };
}
