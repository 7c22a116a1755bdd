// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderServer, type Render } from './app.ts';

// The quotation basket without JavaScript (quote-basket.ts), through the render server over real HTTP,
// with a stub render that shows the address it rendered.

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const C = 'c'.repeat(24);

let distDir: string;
let base: string;
let close: () => Promise<unknown>;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'quote-basket-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  const render: Render = async (url) => ({ status: 200, head: '', html: `<main>${url}</main>`, state: '' });
  const app = await createRenderServer({
    distDir,
    render,
    config: { siteName: 'TexBridge', apiUrl: 'http://127.0.0.1:9', siteUrl: 'https://texbridge.example' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  close = () => app.close();
});
afterAll(async () => {
  await close?.();
  rmSync(distDir, { recursive: true, force: true });
});

const visit = (path: string, basket?: string) =>
  fetch(`${base}${path}`, {
    redirect: 'manual',
    headers: basket === undefined ? {} : { cookie: `texbridge-quote=${basket}` },
  });

describe('the quotation basket without JavaScript', () => {
  it('keeps each product added in a cookie, so a second “Add to quote” adds to the first', async () => {
    const first = await visit(`/quote?product=${A}`);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/quote?product=${A}`);
    expect(first.headers.get('set-cookie')).toMatch(
      new RegExp(`^texbridge-quote=${A}; Path=/; Max-Age=\\d+; SameSite=Lax$`),
    );

    const second = await visit(`/quote?product=${B}`, A);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(`/quote?product=${A}&product=${B}`);
    expect(second.headers.get('set-cookie')).toMatch(new RegExp(`^texbridge-quote=${A}\\.${B};`));

    const page = await visit(`/quote?product=${A}&product=${B}`, `${A}.${B}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(await page.text()).toMatch(new RegExp(`/quote\\?product=${A}&(amp;)?product=${B}`));
  });

  it('opens the basket at /quote, and takes a product out with ?remove=', async () => {
    const opened = await visit('/quote', `${A}.${B}.${C}`);
    expect(opened.headers.get('location')).toBe(`/quote?product=${A}&product=${B}&product=${C}`);

    const removed = await visit(`/quote?remove=${B}`, `${A}.${B}.${C}`);
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe(`/quote?product=${A}&product=${C}`);
    expect(removed.headers.get('set-cookie')).toMatch(new RegExp(`^texbridge-quote=${A}\\.${C};`));

    const last = await visit(`/quote?remove=${A}`, A);
    expect(last.headers.get('location')).toBe('/quote');
    expect(last.headers.get('set-cookie')).toMatch(/^texbridge-quote=; Path=\/; Max-Age=0;/);
  });

  it('renders /quote as it is without a basket, and drops what in the cookie is not a product id', async () => {
    const empty = await visit('/quote');
    expect(empty.status).toBe(200);
    const junk = await visit(`/quote?product=${A}`, `${A}.<script>.zz`);
    expect(junk.status).toBe(200);
  });

  it('keeps a Chinese quote page in Chinese: /zh/quote answers with /zh/quote', async () => {
    const added = await visit(`/zh/quote?product=${A}`, B);
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(`/zh/quote?product=${B}&product=${A}`);
    const removed = await visit(`/zh/quote?remove=${A}`, `${B}.${A}`);
    expect(removed.headers.get('location')).toBe(`/zh/quote?product=${B}`);
    // The same basket in both languages: one cookie for the whole site.
    expect(removed.headers.get('set-cookie')).toMatch(new RegExp(`^texbridge-quote=${B}; Path=/;`));
  });
});
