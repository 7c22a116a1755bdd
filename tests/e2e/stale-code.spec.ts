import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/public-pages.ts';
import { readState } from '../support/system.ts';

/**
 * A tab opened on an older release asks for code the server no longer keeps (issue 13, item 1). Here
 * the about page's chunk answers 404, as a release older than nginx keeps does.
 */
const state = readState();
const aboutChunk = /\/assets\/about-[\w-]+\.js$/;

test('a page whose code is gone reloads once by itself; still gone, a readable message, no loop, no developer screen', async ({
  page,
}) => {
  await page.goto(`${state.siteUrl}/`);
  await waitForHydration(page);
  await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  let loads = 0;
  page.on('load', () => loads++);
  await page.getByRole('link', { name: 'About Us' }).first().click();
  // The server renders /about after the reload; the page's code is still missing, so in the same tab
  // an in-app move to it now shows the message rather than a second reload.
  await expect.poll(() => loads).toBe(1);
  await page.goto(`${state.siteUrl}/`);
  await waitForHydration(page);
  loads = 0;
  await page.getByRole('link', { name: 'About Us' }).first().click();
  await expect(page.getByRole('alert')).toContainText('The site has been updated since this tab was opened');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
  expect(loads).toBe(0);
});
