import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import type { Account } from './system.ts';

/**
 * How long a signed-in page may take to reach the dashboard: the login page's 3-second pause after
 * 'Your Account Successfully Logged', the admin check and loading the remote, on a busy CI machine.
 */
export const SIGNED_IN = { timeout: 15_000 };

/** Signs in through /login, arriving from `from` (an /admin path), and waits for the dashboard. */
export async function signInAt(page: Page, siteUrl: string, account: Account, from = '/admin') {
  await page.goto(siteUrl + from);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  const form = page.getByRole('form', { name: 'Login Admin Panel' });
  await form.getByLabel(/E-mail/).fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  // Enter in the password field, as most people sign in. A click on Sign In was lost now and then on a
  // loaded machine: no submit and no request, with the button under the pointer (staff-access.spec.ts
  // clicks it, and checks what it does).
  await form.getByLabel('Password').press('Enter');
  await expect(page.getByText('Your Account Successfully Logged')).toBeVisible();
}

/** A small real PNG (48×16, made with sharp) for the image pickers: the API decodes and re-encodes it. */
export const swatchPng = {
  name: 'swatch.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAQCAIAAADfzGvmAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAM0lEQVRIiWPQtsoeVIhhwF2gPeqg7NEQshpNQ9qjuSx7wIsf7dGCMXs0hKxG05A2XXIZAG61cB/BZAxkAAAAAElFTkSuQmCC',
    'base64',
  ),
};

/**
 * Chromium's line for a page the site answers with HTTP 404 (an unknown path or id, rendered on the
 * server): the document's own status, not an error of the page.
 */
export const isOwn404 = (page: Page, message: ConsoleMessage) =>
  message.text().includes('the server responded with a status of 404') && message.location().url === page.url();

/** Console errors (with where they came from) and uncaught exceptions of a page: a journey ends asserting none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isOwn404(page, message))
      errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * Watches every test of the file for console errors and fails the test that logged one. Answers the
 * current test's list, for a test that must let one exact, expected line through.
 */
export function failOnConsoleErrors(): () => string[] {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchErrors(page);
  });
  test.afterEach(() => {
    expect(errors, 'console errors').toEqual([]);
  });
  return () => errors;
}
