import { queryOptions, useQuery } from '@tanstack/react-query';
import { RFQ_PATHS, RFQ_TOKEN_FIELD } from '@texbridge/shared/resources/rfq-form';
import { api } from '../../../config/runtime.ts';

/**
 * GET /rfqs/start: the signed token the form sends back, from which the API tells a person's fill time
 * from a robot's (docs/quotes.md). Read with the page (the server's render hands it over in the query
 * cache); it stays good for a day, so one read serves a visit.
 */
export const startTokenQueryOptions = () =>
  queryOptions({
    queryKey: ['rfqs', 'start'],
    queryFn: async () => (await api().get<{ [RFQ_TOKEN_FIELD]: string }>(RFQ_PATHS.start))[RFQ_TOKEN_FIELD],
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The token, '' until read or when the API could not give one (the API then says so when the form is sent). */
export const useStartToken = () => useQuery(startTokenQueryOptions()).data ?? '';
