import type { DehydratedState } from '@tanstack/react-query';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router-dom';
import { ApiError } from '@texbridge/shared/api/api-client';
import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';
import type { RefusedRfqPost } from '@texbridge/shared/resources/rfq-form';

/** The id of the <script type="application/json"> that carries a server-rendered page's state. */
export const SSR_STATE_ID = 'ssr-state';

/** A route error as JSON: react-router's error responses, our ApiError (status kept) and plain errors. */
type SerializedRouteError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean }
  | { __type: 'ApiError'; status: number; message: string }
  | { __type: 'Error'; message: string };

/** What the server hands the browser so that it hydrates without asking again. */
export interface SsrState {
  /** The runtime config the page was rendered with: the browser need not fetch it first. */
  config: RuntimeConfig;
  /** TanStack Query's dehydrated cache: the data the markup was rendered from. */
  queries: DehydratedState;
  /**
   * A quote sent without JavaScript that the API refused, as the page was rendered around it: the form is
   * not an island, so the browser hydrates it with the same values and refusal, or its markup would differ.
   */
  quote?: RefusedRfqPost;
  /** react-router's hydrationData, its errors serialized. */
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerializedRouteError> | null;
  };
}

/**
 * JSON that is safe inside a <script> element: no "<" (so no "</script>" or "<!--") and no "&"/">",
 * whatever the content holds, and no U+2028/U+2029. JSON.parse reads the escapes back unchanged.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The <script> tag carrying a page's state; not run by the browser (type application/json), only read. */
export const ssrStateScript = (state: SsrState) =>
  `<script id="${SSR_STATE_ID}" type="application/json">${scriptSafeJson(state)}</script>`;

/** The state of a server-rendered page, or undefined for the client-rendered shell. */
export function readSsrState(doc: Document = document): SsrState | undefined {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as SsrState;
}

export function serializeRouteErrors(errors: Record<string, unknown> | null | undefined) {
  if (!errors) return null;
  const serialized: Record<string, SerializedRouteError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      serialized[routeId] = {
        __type: 'RouteErrorResponse',
        status: error.status,
        statusText: error.statusText,
        data: error.data as unknown,
        internal: (error as { internal?: boolean }).internal === true,
      };
    } else if (error instanceof ApiError) {
      serialized[routeId] = { __type: 'ApiError', status: error.status, message: error.message };
    } else {
      serialized[routeId] = { __type: 'Error', message: error instanceof Error ? error.message : String(error) };
    }
  }
  return serialized;
}

function deserializeRouteErrors(errors: Record<string, SerializedRouteError> | null): HydrationState['errors'] {
  if (!errors) return null;
  const restored: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (error.__type === 'RouteErrorResponse') {
      restored[routeId] = new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data, error.internal);
    } else if (error.__type === 'ApiError') {
      restored[routeId] = new ApiError(error.status, error.message);
    } else {
      restored[routeId] = new Error(error.message);
    }
  }
  return restored;
}

/** react-router's hydrationData from a page's state. */
export const hydrationDataOf = (state: SsrState): HydrationState => ({
  loaderData: state.router.loaderData,
  actionData: state.router.actionData,
  errors: deserializeRouteErrors(state.router.errors),
});
