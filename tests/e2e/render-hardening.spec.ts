import { expect, test } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { readState } from '../support/system.ts';

/**
 * The render server's answers to what visitors and bots send it, through the site's nginx and
 * directly (a deployment without nginx): one address per page, no 500 for a malformed path, no
 * render for a query string the page does not read, and its own security headers.
 */
const state = readState();

/** A GET whose path goes out byte for byte: fetch would turn a backslash into a slash. */
function rawGet(origin: string, path: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    httpRequest({ host: hostname, port, path }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });
}

test('a trailing slash is redirected (308) to the page’s one address', async () => {
  for (const origin of [state.siteUrl, state.renderUrl]) {
    const response = await fetch(`${origin}/about/?utm_source=mail`, { redirect: 'manual' });
    expect(response.status, origin).toBe(308);
    expect(response.headers.get('location'), origin).toBe('/about?utm_source=mail');
  }
  const followed = await fetch(`${state.siteUrl}/about/`);
  expect(followed.status).toBe(200);
  expect(followed.url).toBe(`${state.siteUrl}/about`);
});

test('a path with a backslash is the Page Not Found page, not a 500', async () => {
  for (const origin of [state.siteUrl, state.renderUrl]) {
    for (const path of ['/\\', '/\\?x', '/\\\\']) {
      const response = await rawGet(origin, path);
      expect(response.status, `${origin}${path}`).toBe(404);
      expect(response.body, `${origin}${path}`).toContain('Page Not Found');
    }
  }
});

test('query parameters a page does not read are answered from the cache, not rendered', async () => {
  // Until the page is in the cache (the first request may have rendered it).
  await expect(async () => expect((await fetch(`${state.siteUrl}/`)).headers.get('x-cache')).toBe('hit')).toPass();
  for (const query of [`r=${Math.random()}`, 'utm_source=mail&utm_campaign=x', 'fbclid=abc', 'gclid=1']) {
    const response = await fetch(`${state.siteUrl}/?${query}`);
    expect(response.status, query).toBe(200);
    expect(response.headers.get('x-cache'), query).toBe('hit');
  }
});

test('the render server sends the security headers nginx sends, the same policy', async () => {
  const [direct, proxied] = await Promise.all([fetch(`${state.renderUrl}/about`), fetch(`${state.siteUrl}/about`)]);
  for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
    expect(direct.headers.get(name), name).toBeTruthy();
    expect(direct.headers.get(name), name).toBe(proxied.headers.get(name));
  }
});

test('sitemap.xml and robots.txt from the render server (its token goes with them)', async () => {
  const sitemap = await fetch(`${state.renderUrl}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${state.siteUrl}/</loc>`);
  expect((await fetch(`${state.renderUrl}/robots.txt`)).status).toBe(200);
});
