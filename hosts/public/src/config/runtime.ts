import { createApiClient, resolveAssetUrl, type ApiClient } from '@texbridge/shared/api/api-client';
import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@texbridge/shared/locales/locales';
import { overwriteGetLocale } from '../paraglide/runtime.js';

/** The runtime config, the API client built from it, and the language of the page (its address says it). */
export interface Runtime {
  config: RuntimeConfig;
  api: ApiClient;
  locale: Locale;
}

/** `fetch`: how the render server reaches the API (with its token); the browser's own otherwise. */
export const createRuntime = (
  config: RuntimeConfig,
  fetch?: typeof globalThis.fetch,
  locale: Locale = DEFAULT_LOCALE,
): Runtime => ({
  config,
  api: createApiClient({ baseUrl: config.apiUrl, ...(fetch ? { fetch } : {}) }),
  locale,
});

/** The browser's one runtime, set once before the router is created (hydrate.tsx, start-shell.tsx, or a test). */
let current: Runtime | undefined;
/**
 * The render server's: the runtime of the render this code runs in (entry-server.tsx keeps one per request),
 * so renders side by side never read each other's. Undefined in the browser.
 */
let perRequest: { getStore(): Runtime | undefined } | undefined;

/** `locale`: the page's, which a browser keeps for the whole visit (a page of another language is a new load). */
export function setRuntimeConfig(config: RuntimeConfig, locale?: Locale) {
  current = createRuntime(config, undefined, locale);
}

/** The render server's store of one runtime per render (an AsyncLocalStorage); read before the browser's. */
export function readRuntimeFrom(store: { getStore(): Runtime | undefined }) {
  perRequest = store;
}

// `import.meta.env.SSR` is false in the browser's build, which then carries nothing of the per-request store.
const loaded = () => (import.meta.env.SSR ? perRequest?.getStore() : undefined) ?? current;

/** Read through functions, never at module scope, so modules stay importable on a server. */
function state() {
  const runtime = loaded();
  if (!runtime) throw new Error('The runtime config was read before it was loaded.');
  return runtime;
}

/**
 * The language of the page being rendered or shown: its messages (src/paraglide), links, head and content
 * reads follow it (docs/adding-a-language.md). The default before any runtime is set.
 */
export const pageLocale = (): Locale => loaded()?.locale ?? DEFAULT_LOCALE;

/** The page's language as a BCP 47 tag (`zh-CN`), for `Intl`'s dates and numbers. */
export const pageTag = (): string => LOCALES[pageLocale()].tag;

// Paraglide's messages speak the page's language: on the server, each render's own (docs/decisions.md).
overwriteGetLocale(pageLocale);

export const runtimeConfig = () => state().config;
export const api = () => state().api;
export const siteName = () => state().config.siteName;
export const assetUrl = (url: string) => resolveAssetUrl(url, state().config.apiUrl);

/**
 * The API's `locale` parameter for a content read (a list, a record, a search, a list's facets): the page's
 * language, each field falling back to the default's words; none on a page of the default language.
 */
export const contentLocale = (): { locale?: Locale } => {
  const locale = pageLocale();
  return locale === DEFAULT_LOCALE ? {} : { locale };
};
