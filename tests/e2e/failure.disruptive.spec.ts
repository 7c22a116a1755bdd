import { expect, test } from '@playwright/test';
import { startNginx } from '../support/nginx.ts';
import { waitForHydration } from '../support/public-pages.ts';
import { SIGNED_IN } from '../support/session.ts';
import { adminSession } from '../support/signed-in.ts';
import { readState, startApi, stopGroupAndWait, writeState } from '../support/system.ts';

/**
 * What visitors and staff see when a part of the system is down. These stop real services, so they
 * run alone after the journeys (the 'disruptive' project), and start them again whatever happens.
 */
test.describe.configure({ mode: 'serial' });

const state = readState();
const unreachable = 'The server could not be reached. Check your connection and try again.';

async function stopApi() {
  // Until it has exited it holds the embedded database, which the restart needs.
  await stopGroupAndWait(readState().pids.api);
}

async function restartApi() {
  const current = readState();
  writeState({ ...current, pids: { ...current.pids, api: await startApi(current.apiEnv, `${state.apiUrl}/healthz`) } });
}

test('with the API stopped, pages rendered before stay, others say so, and the site in the browser says what failed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Rendered while the API is up: the render server keeps its last good copy.
  await page.goto(`${state.siteUrl}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await waitForHydration(page);
  await stopApi();
  try {
    const kept = await fetch(`${state.siteUrl}/about`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain('About Us');
    // A page it never rendered is a 503 that says so and when to try again.
    // (A well-formed id never asked for: a query string the page does not read would be /news, rendered before.)
    const never = await fetch(`${state.siteUrl}/news/${Date.now().toString(16).padStart(24, '0')}`);
    expect(never.status).toBe(503);
    expect(never.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await never.text()).toContain('The catalogue is briefly unavailable');

    // In the browser, a page reached by a link says the API could not be reached.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'News', exact: true }).click();
    const failed = page.getByRole('alert');
    await expect(failed.getByRole('heading', { name: 'We could not load this page' })).toBeVisible({ timeout: 30_000 });
    await expect(failed.getByText(unreachable)).toBeVisible();

    // Home keeps its frame and says which part failed.
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /We could not load the/ })
        .first(),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } finally {
    await restartApi();
  }
  await page.goto(`${state.siteUrl}/news`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  await expect(page.getByRole('heading', { name: 'We could not load this page' })).toBeHidden();
});

test('with the API stopped, the dashboard reports a failed change in a toast and loses nothing', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext({ storageState: await adminSession(browser) })).newPage();
  await page.goto(`${state.siteUrl}/admin/slider`);
  await expect(page).toHaveTitle('Slider Controller | Dashboard');
  const firstDelete = page.getByRole('button', { name: /^Delete / }).first();
  await expect(firstDelete).toBeVisible();
  const label = (await firstDelete.getAttribute('aria-label')) ?? (await firstDelete.innerText());
  const title = label.replace(/^Delete /, '');

  await stopApi();
  try {
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: unreachable })).toBeVisible({ timeout: 30_000 });
    // The slide is still listed: a failed delete removes nothing.
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  } finally {
    await restartApi();
  }
  const slides = (await (await fetch(`${state.apiUrl}/sliders`)).json()) as { title: string }[];
  expect(slides.map((slide) => slide.title)).toContain(title);
});

test('with the remote down the host says so and offers a Retry that works once it is back', async ({ browser }) => {
  const page = await (await browser.newContext({ storageState: await adminSession(browser) })).newPage();
  await page.goto(`${state.siteUrl}/admin`);
  await expect(page).toHaveURL(`${state.siteUrl}/admin`, SIGNED_IN);

  const current = readState();
  await stopGroupAndWait(current.pids.remote);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'The dashboard could not be loaded' })).toBeVisible();
    // The rest of the site keeps working.
    await page.getByRole('link', { name: 'Back To Website' }).click();
    await expect(page).toHaveTitle('Home | TexBridge');
    await page.goto(`${state.siteUrl}/admin`);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  } finally {
    const remote = await startNginx('remote', `${state.remoteUrl}/mf-manifest.json`);
    writeState({ ...current, pids: { ...current.pids, remote } });
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Admin' })).toBeVisible();
});
