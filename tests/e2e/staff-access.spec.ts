import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { SIGNED_IN, signInAt, watchErrors } from '../support/session.ts';

import { readState } from '../support/system.ts';

/**
 * Who reaches the dashboard (docs/spec.md §4 guard, §6): a signed-out visitor is sent to /login and brought
 * back to the screen they asked for; a wrong password is refused; a signed-in non-admin is kept out of
 * every screen, and the API refuses them too. (federation.spec.ts covers the bare /admin and Log out.)
 */
const state = readState();

test('a signed-out visitor to a deep dashboard link signs in and lands on that screen', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${state.siteUrl}/admin/news`);
  await expect(page).toHaveURL(`${state.siteUrl}/login?redirectTo=%2Fadmin%2Fnews`);
  await expect(page).toHaveTitle('Login | TexBridge');
  await expect(page.getByRole('heading', { name: 'Login Admin Panel' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Login Admin Panel' });
  await form.getByLabel(/E-mail/).fill(state.admin.email);
  await form.getByLabel('Password').fill(state.admin.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Your Account Successfully Logged', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${state.siteUrl}/admin/news`, SIGNED_IN);
  await expect(page).toHaveTitle('News | Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'News' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(errors).toEqual([]);
});

test('the page a visitor asked for survives the sign-in, query included', async ({ page }) => {
  const errors = watchErrors(page);
  // More than 18 products (docs/spec.md §9): the Products manager has a second page.
  await signInAt(page, state.siteUrl, state.admin, '/admin/product?page=2');
  await expect(page).toHaveURL(`${state.siteUrl}/admin/product?page=2`, SIGNED_IN);
  await expect(page).toHaveTitle('Products | Dashboard');
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page');
  expect(errors).toEqual([]);
});

test('a wrong password is refused with ‘Your Account Might Not Valid’ and the dashboard stays closed', async ({
  page,
}) => {
  await page.goto(`${state.siteUrl}/admin/about`);
  await expect(page).toHaveURL(`${state.siteUrl}/login?redirectTo=%2Fadmin%2Fabout`);
  const form = page.getByRole('form', { name: 'Login Admin Panel' });

  // docs/spec.md §5: the e-mail is required.
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByText('Enter the e-mail address of your account.')).toBeVisible();

  await form.getByLabel(/E-mail/).fill(state.admin.email);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Your Account Might Not Valid', { exact: true })).toBeVisible();
  await expect(page.getByText('Your Account Successfully Logged')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page).toHaveURL(`${state.siteUrl}/login?redirectTo=%2Fadmin%2Fabout`);

  await page.goto(`${state.siteUrl}/admin/about`);
  await expect(page).toHaveURL(`${state.siteUrl}/login?redirectTo=%2Fadmin%2Fabout`);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
});

test('a signed-in non-admin is kept out of every deep dashboard link, and the API refuses them too', async ({
  page,
}) => {
  await signInAt(page, state.siteUrl, state.member, '/admin/privacy');
  await expect(page).toHaveURL(`${state.siteUrl}/login?redirectTo=%2Fadmin%2Fprivacy&reason=not-admin`, SIGNED_IN);
  const refusal = page.getByRole('alert').filter({ hasText: 'is signed in but is not an admin' });
  await expect(refusal).toContainText(`${state.member.email} is signed in but is not an admin`);

  // Still signed in, straight to other screens: each sends the member back to /login.
  for (const screen of ['users', 'product', 'reviews']) {
    await page.goto(`${state.siteUrl}/admin/${screen}`);
    await expect(page).toHaveURL(`${state.siteUrl}/login?redirectTo=%2Fadmin%2F${screen}&reason=not-admin`);
    await expect(refusal).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  }

  // The API enforces the same rule: the member's token reads no users and promotes nobody.
  const member = await apiAs(state, state.member);
  await expect(member.get('/users')).rejects.toThrow(/→ 403/);
  await expect(member.put('/users/anyone', undefined)).rejects.toThrow(/→ 403/);

  // 'Sign out' on the refusal ends the member's session: the dashboard asks for a sign-in again.
  await refusal.getByRole('button', { name: 'Sign out' }).click();
  await expect(refusal).toBeHidden();
  await page.goto(`${state.siteUrl}/admin/users`);
  await expect(page).toHaveURL(`${state.siteUrl}/login?redirectTo=%2Fadmin%2Fusers`);
});
