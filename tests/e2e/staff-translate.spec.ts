import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { watchErrors } from '../support/session.ts';
import { test } from '../support/signed-in.ts';
import { openScreen, row, toast, unique } from '../support/staff.ts';
import { readState } from '../support/system.ts';
import { fixtures } from '../support/visitor.ts';

/**
 * docs/adding-a-language.md, "The dashboard": a staff member finds a news item missing its 中文 (the list's
 * filter), fills it in the edit form beside the English (1366 px) and in the phone's one-language view (390 px),
 * with axe finding nothing serious in either layout, and the site's /zh/ page shows the words within 2 s.
 */
const state = readState();
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: LAPTOP });

/** Every axe violation in the open dialog, whatever its impact (support/axe.ts keeps to serious and critical). */
async function dialogViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .include('[role="dialog"]')
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map(
    ({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map((node) => node.target).join(' | ')}`,
  );
}

test('fills a missing 中文 side by side, and /zh/ shows it within 2 s', async ({ page, context }, testInfo) => {
  const errors = watchErrors(page);
  const made = await fixtures(state);
  // Short enough for the list's 20 characters (docs/spec.md §9): the row is found by it.
  const title = unique('Dye Visit');
  const item = await made.news(
    title,
    { day: 2, month: 11, year: 2026 },
    'We visited the reactive dye house in Narayanganj with two buyers.',
  );
  const chineseTitle = `染厂参观 ${title.split(' ').at(-1)}`;
  const chineseContent = '我们与两位买家一起参观了纳拉扬甘杰的活性染料染厂。';
  try {
    // The list keeps those missing 中文, through the API's own filter, kept in the address.
    await openScreen(page, state, '/admin/news', 'News');
    // The box shows the address's filter: a click changes the address, and the box follows it.
    const missing = page.getByRole('checkbox', { name: 'Only those missing 中文' });
    await missing.click();
    await expect(page).toHaveURL(/[?&]untranslated=zh/);
    await expect(missing).toBeChecked();
    await expect(row(page, title)).toContainText('Missing');

    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Update News' });
    const english = dialog.getByRole('textbox', { name: 'Title', exact: true });
    const chinese = dialog.getByRole('textbox', { name: 'Title 中文' });
    await expect(chinese).toBeEnabled();
    await expect(chinese).toHaveValue('');
    await expect(chinese).toHaveAttribute('placeholder', title);
    await expect(chinese).toHaveAttribute('lang', 'zh-CN');
    // Side by side: 中文 to the right of its English, on the same line; the switch is a phone's.
    await expect(dialog.getByRole('heading', { name: '中文' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Language to edit' })).toBeHidden();
    const [left, right] = [await english.boundingBox(), await chinese.boundingBox()];
    expect(right!.x).toBeGreaterThan(left!.x + left!.width);
    expect(Math.abs(right!.y - left!.y)).toBeLessThan(4);
    expect(await seriousViolations(page), 'the page with the edit dialog at 1366 px').toEqual([]);
    expect(await dialogViolations(page), 'the edit dialog at 1366 px').toEqual([]);

    await chinese.fill(chineseTitle);
    // The English as a start, marked until it is edited; then the translation over it.
    await dialog.getByRole('button', { name: 'Copy the English: Content' }).click();
    const content = dialog.getByRole('textbox', { name: 'Content 中文' });
    await expect(content).toHaveValue(item.content);
    await expect(content).toHaveAttribute('data-copied', 'true');
    await dialog.screenshot({ path: testInfo.outputPath('translate-1366.png') });
    await content.fill(chineseContent);
    await expect(content).not.toHaveAttribute('data-copied');

    // On a phone, one language at a time: the same inputs, what was typed kept.
    await page.setViewportSize(PHONE);
    const switcher = dialog.getByRole('group', { name: 'Language to edit' });
    await expect(switcher).toBeVisible();
    await expect(english).toBeVisible();
    await expect(chinese).toBeHidden();
    await switcher.getByText('中文').click();
    await expect(chinese).toBeVisible();
    await expect(chinese).toHaveValue(chineseTitle);
    await expect(english).toBeHidden();
    expect(await seriousViolations(page), 'the page with the edit dialog at 390 px').toEqual([]);
    expect(await dialogViolations(page), 'the edit dialog at 390 px').toEqual([]);
    await dialog.screenshot({ path: testInfo.outputPath('translate-390.png') });

    await page.setViewportSize(LAPTOP);
    await dialog.getByRole('button', { name: 'Post' }).click();
    await expect(toast(page, 'Saved in 中文')).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = Date.now();
    // The site's Chinese page shows it within 2 s of the save; the English page keeps the English.
    const site = await context.newPage();
    const siteErrors = watchErrors(site);
    await expect
      .poll(
        async () => {
          await site.goto(`${state.siteUrl}/zh/news/${item._id}`);
          return site.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 2_000 - (Date.now() - saved), intervals: [100] },
      )
      .toBe(chineseTitle);
    await expect(site.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(site.getByText(chineseContent)).toBeVisible();
    await site.goto(`${state.siteUrl}/news/${item._id}`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(siteErrors).toEqual([]);

    // Translated, it has left the list of those missing 中文; the whole list says it is complete.
    await expect(row(page, title)).toHaveCount(0);
    await missing.click();
    await expect(missing).not.toBeChecked();
    await expect(row(page, title)).toContainText('Complete');
    expect(errors).toEqual([]);
  } finally {
    await made.cleanup();
  }
});
