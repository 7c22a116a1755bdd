import type { Page } from '@playwright/test';

/**
 * Waits until the page has asked for nothing for 500 ms (Playwright's networkidle), for a test whose
 * point is what a page never downloads: a late request has to have had its chance to come.
 */
export async function waitOutLateRequests(page: Page) {
  // fixed wait: nothing announces that a page will load no more code, and what is under test is that
  // none comes; networkidle (no request for 500 ms) stands for "no more".
  await page.waitForLoadState('networkidle');
}
