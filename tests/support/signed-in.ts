import { expect, test as base, type Browser, type BrowserContextOptions } from '@playwright/test';
import { SIGNED_IN, signInAt } from './session.ts';
import { readState } from './system.ts';

/**
 * Staff specs whose subject is not the sign-in start signed in as the admin, as Playwright's
 * authentication guide shows: each worker signs in once through /login and keeps the session as a
 * storage state, IndexedDB included (where Firebase Auth keeps its user). Signing in through the form
 * (about 5 s each: the page's 3-second welcome, the admin check, the remote) stays the subject of
 * staff-access.spec.ts, federation.spec.ts and staff-users.spec.ts.
 *
 * Kept per worker process rather than in a `scope: 'worker'` fixture: a worker fixture is part of
 * Playwright's worker hash, so files with and without it could not share a worker, and the suite's two
 * workers would restart Chromium (and sign in again) at every switch between staff and visitor specs.
 */
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
let session: Promise<StorageState> | undefined;

async function signIn(browser: Browser): Promise<StorageState> {
  const state = readState();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAt(page, state.siteUrl, state.admin, '/admin');
    await expect(page).toHaveURL(`${state.siteUrl}/admin`, SIGNED_IN);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

/** The admin's signed-in storage state, for `browser.newContext({ storageState })`; signs in on first use. */
export function adminSession(browser: Browser): Promise<StorageState> {
  session ??= signIn(browser).catch((error: unknown) => {
    session = undefined;
    throw error;
  });
  return session;
}

/** Playwright's `test`, whose `page` and `context` start signed in as the admin. */
export const test = base.extend({
  storageState: async ({ browser }, use) => use(await adminSession(browser)),
});
