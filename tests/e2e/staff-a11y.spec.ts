import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { SIGNED_IN, watchErrors } from '../support/session.ts';
import { adminSession } from '../support/signed-in.ts';

import { readState } from '../support/system.ts';

/**
 * Every dashboard screen, reached from the side menu, and /login: axe finds no serious or critical
 * violation (on the list, and with its add and edit modals open), and the console stays free of errors.
 */
const state = readState();

interface Screen {
  label: string;
  /** The menu link's name when it says more than its label ('Inbox 3 new'). */
  link?: RegExp;
  heading: string;
  add?: string;
  /** The row action that opens the edit modal, and that modal's name. */
  edit?: { dialog: RegExp | string };
  /** Whether a row's History dialog is checked too (docs/history.md). */
  history?: boolean;
  /** A list that may have no rows yet (nothing deleted, nothing logged): its empty sentence is checked instead. */
  mayBeEmpty?: boolean;
}

// The side menu's order (docs/spec.md §2 "Admin shell", plus the Inbox).
const screens: Screen[] = [
  {
    label: 'Slider',
    heading: 'Slider Controller',
    add: 'Add Slide',
    edit: { dialog: /^Update \d+(st|nd|rd|th) Slide$/ },
  },
  { label: 'About', heading: 'About Us', add: 'Add Section', edit: { dialog: 'Update About Section' } },
  { label: 'News', heading: 'News', add: 'Add News', edit: { dialog: 'Update News' } },
  { label: 'Contact', heading: 'Contact', add: 'Add Contact', edit: { dialog: 'Update Contact' } },
  { label: 'Products', heading: 'Products', add: 'Add Product', edit: { dialog: 'Update Product' }, history: true },
  {
    label: 'Privacy Center',
    heading: 'Privacy Center',
    add: 'Add Privacy',
    edit: { dialog: 'Update Privacy Section' },
  },
  { label: 'All Users', heading: 'All Users' },
  { label: 'Reviews', heading: 'Reviews', add: 'Add Review' },
  { label: 'Inbox', link: /^Inbox( \d+ new)?$/, heading: 'Inbox' },
  { label: 'Trash', heading: 'Trash', mayBeEmpty: true },
  { label: 'Activity', heading: 'Activity', mayBeEmpty: true },
];

test('/login has no serious or critical accessibility violations', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${state.siteUrl}/login`);
  await expect(page.getByRole('heading', { name: 'Login Admin Panel' })).toBeVisible();
  expect.soft(await seriousViolations(page), '/login').toEqual([]);
  // With the e-mail's error showing.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Enter the e-mail address of your account.')).toBeVisible();
  expect.soft(await seriousViolations(page), '/login with an error').toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('dashboard screens', () => {
  let page: Page;
  let errors: string[];

  test.beforeAll(async ({ browser }) => {
    // An enquiry, so the Inbox shows its table rather than its empty sentence.
    const response = await fetch(`${state.apiUrl}/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user_name: 'Accessibility Check',
        user_email: 'a11y@buyer.test',
        message: 'Please send your current yarn price list.',
      }),
    });
    expect(response.ok).toBe(true);
    // One signed-in page for every screen, as staff move between them.
    page = await (await browser.newContext({ storageState: await adminSession(browser) })).newPage();
    errors = watchErrors(page);
    await page.goto(`${state.siteUrl}/admin`);
    await expect(page).toHaveURL(`${state.siteUrl}/admin`, SIGNED_IN);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  for (const screen of screens) {
    test(`${screen.label}: list${screen.add ? ', add modal' : ''}${screen.edit ? ', edit modal' : ''}${screen.history ? ', history' : ''} — no serious violations, no console errors`, async () => {
      errors.length = 0;
      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      const link = nav.getByRole('link', { name: screen.link ?? screen.label, exact: true });
      await link.click();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${screen.heading} | Dashboard`);
      const table = page.getByRole('table');
      if (screen.mayBeEmpty) {
        await expect(table.getByRole('row').nth(1).or(page.getByRole('main').getByRole('status'))).toBeVisible();
      } else {
        await expect(table.getByRole('row').nth(1)).toBeVisible();
        await expect(table).not.toHaveAttribute('aria-busy', 'true');
        await expect(table.getByText('Nothing here yet')).toHaveCount(0);
      }
      expect.soft(await seriousViolations(page), `${screen.label} list`).toEqual([]);

      if (screen.add) {
        await page.getByRole('button', { name: screen.add }).click();
        const dialog = page.getByRole('dialog', { name: screen.add });
        await expect(dialog).toBeVisible();
        expect.soft(await seriousViolations(page), `${screen.label} add modal`).toEqual([]);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
      }
      // The last row of the first page, a seeded record: the newest may be one another test added and is
      // deleting while this one opens it (a 404 in the console).
      if (screen.edit) {
        await table
          .getByRole('button', { name: /^Edit / })
          .last()
          .click();
        const dialog = page.getByRole('dialog', { name: screen.edit.dialog });
        await expect(dialog).toBeVisible();
        expect.soft(await seriousViolations(page), `${screen.label} edit modal`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      if (screen.history) {
        await table
          .getByRole('button', { name: /^History of / })
          .last()
          .click();
        const dialog = page.getByRole('dialog', { name: /^History of / });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('status').or(dialog.getByRole('group'))).toBeVisible();
        expect.soft(await seriousViolations(page), `${screen.label} history dialog`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      expect(errors, `${screen.label} console`).toEqual([]);
    });
  }
});
