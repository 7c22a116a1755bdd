import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
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
