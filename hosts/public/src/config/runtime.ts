import { createApiClient, resolveAssetUrl, type ApiClient } from '@texbridge/shared/api/api-client';
import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';

/**
 * The runtime config, set once before the router is created (main.tsx, or a test). Read through
 * functions, never at module scope, so modules stay importable on a server.
 */
let current: { config: RuntimeConfig; api: ApiClient } | undefined;

/** `fetch`: how the render server reaches the API (with its token); the browser's own otherwise. */
export function setRuntimeConfig(config: RuntimeConfig, fetch?: typeof globalThis.fetch) {
  current = { config, api: createApiClient({ baseUrl: config.apiUrl, ...(fetch ? { fetch } : {}) }) };
}

function state() {
  if (!current) throw new Error('The runtime config was read before it was loaded.');
  return current;
}

export const runtimeConfig = () => state().config;
export const api = () => state().api;
export const siteName = () => state().config.siteName;
export const assetUrl = (url: string) => resolveAssetUrl(url, state().config.apiUrl);
