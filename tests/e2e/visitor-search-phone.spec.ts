import { expect, test } from '@playwright/test';
import { readState } from '../support/system.ts';
import { fixtures, uniqueTag } from '../support/visitor.ts';

/**
 * docs/search.md on a phone, on the released site and the real API: search is in the phone's header with
 * and without JavaScript, the empty search's examples each find something, a title with the words ranks
 * above a description that mentions them, and a product's result says its sourcing facts.
 */
const state = readState();
const tag = uniqueTag();
const made = fixtures(state);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.afterAll(async () => (await made).cleanup());

for (const javaScriptEnabled of [true, false]) {
  test(`search is in the phone's header ${javaScriptEnabled ? 'with' : 'without'} JavaScript, and its examples find something`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${state.siteUrl}/about`);
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(`${state.siteUrl}/search`);
    await expect(page.getByRole('search', { name: 'Search the catalogue' })).toBeVisible();
    const examples = page.getByRole('list', { name: 'Searches to try' }).getByRole('link');
    expect(await examples.count()).toBeGreaterThan(0);
    for (const name of await examples.allTextContents()) {
      await page.goto(`${state.siteUrl}/search`);
      await page.getByRole('list', { name: 'Searches to try' }).getByRole('link', { name, exact: true }).click();
      await expect(page.getByText(/^\d[\d,]* match(es)? for “/)).toBeVisible();
    }
    await context.close();
  });
}

test('a title with the words comes before a description that mentions them, with its sourcing facts', async ({
  browser,
}) => {
  const count = `Ne ${tag}/1`;
  const yarn = await (await made).product(`Combed Yarn ${count}`, 'yarn', { moq: { value: 1200, unit: 'kg' } });
  // Newer, and naming the count in its description only (its title has none of the words).
  await (await made).product('Raw Lint, Shankar-6', 'fibres', { desc: `Ginned lint for spinning ${count} and finer.` });
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${state.siteUrl}/search?q=${encodeURIComponent(count)}`);
  const results = page.getByRole('main').getByRole('article');
  await expect(results.first().getByRole('heading')).toHaveText(yarn.title);
  await expect(results.first().getByRole('list', { name: 'Sourcing facts' })).toContainText('MOQ 1,200 kg');
  await expect(results.first().getByRole('button', { name: `Add to quote: ${yarn.title}` })).toBeVisible();
  await context.close();
});
