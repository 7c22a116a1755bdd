// @vitest-environment node
// The page-code loader's build (../page-code-plugin.ts), from a real vite build of a small app whose
// entry imports a chunk of its own. Here rather than beside the plugin: vitest.config.ts runs this
// directory's tests in Node.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderTemplate } from '@texbridge/scripts/nginx';
import { deferPageCode, pageCodeLoader, pageCodeLoaderCspSource } from '../page-code-plugin.ts';
import { securityHeaders } from './security-headers.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

let root: string;
let html: string;
let assets: string[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'texbridge-page-code-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>Shop</title><script type="module" src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'main.js'), "import { greet } from './library.js';\ndocument.title = greet('shop');\n");
  writeFileSync(join(root, 'library.js'), 'export const greet = (name) => `hello ${name}`;\n');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [deferPageCode()],
    build: {
      outDir: 'dist',
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'library', test: /library\.js$/ }] } } },
    },
  });
  html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
  assets = readdirSync(join(root, 'dist', 'assets'));
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('starts the page with the loader alone, inline: no request before the code may start', () => {
  const scripts = [...html.matchAll(/<script([^>]*)>([^]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const [, attributes, text] = scripts[0]!;
  expect(attributes).toBe(' type="module"');
  expect(text).toBe(pageCodeLoader());
  expect(assets.filter((name) => name.includes('loader'))).toEqual([]);
  // It imports nothing statically: no chunk of the app comes with it.
  expect(text).not.toMatch(/\bimport\s*[{"'*]|\bfrom\s*["']/);
});

it("is allowed by the site's CSP (deploy/nginx), by its hash", () => {
  const template = readFileSync(join(repoRoot, 'deploy', 'nginx', 'public.conf.template'), 'utf8');
  const scriptSrc = /script-src ([^;]*);/.exec(template)![1]!.split(' ');
  expect(scriptSrc).toContain(pageCodeLoaderCspSource());
});

it("is allowed by the render server's CSP, the same as nginx's for the same origins", () => {
  const [api, admin, emulator] = ['https://api.shop.example', 'https://admin.shop.example', 'http://127.0.0.1:9099'];
  const site = renderTemplate('public', {
    PUBLIC_LISTEN: '80',
    PUBLIC_DIR: '/srv/shop/public',
    API_ORIGIN: api,
    API_UPSTREAM: 'http://api:4000',
    SITE_UPSTREAM: 'http://render:5173',
    RESOLVER: '127.0.0.11',
    ADMIN_ORIGIN: admin,
    AUTH_ORIGINS: emulator,
  });
  const nginxHeader = (name: string) => new RegExp(`add_header ${name} "([^"]*)" always;`, 'i').exec(site)?.[1];
  const config = {
    siteName: 'Shop',
    apiUrl: api,
    adminRemoteUrl: `${admin}/mf-manifest.json`,
    firebase: { apiKey: 'demo', projectId: 'demo-shop', emulatorUrl: emulator },
  };
  const headers = securityHeaders(config, html);
  expect(headers['content-security-policy']).toBe(nginxHeader('Content-Security-Policy'));
  expect(headers['content-security-policy']).toContain(pageCodeLoaderCspSource());
  for (const name of ['X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy']) {
    expect(headers[name.toLowerCase()], name).toBe(nginxHeader(name));
  }
});

it('is src/page-code-loader.js without its header: code a browser runs as it is, with no comment', () => {
  const source = readFileSync(fileURLToPath(new URL('../src/page-code-loader.js', import.meta.url)), 'utf8');
  expect(source.endsWith(`${pageCodeLoader()}\n`)).toBe(true);
  expect(pageCodeLoader()).not.toMatch(/\/\/|\/\*/);
});

it("names the app's entry and the chunks it imports in the inert template, and nowhere else", () => {
  const template = /<template id="page-code" data-entry="(\/assets\/index-[\w-]+\.js)">(.*?)<\/template>/.exec(html);
  expect(template).not.toBeNull();
  const [, entry, links] = template!;
  expect(assets).toContain(entry!.slice('/assets/'.length));
  expect(links).toMatch(/^<link rel="modulepreload" crossorigin href="\/assets\/library-[\w-]+\.js">$/);
  expect(html.replace(template![0], '')).not.toMatch(/modulepreload|index-[\w-]+\.js/);
});
