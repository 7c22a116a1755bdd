import { expect, test } from '@playwright/test';
import { cpSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInAt } from '../support/session.ts';
import { readState, releaseEnv, root, run } from '../support/system.ts';

/**
 * The dashboard ships on its own: deploy/release-admin.sh builds a new version and switches the
 * remote's `current` link while the site keeps running untouched, and the site's next visit to /admin
 * loads the new version. Rolling back is switching the link back. Runs alone: it changes what every
 * dashboard test would load.
 */
const state = readState();
const releaseAdmin = (...args: string[]) => run(join(root, 'deploy/release-admin.sh'), args, root, releaseEnv(state));

const siteRelease = () => readlinkSync(join(state.releaseRoot, 'public', 'current'));
const siteIndex = async () => (await fetch(`${state.siteUrl}/index.html`)).text();
const manifests = (urls: string[]) => urls.filter((url) => url.startsWith(`${state.remoteUrl}/mf-manifest.json`));

test('a new dashboard release is what the running site loads next, and a rollback restores the old one', async ({
  page,
}) => {
  // Building the remote takes a while on a busy two-core machine.
  test.setTimeout(300_000);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await signInAt(page, state.siteUrl, state.admin);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByText('Release e2e', { exact: true })).toBeVisible();
  const sitePid = readState().pids.site;
  if (!sitePid) throw new Error('global setup did not start the site');
  const site = { release: siteRelease(), index: await siteIndex(), pid: sitePid };

  await releaseAdmin('e2e-next');
  expect(readlinkSync(join(state.releaseRoot, 'admin', 'current'))).toBe('releases/e2e-next');
  // A dashboard still open on e2e keeps loading its chunks: those the new release lacks come from
  // the pool of retained releases' assets (deploy/README.md, "Retention").
  const assetsOf = (version: string) => readdirSync(join(state.releaseRoot, 'admin', 'releases', version, 'assets'));
  const onlyOld = assetsOf('e2e').filter((name) => !assetsOf('e2e-next').includes(name));
  expect(onlyOld).not.toEqual([]);
  for (const name of onlyOld) {
    const old = await fetch(`${state.remoteUrl}/assets/${name}`, { headers: { origin: state.siteUrl } });
    expect(old.status, name).toBe(200);
    expect(old.headers.get('cache-control'), name).toBe('public, max-age=31536000, immutable');
  }
  requests.length = 0;
  await page.reload();
  await expect(nav.getByText('Release e2e-next', { exact: true })).toBeVisible();
  expect(manifests(requests)).not.toEqual([]);
  // The remote's entry is revalidated, its chunks are cached for good.
  const entry = await fetch(`${state.remoteUrl}/remoteEntry.js`);
  expect(entry.headers.get('cache-control')).toBe('no-cache');

  // The site was neither rebuilt nor restarted: same release, same bytes, same nginx.
  expect(siteRelease()).toBe(site.release);
  expect(await siteIndex()).toBe(site.index);
  expect(readState().pids.site).toBe(site.pid);
  expect(() => process.kill(site.pid, 0)).not.toThrow();

  await releaseAdmin('--rollback');
  expect(readlinkSync(join(state.releaseRoot, 'admin', 'current'))).toBe('releases/e2e');
  await page.reload();
  await expect(nav.getByText('Release e2e', { exact: true })).toBeVisible();
  // Each line: when, how, which release (deploy/lib/history.sh).
  expect(
    readFileSync(join(state.releaseRoot, 'admin', 'history'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ').slice(1).join(' ')),
  ).toEqual(['release e2e', 'release e2e-next', 'rollback e2e']);
  expect(errors).toEqual([]);
});

test('an incompatible dashboard release is named, not run; after a rollback Retry loads the live one, and an open dashboard is offered the next release', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const admin = join(state.releaseRoot, 'admin');
  const live = () => readlinkSync(join(admin, 'current'));
  expect(live()).toBe('releases/e2e');

  // A release built against React 18, as the site (React 19) would meet it: the live one's files with
  // a manifest that asks for React 18, switched to through the release script like any other.
  const incompatible = join(admin, 'releases', 'e2e-react18');
  cpSync(join(admin, 'releases', 'e2e'), incompatible, { recursive: true, verbatimSymlinks: true });
  const manifestPath = join(incompatible, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    shared: { name: string; version: string; requiredVersion?: string }[];
  };
  for (const shared of manifest.shared.filter(({ name }) => name === 'react' || name.startsWith('react/'))) {
    shared.version = '18.3.1';
    shared.requiredVersion = '^18.0.0';
  }
  writeFileSync(manifestPath, JSON.stringify(manifest));
  await releaseAdmin('--switch', 'e2e-react18');
  expect(live()).toBe('releases/e2e-react18');

  // Refused with a sentence, never thrown at the visitor.
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(String(error)));
  await page.clock.install();
  await signInAt(page, state.siteUrl, state.admin, '/admin');
  const panel = page.getByRole('alert').filter({ hasText: 'The dashboard could not be loaded' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(
    /This dashboard release needs react \^18\.0\.0 \(built with 18\.3\.1\), but the site provides react 19\./,
  );
  await expect(panel).not.toContainText('briefly unreachable');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);

  // Rolled back: Retry, in the same tab, runs the release that is live now.
  await releaseAdmin('--rollback');
  expect(live()).toBe('releases/e2e');
  await panel.getByRole('button', { name: 'Retry' }).click();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByText('Release e2e', { exact: true })).toBeVisible();

  // A new release while the dashboard is open: offered at the next check (every 5 minutes), loaded on
  // the click only.
  await releaseAdmin('--switch', 'e2e-next');
  const offer = page.getByRole('status').filter({ hasText: 'A new version of the dashboard is available' });
  await expect(offer).toHaveCount(0);
  await page.clock.fastForward('05:01');
  await expect(offer).toBeVisible();
  await expect(nav.getByText('Release e2e', { exact: true })).toBeVisible();
  await offer.getByRole('button', { name: 'Reload' }).click();
  await expect(nav.getByText('Release e2e-next', { exact: true })).toBeVisible();
  expect(uncaught).toEqual([]);
});
