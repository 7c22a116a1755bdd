import { expect, test, type Page } from '@playwright/test';
import { isReactElement, waitForHydration } from '../support/public-pages.ts';
import { readState } from '../support/system.ts';

/**
 * A tab opened on an older release asks for code the server no longer keeps (deploy/README.md). Here
 * the about page's chunk answers 404, as a release older than nginx keeps does.
 */
const state = readState();
const aboutChunk = /\/assets\/about-[\w-]+\.js$/;

/**
 * Hydration runs as a transition, in slices: the root is React's before the header's links are. A link
 * clicked before it is React's is a plain page load, which would pass for the reload these tests watch.
 */
async function hydratedLink(page: Page, name: string) {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  await waitForHydration(page);
  await expect.poll(() => link.evaluate(isReactElement)).toBe(true);
  return link;
}

test('a page whose code is gone reloads once by itself; still gone, a readable message, no loop, no developer screen', async ({
  page,
}) => {
  await page.goto(`${state.siteUrl}/`);
  const about = await hydratedLink(page, 'About Us');
  const answers: number[] = [];
  page.on('response', (response) => aboutChunk.test(response.url()) && answers.push(response.status()));
  await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  let loads = 0;
  page.on('load', () => loads++);
  await about.click();
  // The server renders /about after the reload; the page's code is still missing, so in the same tab
  // an in-app move to it now shows the message rather than a second reload.
  await expect.poll(() => loads).toBe(1);
  expect(answers[0]).toBe(404);
  await page.goto(`${state.siteUrl}/`);
  const again = await hydratedLink(page, 'About Us');
  loads = 0;
  await again.click();
  await expect(page.getByRole('alert')).toContainText('The site has been updated since this tab was opened');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
  expect(loads).toBe(0);
});

test('a page whose code is missing once reloads once by itself, then works: no message, no second reload', async ({
  page,
}) => {
  await page.goto(`${state.siteUrl}/`);
  const about = await hydratedLink(page, 'About Us');
  const answers: number[] = [];
  page.on('response', (response) => aboutChunk.test(response.url()) && answers.push(response.status()));
  // Once only: a server that had not yet caught up with a release, or a dropped connection.
  await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }), { times: 1 });
  let loads = 0;
  page.on('load', () => loads++);
  await about.click();

  await expect.poll(() => loads).toBe(1);
  await expect(page).toHaveURL(`${state.siteUrl}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  // The reloaded page runs: in-app moves away and back load nothing again and show no message.
  await (await hydratedLink(page, 'Home')).click();
  expect(answers).toEqual([404, 200]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/textile sourcing/i);
  await (await hydratedLink(page, 'About Us')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
  expect(loads).toBe(1);
});
