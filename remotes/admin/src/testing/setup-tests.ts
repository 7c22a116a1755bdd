import '@testing-library/jest-dom/vitest';
import { resetAuth } from '@texbridge/shared/auth/auth-store';
import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { loadCrudForm } from '../components/crud/crud-form.tsx';
import { resetRuntimeConfig } from '../config/runtime.ts';
import { resetDb } from './db.ts';
import { uploads } from './handlers.ts';
import { server } from './msw-server.ts';

// Shared, sometimes slow machines: findBy* waits up to 5 s (a passing test does not wait).
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The forms' code loads on first use in the browser (crud-form.tsx); here it is in before any test, so
// that a form opens at once. crud-form.test.tsx covers a first opening.
beforeAll(() => loadCrudForm());
beforeEach(() => {
  resetDb();
  uploads.clear();
  resetRuntimeConfig();
});
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  server.resetHandlers();
  resetAuth();
  document.title = '';
  // Form drafts (lib/drafts.ts) must not leak from one test into the next.
  sessionStorage.clear();
});
afterAll(() => server.close());

// jsdom has no object URLs: the image preview gets a stand-in.
URL.createObjectURL = () => 'blob:preview';
URL.revokeObjectURL = () => {};

// jsdom has no matchMedia (react-hot-toast asks about reduced motion): nothing matches.
window.matchMedia ??= ((query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList) as typeof window.matchMedia;
