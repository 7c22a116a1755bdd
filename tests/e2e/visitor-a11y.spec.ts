import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { readState } from '../support/system.ts';
import { publicPages, visit } from '../support/public-pages.ts';
import { watchErrors } from '../support/session.ts';

/**
 * Every public page of docs/spec.md §2 through axe-core: no serious or critical violation, nothing excluded,
 * and no console error on the way. Each page is checked as a visitor ends up seeing it: scrolled through
 * (so the footer's lazily loaded message form is there too) with reduced motion, so that no element is
 * caught half-faded by the scroll animation.
 */
const state = readState();
test.use({ reducedMotion: 'reduce' });
/** The contact page frames the seeded head office's Google map: Google's page, not ours to check. */
const thirdParty = ['www.google.com'];

for (const target of publicPages(state)) {
  test(`${target.name}: no serious or critical axe violations and no console errors`, async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, state.siteUrl, await target.path(), await target.heading());
    expect.soft(await seriousViolations(page, { thirdParty }), `axe on ${target.name}`).toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('home with the menu panel open and the Products list expanded: no serious or critical axe violations', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await visit(page, state.siteUrl, '/', /textile sourcing/i);
    expect.soft(await seriousViolations(page), 'axe on the home page at 375 px').toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Products', exact: true }).tap();
    await panel.getByRole('button', { name: 'Yarn products' }).tap();
    await expect(panel.getByRole('list', { name: 'Yarn products' }).getByRole('link').first()).toBeVisible();
    expect.soft(await seriousViolations(page), 'axe with the menu open').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });

  test('contact at 375 px: no serious or critical axe violations', async ({ page }) => {
    const errors = watchErrors(page);
    await visit(page, state.siteUrl, '/contact', 'Contact Us');
    expect.soft(await seriousViolations(page, { thirdParty }), 'axe on contact at 375 px').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });
});

test('desktop Products dropdown open on a flyout: no serious or critical axe violations', async ({ page }) => {
  const errors = watchErrors(page);
  await visit(page, state.siteUrl, '/about', 'About Us');
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Products', exact: true }).click();
  await menu.getByRole('button', { name: 'Dyes & Chemical products' }).click();
  await expect(menu.getByRole('list', { name: 'Dyes & Chemical products' }).getByRole('link').first()).toBeVisible();
  expect.soft(await seriousViolations(page), 'axe with the dropdown open').toEqual([]);
  expect(errors, 'console errors').toEqual([]);
});
