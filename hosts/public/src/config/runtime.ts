import { createApiClient, resolveAssetUrl, type ApiClient } from '@texbridge/shared/api/api-client';
import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';

/** The runtime config and the API client built from it. */
export interface Runtime {
  config: RuntimeConfig;
  api: ApiClient;
}

/** `fetch`: how the render server reaches the API (with its token); the browser's own otherwise. */
export const createRuntime = (config: RuntimeConfig, fetch?: typeof globalThis.fetch): Runtime => ({
  config,
  api: createApiClient({ baseUrl: config.apiUrl, ...(fetch ? { fetch } : {}) }),
});

/** The browser's one runtime, set once before the router is created (hydrate.tsx, start-shell.tsx, or a test). */
let current: Runtime | undefined;
/**
 * The render server's: the runtime of the render this code runs in (entry-server.tsx keeps one per request),
 * so renders side by side never read each other's. Undefined in the browser.
 */
let perRequest: { getStore(): Runtime | undefined } | undefined;

export function setRuntimeConfig(config: RuntimeConfig) {
  current = createRuntime(config);
}

/** The render server's store of one runtime per render (an AsyncLocalStorage); read before the browser's. */
export function readRuntimeFrom(store: { getStore(): Runtime | undefined }) {
  perRequest = store;
}

/** Read through functions, never at module scope, so modules stay importable on a server. */
function state() {
  // `import.meta.env.SSR` is false in the browser's build, which then carries nothing of the per-request store.
  const runtime = (import.meta.env.SSR ? perRequest?.getStore() : undefined) ?? current;
  if (!runtime) throw new Error('The runtime config was read before it was loaded.');
  return runtime;
}

export const runtimeConfig = () => state().config;
export const api = () => state().api;
export const siteName = () => state().config.siteName;
export const assetUrl = (url: string) => resolveAssetUrl(url, state().config.apiUrl);
