/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { focusProblems } from '../support/focus.ts';
import { publicPages, visit } from '../support/public-pages.ts';
import { SIGNED_IN } from '../support/session.ts';
import { adminSession } from '../support/signed-in.ts';
import { managers } from '../support/staff.ts';
import { readState } from '../support/system.ts';

/**
 * In the real browser: every keyboard stop of every public page and dashboard screen shows a
 * focus ring of at least 3:1 that nothing cuts off, and every manager's row actions are on screen without
 * scrolling sideways, on a desktop and on a phone.
 */
const state = readState();
test.use({ reducedMotion: 'reduce' });

test.describe('visible focus on the public site', () => {
  for (const target of publicPages(state)) {
    test(`${target.name}: every stop has a ring of ≥ 3:1 that is not cut off`, async ({ page }) => {
      await visit(page, state.siteUrl, await target.path(), await target.heading());
      const { stops, problems } = await focusProblems(page);
      // The header alone has the logo, the menu and its links: a walk of fewer stops did not happen.
      expect(stops).toBeGreaterThan(5);
      expect(problems).toEqual([]);
    });
  }
});

/** Opens one manager by its URL (the session is kept in the context) and waits for its table. */
async function openManager(page: Page, path: string, heading: string) {
  await page.goto(`${state.siteUrl}/admin/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible(SIGNED_IN);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  return table;
}

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the dashboard at ${viewport.width} px`, () => {
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      // The member's first signed-in call gives All Users a row the admin may delete.
      const member = await apiAs(state, state.member);
      await member.get(`/admin/${encodeURIComponent(state.member.email)}`);
      page = await (
        await browser.newContext({ viewport, reducedMotion: 'reduce', storageState: await adminSession(browser) })
      ).newPage();
      await page.goto(`${state.siteUrl}/admin`);
      await expect(page).toHaveURL(`${state.siteUrl}/admin`, SIGNED_IN);
    });

    test.afterAll(async () => {
      await page.context().close();
    });

    for (const manager of managers) {
      test(`${manager.path}: Delete on the first deletable row is on screen, with no sideways page scroll`, async () => {
        const table = await openManager(page, manager.path, manager.heading);
        // The first row with a Delete: on All Users that is not the signed-in admin's own row.
        const remove = table.getByRole('button', { name: /^Delete\b/ }).first();
        await expect(remove).toBeVisible();
        const box = (await remove.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways).toBeLessThanOrEqual(0);
      });
    }

    if (viewport.width > 1000) {
      for (const manager of managers) {
        test(`${manager.path}: every keyboard stop has a ring of ≥ 3:1 that is not cut off`, async () => {
          await openManager(page, manager.path, manager.heading);
          const { stops, problems } = await focusProblems(page, 120);
          expect(stops).toBeGreaterThan(10);
          expect(problems).toEqual([]);
        });
      }
    }
  });
}
