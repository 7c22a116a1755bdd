import { expect, test } from '@playwright/test';
import { SIGNED_IN } from '../support/session.ts';
import { adminSession } from '../support/signed-in.ts';
import { readState } from '../support/system.ts';
import { toast } from '../support/staff.ts';

/**
 * 'Logged Out' (docs/spec.md §8) shows on the site also when the dashboard was opened by its URL: a
 * reloaded /admin page has never shown the sign-in form, whose toasts used to be what loaded the site's
 * toaster.
 */
const state = readState();

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, logging out of a reloaded /admin/users says 'Logged Out' on the site`, async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ viewport, storageState: await adminSession(browser) })).newPage();
    await page.goto(`${state.siteUrl}/admin/users`);
    await expect(page).toHaveURL(`${state.siteUrl}/admin/users`, SIGNED_IN);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'All Users' })).toBeVisible(SIGNED_IN);

    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${state.siteUrl}/`);
    await expect(toast(page, 'Logged Out')).toBeVisible();
    await page.context().close();
  });
}
