import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@texbridge/shared/api/api-client';
import { retryDelayAfter } from './retry-delay.ts';

// A 404 will not turn into a 200 by asking again.
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * docs/spec.md §9: 3 retries, backoff doubling from 1 s up to 30 s, inactive data kept 5 minutes. A query
 * that still failed keeps trying in the background while it is on screen (and at once when the tab
 * regains focus or the network returns: React Query's defaults), so a page mends itself when the API
 * is back; "Try again" stays for the impatient.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 3 && !isNotFound(error),
        refetchInterval: (query) =>
          query.state.status === 'error' && !isNotFound(query.state.error)
            ? retryDelayAfter(query.state.errorUpdateCount)
            : false,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        staleTime: 60 * 1000,
      },
    },
  });
}
