import { expect, test } from '@playwright/test';
import { watchErrors } from '../support/session.ts';
import { readState, restartRenderServer, stopGroupAndWait } from '../support/system.ts';

/**
 * With the site's render server down, the site's nginx (deploy/nginx/public.conf.template) answers
 * every page with the client shell, and the site renders in the browser as before server rendering.
 * Stops a real service, so it runs alone after the journeys (the 'disruptive' project).
 */
test.describe.configure({ mode: 'serial' });

const state = readState();

test('with the render server stopped, nginx serves the client shell and the site works in the browser', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stopGroupAndWait(readState().pids.render);
  try {
    for (const path of ['/', '/products/yarn', '/no-such-page']) {
      const response = await fetch(state.siteUrl + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
    // The assets and the runtime config never needed it.
    expect((await fetch(`${state.siteUrl}/runtime-config.json`)).status).toBe(200);

    const errors = watchErrors(page);
    await page.goto(state.siteUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/textile sourcing/i);
    await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await page.goto(`${state.siteUrl}/products/yarn`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yarn');
    expect(errors).toEqual([]);
  } finally {
    await restartRenderServer();
  }

  // Back: pages are rendered on the server again.
  const html = await (await fetch(state.siteUrl)).text();
  expect(html).not.toContain('<div id="root"></div>');
  expect(html).toMatch(/<h1[^>]*>/);
});
