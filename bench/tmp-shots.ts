import { chromium } from 'playwright-core';
const base = 'http://localhost:5173';
const api = 'http://localhost:4000';
const only = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const products = (await (await fetch(`${api}/products`)).json()) as { _id: string; title: string }[];
const poplin = products.find((p) => /Oxford|Poplin|Single Jersey/.test(p.title)) ?? products[0]!;
const pages: [string, string][] = [[`/products/${poplin._id}`, 'product']];
if (process.env.EXTRA) for (const extra of process.env.EXTRA.split(',')) pages.push([extra, extra.replace(/\W+/g, '_')]);
for (const width of [390, 1366]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  for (const [path, name] of pages) {
    if (only && only !== 'site') break;
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shot-${name}-${width}.png` });
    for (const [at, label] of (process.env.AT ?? '').split(',').filter(Boolean).map((s, i) => [s, i] as const)) {
      await page.locator(at).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shot-${name}-${width}-at${label}.png` });
    }
  }
  if (!only || only === 'admin') {
    await page.goto(`${base}/admin`);
    await page.waitForURL(/\/login/);
    const form = page.getByRole('form', { name: 'Login Admin Panel' });
    await form.getByLabel(/E-mail/).fill('admin@texbridge.test');
    await form.getByLabel('Password').fill('texbridge-demo');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.goto(`${base}/admin/product`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: `Edit ${poplin.title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('group', { name: 'Sourcing and specification' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shot-admin-edit-${width}.png` });
    await dialog.getByRole('group', { name: 'Specification', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shot-admin-edit2-${width}.png` });
  }
  await context.close();
}
await browser.close();
