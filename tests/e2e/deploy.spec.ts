import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderTemplate, startNginx, writeNginxConfig } from '../support/nginx.ts';
import { freePort, readState, releaseEnv, root, stopGroupAndWait } from '../support/system.ts';

/**
 * What deploy/ promises, checked on the running system: the nginx templates' caching, fallback,
 * security and CORS headers, and the release scripts' refusals (which need no build).
 */
const state = readState();
const get = (url: string, init?: RequestInit) => fetch(url, init);
const asset = (half: 'public' | 'admin', extension: string) => {
  const name = readdirSync(join(state.releaseRoot, half, 'current', 'assets')).find((file) => file.endsWith(extension));
  if (!name) throw new Error(`no ${extension} in the ${half} release`);
  return `/assets/${name}`;
};

test('the site: hashed assets cached for good, index.html and runtime-config.json revalidated, client routes fall back', async () => {
  const script = await get(state.siteUrl + asset('public', '.js'));
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(script.headers.get('content-type')).toMatch(/javascript/);

  for (const path of ['/', '/index.html', '/runtime-config.json']) {
    expect((await get(state.siteUrl + path)).headers.get('cache-control'), path).toBe('no-cache');
  }
  // A page that exists: a page number a list does not have is a 404 (visitor-history.spec.ts).
  const deepLink = await get(`${state.siteUrl}/products?page=2`);
  expect(deepLink.status).toBe(200);
  expect(deepLink.headers.get('cache-control')).toBe('no-cache');
  expect(await deepLink.text()).toContain('<div id="root">');

  // A missing chunk is a 404, never index.html served as JavaScript.
  const missing = await get(`${state.siteUrl}/assets/gone-00000000.js`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('cache-control')).toBeNull();

  const sitemap = await get(`${state.siteUrl}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${state.siteUrl}/</loc>`);
});

test('the site: security headers, and a CSP that allows the API, the remote, Firebase and nothing else to run', async () => {
  const page = await get(state.siteUrl);
  const html = await page.text();
  // The page's one inline script (its code's loader), by its hash; no other inline script may run.
  const inlineScripts = [...html.matchAll(/<script([^>]*)>([^]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes!),
  );
  expect(inlineScripts).toHaveLength(1);
  const loaderHash = `'sha256-${createHash('sha256').update(inlineScripts[0]![2]!).digest('base64')}'`;
  const csp = page.headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1) ?? [];
  expect(directive('default-src')).toEqual(["'self'"]);
  expect(directive('script-src')).toEqual(["'self'", loaderHash, state.remoteUrl]);
  expect(directive('connect-src')).toEqual(
    expect.arrayContaining([state.apiUrl, state.remoteUrl, `http://${state.emulatorHost}`]),
  );
  expect(directive('img-src')).toContain(state.apiUrl);
  expect(directive('object-src')).toEqual(["'none'"]);
  expect(directive('frame-ancestors')).toEqual(["'none'"]);
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(page.headers.get('strict-transport-security')).toContain('max-age=');
  expect(page.headers.get('server')).toBe('nginx');
});

test("the remote: CORS for the site's origin only; the manifest and entry revalidated, chunks immutable", async () => {
  const fromSite = { headers: { origin: state.siteUrl } };
  for (const path of ['/mf-manifest.json', '/remoteEntry.js', asset('admin', '.js'), asset('admin', '.css')]) {
    const response = await get(state.remoteUrl + path, fromSite);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('access-control-allow-origin'), path).toBe(state.siteUrl);
    expect(response.headers.get('vary'), path).toContain('Origin');
  }
  for (const path of ['/mf-manifest.json', '/remoteEntry.js']) {
    expect((await get(state.remoteUrl + path)).headers.get('cache-control'), path).toBe('no-cache');
  }
  expect((await get(state.remoteUrl + asset('admin', '.css'))).headers.get('cache-control')).toBe(
    'public, max-age=31536000, immutable',
  );
  const elsewhere = await get(`${state.remoteUrl}/mf-manifest.json`, { headers: { origin: 'https://evil.example' } });
  expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
});

/** Runs a release script to completion: its exit code and what it printed. */
function release(half: 'public' | 'admin', args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(join(root, `deploy/release-${half}.sh`), args, { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

test('the release scripts refuse what would ship a broken half, before building anything', async () => {
  const env = { ...releaseEnv(state), RELEASE_ROOT: mkdtempSync(join(tmpdir(), 'texbridge-release-')) };

  const noRemote = await release('public', ['v1'], { ...env, ADMIN_REMOTE_URL: '' });
  expect(noRemote.code).toBe(1);
  expect(noRemote.output).toContain('set ADMIN_REMOTE_URL');

  const noFirebase = await release('admin', ['v1'], { ...env, RELEASE_ALLOW_EMULATOR: '' });
  expect(noFirebase.code).toBe(1);
  expect(noFirebase.output).toContain('set FIREBASE_API_KEY and FIREBASE_PROJECT_ID');

  const badVersion = await release('admin', ['../v1'], env);
  expect(badVersion.code).toBe(1);
  expect(badVersion.output).toContain("a version is letters, digits, '.', '_' and '-'");

  const nothingBefore = await release('admin', ['--rollback'], env);
  expect(nothingBefore.code).toBe(1);
  expect(nothingBefore.output).toContain('nothing to roll back to');

  const unknown = await release('admin', ['--rollback', 'v9'], env);
  expect(unknown.code).toBe(1);
  expect(unknown.output).toContain("no release 'v9'");

  // The running system's own release cannot be rebuilt in place.
  const again = await release('admin', ['e2e'], releaseEnv(state));
  expect(again.code).toBe(1);
  expect(again.output).toContain("release 'e2e' exists");
  expect(readdirSync(env.RELEASE_ROOT)).toEqual([]);
});

test("the API's nginx: whatever X-Forwarded-For a client sends, the API is told the address nginx saw", async () => {
  // The upstream echoes the headers it was sent, so the test sees what the API (TRUST_PROXY=1) would.
  const echo = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.headers));
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  const upstream = `http://127.0.0.1:${(echo.address() as { port: number }).port}`;
  const listen = await freePort();
  writeNginxConfig(
    'api-proxy',
    renderTemplate('api', { API_LISTEN: `127.0.0.1:${listen}`, API_UPSTREAM: upstream, RESOLVER: '127.0.0.1' }),
  );
  const pid = await startNginx('api-proxy', `http://127.0.0.1:${listen}/probe`);
  try {
    const spoofed = await get(`http://127.0.0.1:${listen}/enquiries`, {
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.1' },
    });
    const seen = (await spoofed.json()) as Record<string, string>;
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');
  } finally {
    await stopGroupAndWait(pid);
    echo.close();
  }
});
