import { expect, test, type Page } from '@playwright/test';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { buildNextSiteRelease, replaceIn } from '../support/next-release.ts';
import { waitForHydration } from '../support/public-pages.ts';
import { watchErrors } from '../support/session.ts';
import { readState, releaseEnv, root, run, siteRestartCommand } from '../support/system.ts';

/**
 * A tab open across a public release (issue 13, item 1): the site is released with the real
 * deploy/release-public.sh while a visitor's tab stays on the old one, and the visitor moves on in
 * that tab. Runs alone: it switches the release every other test loads, and restarts the render server.
 */
const state = readState();
const site = join(state.releaseRoot, 'public');
// As on the web host: the script restarts the render server after every switch.
const releasePublic = (...args: string[]) =>
  run(join(root, 'deploy/release-public.sh'), args, root, { ...releaseEnv(state), SITE_RESTART: siteRestartCommand() });
const live = () => readlinkSync(join(site, 'current'));
const aboutChunk = (version: string) => {
  const names = readdirSync(join(site, 'releases', version, 'assets')).filter((name) =>
    /^about-[\w-]+\.js$/.test(name),
  );
  expect(names, `the about chunk of ${version}`).toHaveLength(1);
  return names[0]!;
};

/** What the next release changes on the About page. */
const NEXT_ABOUT = 'Released while your tab was open.';
const developerScreen = (page: Page) => page.getByText(/Hey developer|Unexpected Application Error/);

test('a tab opened before a public release moves on to About and /admin with the old release’s code; a reload shows the new one', async ({
  page,
}) => {
  // A site build (client and server) on a busy two-core machine, and two render server restarts.
  test.setTimeout(300_000);
  expect(live()).toBe('releases/e2e');
  const errors = watchErrors(page);
  await page.goto(`${state.siteUrl}/`);
  await waitForHydration(page);
  let loads = 0;
  page.on('load', () => loads++);

  await buildNextSiteRelease(state, 'e2e-next-about', (checkout) =>
    replaceIn(
      join(checkout, 'hosts/public/src/app/routes/about.tsx'),
      '</PageBanner>',
      `  <p>${NEXT_ABOUT}</p>\n      </PageBanner>`,
    ),
  );
  try {
    await releasePublic('--switch', 'e2e-next-about');
    expect(live()).toBe('releases/e2e-next-about');
    // The open tab's about chunk is no longer the live release's: only the pool of retained assets has it.
    const oldAbout = aboutChunk('e2e');
    expect(aboutChunk('e2e-next-about')).not.toBe(oldAbout);
    expect(existsSync(join(site, 'current', 'assets', oldAbout))).toBe(false);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const oldChunk = page.waitForResponse((response) => response.url().endsWith(`/assets/${oldAbout}`));
    await nav.getByRole('link', { name: 'About Us', exact: true }).click();
    expect((await oldChunk).status()).toBe(200);
    await expect(page).toHaveURL(`${state.siteUrl}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByText(NEXT_ABOUT)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The site has no link to /admin: Back or Forward to it in this tab is the same in-app move.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/admin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await expect(page.getByRole('form', { name: 'Login Admin Panel' })).toBeVisible();
    await expect(developerScreen(page)).toHaveCount(0);
    // All of it in the page first loaded: no reload, automatic or other.
    expect(loads).toBe(0);

    // A full load is the new release, rendered by the restarted render server and hydrated with its code.
    const newChunk = page.waitForResponse((response) =>
      response.url().endsWith(`/assets/${aboutChunk('e2e-next-about')}`),
    );
    await page.goto(`${state.siteUrl}/about`);
    await expect(page.getByText(NEXT_ABOUT)).toBeVisible();
    expect((await newChunk).status()).toBe(200);
    await waitForHydration(page);
    expect(errors).toEqual([]);
  } finally {
    // Back to the release every other test expects, the render server with it.
    if (live() !== 'releases/e2e') await releasePublic('--rollback');
  }
  expect(live()).toBe('releases/e2e');
  expect(await (await fetch(`${state.siteUrl}/about`)).text()).not.toContain(NEXT_ABOUT);
});
