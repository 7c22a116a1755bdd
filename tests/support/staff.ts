import { expect, type Locator, type Page } from '@playwright/test';
import { SIGNED_IN } from './session.ts';
import { uniqueTag } from './visitor.ts';
import type { SystemState } from './system.ts';

/**
 * Helpers for the staff journeys (tests/e2e/staff-*.spec.ts): signing in to one dashboard screen,
 * the delete confirmation and the uploaded-image check.
 */

/** A name no other test (or earlier run on the same system) uses: `Linen Notes 3FA9C2`. */
export const unique = (name: string) => `${name} ${uniqueTag()}`;

/**
 * Opens an /admin deep link in a page that is signed in as the admin (support/signed-in.ts) and waits
 * for that screen: its page title ('{Name} | Dashboard') and its heading.
 */
export async function openScreen(page: Page, state: SystemState, path: string, name: string) {
  await page.goto(state.siteUrl + path);
  await expect(page).toHaveURL(state.siteUrl + path, SIGNED_IN);
  await expect(page).toHaveTitle(`${name} | Dashboard`);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

/** A success toast, by its exact words. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/**
 * The confirmation the trash button opens: checks its question, confirms, sees the success toast and
 * waits for the dialog to close. The toast comes first: the dialog closes only after the list has
 * reloaded, by when the short success toast may be gone.
 */
export async function confirmDelete(page: Page, question: string, done: string) {
  const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, done)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A table row's thumbnail is the API's re-encoded copy of the uploaded file. */
export async function expectUploadedImage(image: Locator, state: SystemState) {
  await expect(image).toHaveAttribute('src', new RegExp(`^${state.apiUrl}/uploads/[0-9a-f]{32}\\.webp$`));
}

/** The table row naming `text` (a title, a name), on the current page of the list. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The dashboard's screens under /admin, with their headings. */
export const managers = [
  { path: 'slider', heading: 'Slider Controller' },
  { path: 'about', heading: 'About Us' },
  { path: 'news', heading: 'News' },
  { path: 'contact', heading: 'Contact' },
  { path: 'product', heading: 'Products' },
  { path: 'privacy', heading: 'Privacy Center' },
  { path: 'users', heading: 'All Users' },
  { path: 'reviews', heading: 'Reviews' },
];
