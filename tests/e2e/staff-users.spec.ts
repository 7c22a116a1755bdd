import { expect, type Browser } from '@playwright/test';
import { test } from '../support/signed-in.ts';
import { ensureAccount } from '@texbridge/scripts/emulator';
import { apiAs } from '../support/api.ts';
import { SIGNED_IN, signInAt, watchErrors } from '../support/session.ts';
import { confirmDelete, openScreen, row, toast } from '../support/staff.ts';
import { readState, type Account } from '../support/system.ts';

/**
 * All Users (docs/spec.md §2, §4, §6): users appear once they have signed in; 'Make Admin' turns one into an
 * admin, who can then reach the dashboard; an admin deletes a user but never their own account.
 */
const state = readState();

/** A fresh e-mail/password account in the Auth emulator, unknown to the API until it signs in. */
async function freshAccount(name: string): Promise<Account> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const account = { email: `${name}-${tag}@texbridge.test`, password: `${name}-pass-${tag}` };
  await ensureAccount(state.emulatorHost, account);
  return account;
}

/** Signs `account` in from `from` in a browser of its own, as a second person would. */
async function signInElsewhere(browser: Browser, account: Account, from: string) {
  // Signed out: a new context takes this file's options, and its \`page\` starts signed in as the admin.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInAt(page, state.siteUrl, account, from);
  return { context, page };
}

test("'Make Admin' turns a signed-in user into an admin who can then reach the dashboard", async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  const account = await freshAccount('merchandiser');

  // First sign-in: the API now knows the user, who is not an admin and is kept out.
  const before = await signInElsewhere(browser, account, '/admin/users');
  await expect(before.page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fusers&reason=not-admin$/, SIGNED_IN);
  await expect(before.page.getByText(`${account.email} is signed in but is not an admin`)).toBeVisible();
  await before.context.close();

  await openScreen(page, state, '/admin/users', 'All Users');
  const user = row(page, account.email);
  await expect(user.getByRole('cell', { name: 'User', exact: true })).toBeVisible();
  await expect(row(page, state.admin.email).getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
  // The signed-in admin's own row offers no 'Make Admin' and no delete.
  await expect(row(page, state.admin.email).getByRole('button')).toHaveCount(0);
  await user.getByRole('button', { name: /^Make Admin/ }).click();
  // Asked first, naming the e-mail: there is no demotion here.
  const confirmation = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(confirmation).toContainText('Are You Sure to Make That User an Admin ?');
  await expect(confirmation).toContainText(`“${account.email}” will be able to manage this dashboard`);
  await confirmation.getByRole('button', { name: 'Make Admin' }).click();
  await expect(confirmation).toBeHidden();
  await expect(toast(page, `${account.email} is now an admin`)).toBeVisible();
  await expect(user.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
  await expect(user.getByRole('button', { name: /^Make Admin/ })).toHaveCount(0);

  const api = await apiAs(state);
  expect(await api.get(`/admin/${encodeURIComponent(account.email)}`)).toEqual({ isAdmin: true });

  // Signing in again, the new admin reaches the dashboard from a deep link.
  const after = await signInElsewhere(browser, account, '/admin/reviews');
  await expect(after.page).toHaveURL(`${state.siteUrl}/admin/reviews`, SIGNED_IN);
  await expect(after.page).toHaveTitle('Reviews | Dashboard');
  await expect(after.page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await after.page.getByRole('button', { name: 'Admin' }).click();
  await expect(after.page.getByText(account.email)).toBeVisible();
  await after.context.close();
  expect(errors).toEqual([]);
});

test('an admin deletes a user after the confirmation, but not their own account', async ({ page }) => {
  const errors = watchErrors(page);
  const account = await freshAccount('visitor');
  // Any signed-in call makes the API record the user, as the first sign-in does.
  expect(await (await apiAs(state, account)).get(`/admin/${encodeURIComponent(account.email)}`)).toEqual({
    isAdmin: false,
  });

  await openScreen(page, state, '/admin/users', 'All Users');
  await expect(row(page, state.admin.email)).toContainText('You cannot delete your own account.');
  await expect(row(page, state.admin.email).getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await row(page, account.email)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await confirmDelete(page, 'Are You Sure to Delete That User ?', 'User Deleted Successfully');
  await expect(row(page, account.email)).toHaveCount(0);

  const users = await (await apiAs(state)).get<{ email: string }[]>('/users');
  expect(users.map((user) => user.email)).not.toContain(account.email);
  expect(users.map((user) => user.email)).toContain(state.admin.email);
  expect(errors).toEqual([]);
});
