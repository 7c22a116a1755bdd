import { AsyncLocalStorage } from 'node:async_hooks';
import { RENDER_TOKEN_HEADER } from '@texbridge/shared/api/render-server';

/** Data the API did not give: a call failed, or was answered 429 or 5xx (app.ts's isApiUnavailable knows it by name). */
export class ApiUnavailableError extends Error {
  override name = 'ApiUnavailableError';
}

/** What one render heard from the API: the first answer that means its data is missing. */
interface RenderScope {
  failure?: string;
}

/** An answer that leaves a page without its data: the API is unavailable to us (429: to us in particular). */
const isUnavailableStatus = (status: number) => status === 429 || status >= 500;

/**
 * The render server's way to the API: every call carries RENDER_TOKEN (when there is one) and gives up
 * after `deadlineMs`, so a frozen API cannot hold a page. A call made inside `track` that fails, or is
 * answered 429 or 5xx, is recorded against that render: its page is then not a good one, whatever the
 * app made of the error (a section saying "could not load" is still a 200 to React).
 */
export function createApiFetch({ token, deadlineMs }: { token?: string | undefined; deadlineMs: number }) {
  const scopes = new AsyncLocalStorage<RenderScope>();

  const apiFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (token !== undefined) headers.set(RENDER_TOKEN_HEADER, token);
    const deadline = AbortSignal.timeout(deadlineMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    const scope = scopes.getStore();
    try {
      const response = await fetch(input, { ...init, headers, signal });
      if (scope && isUnavailableStatus(response.status)) {
        scope.failure ??= `the API answered ${response.status} to ${String(input)}`;
      }
      return response;
    } catch (error) {
      if (scope) scope.failure ??= `${String(input)}: ${error instanceof Error ? error.message : String(error)}`;
      throw error;
    }
  };

  return {
    fetch: apiFetch,
    /**
     * Runs `work` (one render), answering its result and the first API failure it met, if any. Should
     * `work` throw after a failure, the failure is what is thrown, as an ApiUnavailableError.
     */
    async track<T>(work: () => Promise<T>): Promise<{ result: T; failure: string | undefined }> {
      const scope: RenderScope = {};
      try {
        return { result: await scopes.run(scope, work), failure: scope.failure };
      } catch (error) {
        if (scope.failure) throw new ApiUnavailableError(scope.failure, { cause: error });
        throw error;
      }
    },
  };
}
