import { expect, test, type Page } from '@playwright/test';
import { waitOutLateRequests } from '../support/late-requests.ts';
import { SIGNED_IN, signInAt } from '../support/session.ts';
import { adminSession } from '../support/signed-in.ts';
import { readState } from '../support/system.ts';
import { SINGLETONS } from '../../shared/src/federation.ts';

/**
 * The dashboard is a remote deployed on its own origin. These tests load the BUILT remote inside the
 * BUILT host, sign in through the Auth emulator, and check what the federation must guarantee.
 */
test.describe.configure({ mode: 'serial' });

const state = readState();

/**
 * The files of the remote's own copy of each singleton it declares. @module-federation/vite names a
 * package's copy `…prebuild__<name>__prebuild__…`, spelling '@', '/' and '-' as _mf_0_, _mf_1_ and
 * _mf_2_; the auth store, source in the workspace, is an ordinary chunk named after its file.
 */
const OWN_COPIES = SINGLETONS.map((name) =>
  name === '@texbridge/shared/auth/auth-store'
    ? /\/auth-store-[\w-]+\.js$/
    : new RegExp(
        `prebuild__${name.replace(/@/g, '_mf_0_').replace(/\//g, '_mf_1_').replace(/-/g, '_mf_2_')}__prebuild__`,
      ),
);

interface ManifestEntry {
  assets: { js: { sync: string[]; async: string[] } };
}

/** Console errors and every requested URL of a page. */
function watch(page: Page) {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('request', (request) => requests.push(request.url()));
  return { errors, requests };
}

test('an admin signs in and the dashboard from the other origin renders with the host’s React and user', async ({
  page,
}) => {
  const { errors, requests } = watch(page);
  await signInAt(page, state.siteUrl, state.admin);
  await expect(page).toHaveURL(`${state.siteUrl}/admin`, SIGNED_IN);
  await expect(page.getByText('Dashboard').first()).toBeVisible();

  // The remote sees the host's signed-in user through the shared auth store.
  await page.getByRole('button', { name: 'Admin' }).click();
  await expect(page.getByText(state.admin.email)).toBeVisible();

  // The dashboard came from the remote's origin…
  expect(requests.some((url) => url.startsWith(`${state.remoteUrl}/mf-manifest.json`))).toBe(true);
  // …but none of the remote's own copies of the singletons it declares: the host's copies served it.
  // Each pattern must name a file the remote ships, or this check could never fail.
  const manifest = (await (await fetch(`${state.remoteUrl}/mf-manifest.json`)).json()) as {
    shared: ManifestEntry[];
    exposes: ManifestEntry[];
  };
  const shipped = [...manifest.shared, ...manifest.exposes].flatMap(({ assets }) =>
    [...assets.js.sync, ...assets.js.async].map((file) => `/${file}`),
  );
  SINGLETONS.forEach((name, n) =>
    expect(
      shipped.some((file) => OWN_COPIES[n]!.test(file)),
      `the remote's own copy of ${name}`,
    ).toBe(true),
  );
  const remoteSingletons = requests.filter(
    (url) => url.startsWith(state.remoteUrl) && OWN_COPIES.some((copy) => copy.test(new URL(url).pathname)),
  );
  expect(remoteSingletons).toEqual([]);
  expect(errors.filter((text) => /Invalid hook call/.test(text))).toEqual([]);
  expect(errors).toEqual([]);
});

test('public pages never download the remote, Firebase or the federation runtime', async ({ page }) => {
  const { errors, requests } = watch(page);
  // Each page until it asks for nothing more: what is under test is that nothing it asks for is the dashboard's.
  for (const path of ['/', '/products', '/news', '/contact']) {
    await page.goto(state.siteUrl + path);
    await waitOutLateRequests(page);
  }
  expect(requests.filter((url) => url.startsWith(state.remoteUrl))).toEqual([]);
  const scripts = [...new Set(requests.filter((url) => url.startsWith(state.siteUrl) && url.endsWith('.js')))];
  for (const url of scripts) {
    const source = await (await fetch(url)).text();
    expect(source, `${url} carries the federation runtime`).not.toContain('__FEDERATION__');
    expect(source, `${url} carries the Firebase Auth SDK`).not.toContain('identitytoolkit');
  }
  expect(errors).toEqual([]);
});

test('a signed-in member who is not an admin is kept out', async ({ page }) => {
  await signInAt(page, state.siteUrl, state.member);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin&reason=not-admin/, SIGNED_IN);
  await expect(page.getByText(`${state.member.email} is signed in but is not an admin`)).toBeVisible();
});

test("logging out in the dashboard returns to the site, which shows 'Logged Out'", async ({ browser }) => {
  const page = await (await browser.newContext({ storageState: await adminSession(browser) })).newPage();
  await page.goto(`${state.siteUrl}/admin`);
  await expect(page).toHaveURL(`${state.siteUrl}/admin`, SIGNED_IN);
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${state.siteUrl}/`);
  // Raised by the remote once the site's home has loaded (the dashboard is gone by then), shown by the
  // site's own toaster: one shared toast store.
  await expect(page.getByText('Logged Out')).toBeVisible();
  // Signed out for real: the dashboard asks for a sign-in again.
  await page.goto(`${state.siteUrl}/admin`);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
});
