/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { SIGNED_IN } from '../support/session.ts';
import { adminSession } from '../support/signed-in.ts';
import { managers } from '../support/staff.ts';
import { readState } from '../support/system.ts';

/**
 * Every column of every manager can be read: on a 390 px phone each cell of a row is on screen and
 * uncovered (no pinned column takes the width), and at 1366 px no column is under a pinned one as the
 * table opens, or ever stays under one.
 * With SHOTS_DIR set, each screen is also saved as a PNG there, for a person to look at.
 */
const state = readState();
test.use({ reducedMotion: 'reduce' });

async function openManager(page: Page, path: string, heading: string) {
  await page.goto(`${state.siteUrl}/admin/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible(SIGNED_IN);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  return table;
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** Cells of the first rows that are off screen, or covered at their middle by something else. */
const cellProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const headers = Array.from(document.querySelectorAll('table thead th')).map((th) => th.textContent?.trim());
    const rows = Array.from(document.querySelectorAll('table tbody tr')).slice(0, 3);
    rows.forEach((row, r) => {
      Array.from(row.querySelectorAll('td')).forEach((cell, c) => {
        cell.scrollIntoView({ block: 'center', inline: 'nearest' });
        const rect = cell.getBoundingClientRect();
        const where = `row ${r + 1} ${headers[c] ?? c}`;
        if (rect.left < -1 || rect.right > window.innerWidth + 1)
          problems.push(`${where}: from ${Math.round(rect.left)} to ${Math.round(rect.right)} px`);
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        if (!hit || !cell.contains(hit)) problems.push(`${where}: covered by ${hit?.outerHTML.slice(0, 60)}`);
      });
    });
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      problems.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - window.innerWidth} px`);
    return problems;
  });

/**
 * Columns under a pinned (sticky) column as the table opens, and columns that no sideways scroll brings
 * fully out from under the pinned ones.
 */
const desktopProblems = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('table')!;
    const box = table.parentElement!;
    const headers = Array.from(table.querySelectorAll('thead th'));
    const isPinned = (th: Element) => {
      const style = getComputedStyle(th);
      return style.position === 'sticky' && (style.left !== 'auto' || style.right !== 'auto');
    };
    const pinned = headers.filter(isPinned);
    const free = headers.filter((th) => !isPinned(th));
    const under = (th: Element) =>
      pinned.some((pin) => {
        const a = th.getBoundingClientRect();
        const b = pin.getBoundingClientRect();
        return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1;
      });
    const problems: string[] = [];
    box.scrollLeft = 0;
    for (const th of free) if (under(th)) problems.push(`${th.textContent} is under a pinned column as it opens`);
    const seen = new Set<Element>();
    for (let x = 0; x <= box.scrollWidth; x += 20) {
      box.scrollLeft = x;
      const outer = box.getBoundingClientRect();
      for (const th of free) {
        const rect = th.getBoundingClientRect();
        if (!under(th) && rect.left >= outer.left - 1 && rect.right <= outer.right + 1) seen.add(th);
      }
    }
    box.scrollLeft = 0;
    for (const th of free) if (!seen.has(th)) problems.push(`${th.textContent} never comes fully into view`);
    return problems;
  });

test.beforeAll(async () => {
  // An enquiry with every field, so the Inbox has a full row.
  const response = await fetch(`${state.apiUrl}/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user_name: 'Tables Check',
      user_email: 'merchandising.lead@buyer-tables.test',
      user_phone: '+880 1711-000111',
      message: 'Please send the price list for 60s combed cotton poplin in three shades, with lead times.',
    }),
  });
  expect(response.ok).toBe(true);
  // The member's first signed-in call gives All Users a row with Delete and Make Admin.
  await (await apiAs(state, state.member)).get(`/admin/${encodeURIComponent(state.member.email)}`);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]) {
  test.describe(`manager tables at ${viewport.width} px`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await (
        await browser.newContext({ viewport, reducedMotion: 'reduce', storageState: await adminSession(browser) })
      ).newPage();
      await page.goto(`${state.siteUrl}/admin`);
      await expect(page).toHaveURL(`${state.siteUrl}/admin`, SIGNED_IN);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    // The managers, and the Inbox, where enquiries are read.
    for (const manager of [...managers, { path: 'inbox', heading: 'Inbox' }]) {
      test(`${manager.path}: every column can be read`, async () => {
        await openManager(page, manager.path, manager.heading);
        // Cards on a phone always, and on a desktop for a table with many columns (resource-table.tsx).
        const box = page.locator('.tb-table-box');
        const cards = await box.evaluate(
          (element) => getComputedStyle(element.querySelector('tbody tr')!).display !== 'table-row',
        );
        if (viewport.width < 500) expect(cards).toBe(true);
        await shoot(page, `${manager.path}-${viewport.width}`);
        expect(cards ? await cellProblems(page) : await desktopProblems(page)).toEqual([]);
      });
    }
  });
}
