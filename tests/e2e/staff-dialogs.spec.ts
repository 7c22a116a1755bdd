/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, getJson } from '../support/api.ts';
import { SIGNED_IN } from '../support/session.ts';
import { adminSession } from '../support/signed-in.ts';
import { readState } from '../support/system.ts';

/**
 * The dashboard's dialogs in the real browser, on a desktop and a phone: the contact form's telephone
 * fields and their focus ring, Make Admin's confirmation, and a delete that fails with the API out of
 * reach. With SHOTS_DIR set, each is saved as a PNG there, for a person to look at.
 */
const state = readState();
test.use({ reducedMotion: 'reduce' });

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${state.siteUrl}/admin/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible(SIGNED_IN);
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
}

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`dialogs at ${viewport.width} px`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      await (await apiAs(state, state.member)).get(`/admin/${encodeURIComponent(state.member.email)}`);
      page = await (
        await browser.newContext({ viewport, reducedMotion: 'reduce', storageState: await adminSession(browser) })
      ).newPage();
      await page.goto(`${state.siteUrl}/admin`);
      await expect(page).toHaveURL(`${state.siteUrl}/admin`, SIGNED_IN);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    test('Update Contact: phones show as stored, in telephone fields with a 3:1 focus ring', async () => {
      const [newest] = await getJson<{ HR?: { hrt?: string } }[]>(state, '/contact');
      await open(page, 'contact', 'Contact');
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      const edit = page.getByRole('dialog', { name: 'Update Contact' });
      const phone = edit.getByLabel('HR Phone');
      await expect(phone).toHaveAttribute('type', 'tel');
      await expect(phone).toHaveValue(newest?.HR?.hrt ?? '');
      await phone.focus();
      // The dashboard's ring (indigo-900, 3 px), not a 30% indigo one; polled, since the field's colours
      // ease in (a read in the first frames after focus caught the colour half-way).
      await expect
        .poll(() =>
          phone.evaluate((input) => {
            const style = getComputedStyle(input);
            return [style.outlineStyle, style.outlineWidth, style.outlineColor];
          }),
        )
        .toEqual(['solid', '3px', 'rgb(31, 42, 77)']);
      await shoot(page, `contact-edit-${viewport.width}`);

      await phone.fill('ask for Rina');
      await edit.getByRole('button', { name: 'Post' }).click();
      await expect(edit.getByText('HR Phone must contain only digits, spaces and + ( ) - .')).toBeVisible();
      await phone.scrollIntoViewIfNeeded();
      await shoot(page, `contact-edit-error-${viewport.width}`);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
      await expect(edit).toBeHidden();
    });

    test('Make Admin asks first, naming the e-mail', async () => {
      await open(page, 'users', 'All Users');
      await page
        .getByRole('row')
        .filter({ hasText: state.member.email })
        .getByRole('button', { name: /^Make Admin/ })
        .click();
      const confirmation = page.getByRole('alertdialog', { name: 'Please confirm' });
      await expect(confirmation).toContainText(`“${state.member.email}” will be able to manage this dashboard`);
      await shoot(page, `make-admin-${viewport.width}`);
      await confirmation.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirmation).toBeHidden();
    });

    test('a delete with the API out of reach comes back at once with the reason', async () => {
      await open(page, 'news', 'News');
      await page.route(`${state.apiUrl}/**`, (route) => route.abort('connectionrefused'));
      try {
        await page
          .getByRole('button', { name: /^Delete / })
          .first()
          .click();
        const confirmation = page.getByRole('alertdialog', { name: 'Please confirm' });
        await confirmation.getByRole('button', { name: 'Delete' }).click();
        // At once: not after the list's own retries (1 s, 2 s, 4 s).
        await expect(confirmation).toContainText('could not be deleted', { timeout: 1500 });
        await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeEnabled({ timeout: 500 });
        await shoot(page, `delete-failed-${viewport.width}`);
        await confirmation.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirmation).toBeHidden();
      } finally {
        await page.unroute(`${state.apiUrl}/**`);
      }
    });
  });
}
