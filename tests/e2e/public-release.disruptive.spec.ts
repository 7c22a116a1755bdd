import { expect, test, type Page } from '@playwright/test';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { buildNextSiteRelease, editCopy } from '../support/next-release.ts';
import { waitForHydration } from '../support/public-pages.ts';
import { watchErrors } from '../support/session.ts';
import { readState, releaseEnv, root, run, siteRestartCommand } from '../support/system.ts';

/**
 * A tab open across a public release (deploy/README.md): the site is released with the real
 * deploy/release-public.sh while a visitor's tab stays on the old one, and the visitor moves on in
 * that tab. Runs alone: it switches the release every other test loads, and restarts the render server.
 */
const state = readState();
const site = join(state.releaseRoot, 'public');
// As on the web host: the script restarts the render server after every switch.
const releasePublic = (...args: string[]) =>
  run(join(root, 'deploy/release-public.sh'), args, root, { ...releaseEnv(state), SITE_RESTART: siteRestartCommand() });
const live = () => readlinkSync(join(site, 'current'));
/** A route's chunk in a release, e.g. about-BcPoQ4Ps.js. */
const chunkOf = (version: string, route: string) => {
  const pattern = new RegExp(`^${route}-[\\w-]{8}\\.js$`);
  const names = readdirSync(join(site, 'releases', version, 'assets')).filter((name) => pattern.test(name));
  expect(names, `the ${route} chunk of ${version}`).toHaveLength(1);
  return names[0]!;
};
/** The routes the open tab moves to: the next release changes each, so their old chunks are only in the pool. */
const ROUTES = ['about', 'admin', 'login'];

/** What the next release changes on the About page. */
const NEXT_ABOUT = 'Released while your tab was open.';
/** The route chunks the page fetches, with their status: 'about-BcPoQ4Ps.js 200'. */
function watchChunks(page: Page) {
  const pattern = new RegExp(`/assets/((?:${ROUTES.join('|')})-[\\w-]{8}\\.js)$`);
  const served: string[] = [];
  page.on('response', (response) => {
    const chunk = pattern.exec(response.url())?.[1];
    if (chunk) served.push(`${chunk} ${response.status()}`);
  });
  return served;
}
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

  await buildNextSiteRelease(state, 'e2e-next', (checkout) => {
    const routes = join(checkout, 'hosts/public/src/app/routes');
    editCopy(join(routes, 'about.tsx'), (text) =>
      text.replace('</PageBanner>', `  <p>${NEXT_ABOUT}</p>\n      </PageBanner>`),
    );
    // Any change to their code gives the other two new chunks.
    for (const route of ['admin', 'login'])
      editCopy(join(routes, `${route}.tsx`), (text) => `${text}\nexport const release = 'next';\n`);
  });
  try {
    await releasePublic('--switch', 'e2e-next');
    expect(live()).toBe('releases/e2e-next');
    // The open tab's chunks for these routes are no longer the live release's: only the pool has them.
    const served = watchChunks(page);
    for (const route of ROUTES) {
      expect(chunkOf('e2e-next', route)).not.toBe(chunkOf('e2e', route));
      expect(existsSync(join(site, 'current', 'assets', chunkOf('e2e', route)))).toBe(false);
    }

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us', exact: true }).click();
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
    // All of it in the page first loaded, with its own release's code: no reload, automatic or other.
    expect(loads).toBe(0);
    expect(served).toEqual(ROUTES.map((route) => `${chunkOf('e2e', route)} 200`));

    // A full load is the new release, rendered by the restarted render server and hydrated with its code.
    served.length = 0;
    await page.goto(`${state.siteUrl}/about`);
    await expect(page.getByText(NEXT_ABOUT)).toBeVisible();
    await waitForHydration(page);
    expect(served).toEqual([`${chunkOf('e2e-next', 'about')} 200`]);
    expect(errors).toEqual([]);
  } finally {
    // Back to the release every other test expects, the render server with it.
    if (live() !== 'releases/e2e') await releasePublic('--rollback');
  }
  expect(live()).toBe('releases/e2e');
  expect(await (await fetch(`${state.siteUrl}/about`)).text()).not.toContain(NEXT_ABOUT);
});
