import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@texbridge/shared/api/api-client';

/** docs/spec.md §9: 3 retries, backoff doubling from 1 s up to 30 s, inactive data kept 5 minutes. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx (no token, not an admin, no such record) will not turn into a 200 by asking again.
        retry: (failureCount, error) =>
          failureCount < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
      },
      // A write is sent once: asking again could save or delete twice, and the person waits on a spinner
      // meanwhile. A failure is said at once and the form or confirmation stays open to try again.
      mutations: { retry: false },
    },
  });
}
