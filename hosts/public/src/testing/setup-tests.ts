import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setRuntimeConfig } from '../config/runtime.ts';
import { resetApiDb } from './api-db.ts';
import { API } from './handlers.ts';
import { server } from './msw-server.ts';

// The machines are shared and slow at times: findBy* waits up to 5 s (a passing test does not wait).
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetApiDb();
  setRuntimeConfig({
    siteName: 'TexBridge',
    apiUrl: API,
    siteUrl: 'https://texbridge.example',
    adminRemoteUrl: 'http://remote.test/mf-manifest.json',
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // The files share one DOM (vitest.config.ts): what one leaves in storage must not reach the next.
  if (typeof window !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
});
afterAll(() => server.close());

// jsdom has no IntersectionObserver or matchMedia; these stand-ins reveal everything at once. A
// server-render test (`@vitest-environment node`) has no window, as on the render server, and gets none.
if (typeof window !== 'undefined') {
  class ImmediateIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver ??= ImmediateIntersectionObserver as never;
  window.matchMedia ??= ((query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    }) as MediaQueryList) as never;
  window.scrollTo = () => {};
}
