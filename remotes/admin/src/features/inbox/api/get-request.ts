import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathOf, queryKeys } from '@texbridge/shared/resources/define';
import { enquiriesResource, type Enquiry } from '@texbridge/shared/resources/enquiries';
import type { RequestType } from '@texbridge/shared/resources/pipeline';
import { rfqsResource, type Rfq } from '@texbridge/shared/resources/rfqs';
import { api } from '../../../config/runtime.ts';

/** One request as the inbox opens it, by its kind. */
export type OpenedRequest = { type: 'rfq'; record: Rfq } | { type: 'enquiry'; record: Enquiry };

const rfqOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys(rfqsResource).detail(id),
    queryFn: ({ signal }) => api().get<Rfq>(pathOf(rfqsResource.calls.detail.path, { id }), { signal }),
  });

const enquiryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys(enquiriesResource).detail(id),
    queryFn: ({ signal }) => api().get<Enquiry>(pathOf(enquiriesResource.calls.detail.path, { id }), { signal }),
  });

/** An RFQ (GET /rfqs/:id) or an enquiry (GET /enquiries/:id); a missing one fails with the API's 404 sentence. */
export function useRequest(type: RequestType, id: string) {
  const rfq = useQuery({ ...rfqOptions(id), enabled: type === 'rfq' });
  const enquiry = useQuery({ ...enquiryOptions(id), enabled: type === 'enquiry' });
  const read = type === 'rfq' ? rfq : enquiry;
  return { ...read, data: read.data && ({ type, record: read.data } as OpenedRequest) };
}
