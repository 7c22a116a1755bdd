import { expect, test } from '@playwright/test';
import { readState } from '../support/system.ts';
import { fixtures, uniqueTag } from '../support/visitor.ts';

/**
 * The render server with the API frozen (SIGSTOP: it accepts connections and never answers, as a
 * process stuck in a long pause does) or gone: every page answers within 5 s, with its last good
 * render or a 503, and a page deleted before the outage does not come back. Freezes a real
 * service, so it runs alone after the journeys (the 'disruptive' project).
 */
test.describe.configure({ mode: 'serial' });

const state = readState();
/** A well-formed id nothing has asked for: a page the render server has never rendered. */
const neverAsked = () => `${Date.now().toString(16)}${uniqueTag().toLowerCase()}`.padEnd(24, '0').slice(0, 24);

/** Freezes the API's process group until `work` is done, whatever happens. */
async function withApiFrozen(work: () => Promise<void>) {
  const group = -readState().pids.api!;
  process.kill(group, 'SIGSTOP');
  try {
    await work();
  } finally {
    process.kill(group, 'SIGCONT');
  }
}

async function timed(url: string) {
  const started = Date.now();
  const response = await fetch(url);
  const body = await response.text();
  return { response, body, ms: Date.now() - started };
}

test('with the API frozen, a page answers within 5 s: its last good render, or a 503 with Retry-After', async () => {
  test.setTimeout(60_000);
  expect((await fetch(`${state.siteUrl}/about`)).status).toBe(200);
  // fixed wait: past the page cache's second and a half, so that only a render could bring it fresh. What
  // is waited for is the page's age on the render server's clock, and asking for it would renew it.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await withApiFrozen(async () => {
    const never = await timed(`${state.siteUrl}/products/${neverAsked()}`);
    expect(never.ms).toBeLessThan(5000);
    expect(never.response.status).toBe(503);
    expect(never.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(never.body).toContain('The catalogue is briefly unavailable');

    const kept = await timed(`${state.siteUrl}/about`);
    expect(kept.ms).toBeLessThan(5000);
    expect(kept.response.status).toBe(200);
    expect(kept.response.headers.get('x-cache')).toBe('stale-if-error');
    expect(kept.body).toContain('About Us');
  });
});

test('a product deleted before the API stops does not come back as a stand-in', async () => {
  test.setTimeout(60_000);
  const made = await fixtures(state);
  const title = `Deleted Twill ${uniqueTag()}`;
  const product = await made.product(title, 'fabrics');
  try {
    const shown = await fetch(`${state.siteUrl}/products/${product._id}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(title);
    await made.api.delete(`/delete-products/${product._id}`);
    // fixed wait: the API's change stream tells the render server within moments. The render server does
    // not say what it has heard, and asking for the page would render it again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await withApiFrozen(async () => {
      const after = await timed(`${state.siteUrl}/products/${product._id}`);
      expect(after.ms).toBeLessThan(5000);
      expect(after.body).not.toContain(title);
      expect([404, 503]).toContain(after.response.status);
    });
  } finally {
    await made.cleanup();
  }
});
