import { createApiClient, resolveAssetUrl, type ApiClient } from '@texbridge/shared/api/api-client';
import { getIdToken } from '@texbridge/shared/auth/auth-store';
import { fetchRuntimeConfig, type RuntimeConfig } from '@texbridge/shared/config/runtime-config';

/**
 * The runtime config, fetched once from the page's origin (the host serves /runtime-config.json;
 * standalone mode serves its own) and read through functions, never at module scope.
 */
let current: { config: RuntimeConfig; api: ApiClient } | undefined;
let loading: Promise<RuntimeConfig> | undefined;

export function setRuntimeConfig(config: RuntimeConfig) {
  current = { config, api: createApiClient({ baseUrl: config.apiUrl, getToken: getIdToken }) };
  loading = Promise.resolve(config);
}

const runtimeConfigUrl = () => new URL('/runtime-config.json', window.location.origin).href;

/** Fetches the config the first time it is asked for; a failure is forgotten so that a retry fetches again. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= fetchRuntimeConfig(runtimeConfigUrl()).then(
    (config) => {
      setRuntimeConfig(config);
      return config;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const isRuntimeConfigLoaded = () => current !== undefined;

/** Tests only: forget the config so the next render fetches it again. */
export function resetRuntimeConfig() {
  current = undefined;
  loading = undefined;
}

function state() {
  if (!current) throw new Error('The runtime config was read before it was loaded.');
  return current;
}

export const runtimeConfig = () => state().config;
/** JSON calls with the signed-in user's ID token on every request. */
export const api = () => state().api;
export const apiUrl = () => state().config.apiUrl;
/** Uploaded images are root-relative to the API; Cloudinary's are absolute. */
export const assetUrl = (url: string) => resolveAssetUrl(url, state().config.apiUrl);
