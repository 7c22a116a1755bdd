// What the first /admin open costs over the public page: every JS file the browser fetched for it
// (sign-in included), each gzipped at level 6, summed — against the public page `/` measured the same
// way in the same run. Production builds of the site and the dashboard, served on two origins as
// deployed (the site by its render server, the dashboard by a static server with CORS), the API on
// PGlite in memory (seeded), the Firebase Auth emulator, Debian's Chromium through Playwright.
import { localStore } from '../server/src/media/storage/local-store.ts';
import { execFileSync } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRenderServer, type Render } from '../hosts/public/server/app.ts';
import { parseRuntimeConfig } from '../shared/src/config/runtime-config.ts';
import { REMOTE_MANIFEST } from '../shared/src/federation.ts';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/platform/config.ts';
import { openDatabase } from '../server/src/platform/database/client.ts';
import { seedIfEmpty } from '../server/src/seed/seed.ts';
import { DEMO_ADMIN, ensureAccount, startEmulator } from '@texbridge/scripts/emulator';

/** The target for the first /admin open, over the public page (KB, gzip -6 per file, summed). */
const TARGET_KB = 190;

const root = fileURLToPath(new URL('..', import.meta.url));
const site = join(root, 'hosts/public');
const remote = join(root, 'remotes/admin');
process.env.NODE_ENV = 'production';

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const gzip6 = (body: Buffer) => gzipSync(body, { level: 6 }).length;

/** The dashboard's build, served as deploy/nginx/admin.conf.template does: static files, CORS. */
function serveRemote(dir: string): Promise<{ server: Server; origin: string }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url!, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = readFileSync(join(dir, path === '/' ? 'index.html' : path));
      response.writeHead(200, {
        'content-type': types[extname(path)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  );
}

/** A port nothing listens on now: the bench runs beside other work on a shared machine. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function main() {
  if (process.env.BENCH_BUILD !== 'off') {
    console.log('Building the site and the dashboard (vite build)…');
    const vite = (dir: string, ...args: string[]) =>
      execFileSync(join(dir, 'node_modules/.bin/vite'), [...args, '--logLevel', 'error'], {
        cwd: dir,
        stdio: 'inherit',
      });
    vite(site, 'build');
    vite(site, 'build', '--ssr', 'src/entry-server.tsx');
    vite(remote, 'build');
  }

  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const emulator = await startEmulator({ port, hubPort, loggingPort, quiet: true });
  const emulatorHost = `127.0.0.1:${port}`;
  const uploads = mkdtempSync(join(tmpdir(), 'texbridge-admin-cost-'));
  const stops: (() => Promise<unknown> | unknown)[] = [
    () => emulator.stop(),
    () => rmSync(uploads, { recursive: true, force: true }),
  ];
  try {
    await ensureAccount(emulatorHost, DEMO_ADMIN);
    const apiConfig = loadConfig({
      DATA_DIR: 'memory://',
      UPLOAD_DIR: uploads,
      LOG_LEVEL: 'silent',
      ADMIN_EMAILS: DEMO_ADMIN.email,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      CORS_ORIGINS: '*',
      RATE_LIMIT_MAX: '100000',
    });
    const database = await openDatabase(apiConfig);
    stops.unshift(() => database.close());
    await seedIfEmpty(database.db, localStore(apiConfig.uploadDir));
    const api = await buildApp({ config: apiConfig, database });
    await api.listen({ port: 0, host: '127.0.0.1' });
    stops.unshift(() => api.close());
    const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

    const dashboard = await serveRemote(join(remote, 'dist'));
    stops.unshift(() => new Promise((resolve) => dashboard.server.close(resolve)));

    const { render } = (await import(pathToFileURL(join(site, 'server/dist/entry-server.js')).href)) as {
      render: Render;
    };
    const config = parseRuntimeConfig({
      siteName: 'TexBridge',
      apiUrl,
      adminRemoteUrl: `${dashboard.origin}/${REMOTE_MANIFEST}`,
      firebase: { apiKey: 'demo-key', projectId: 'demo-texbridge', emulatorUrl: `http://${emulatorHost}` },
    });
    const renderServer = await createRenderServer({ distDir: join(site, 'dist'), render, config, logger: false });
    await renderServer.listen({ port: 0, host: '127.0.0.1' });
    stops.unshift(() => renderServer.close());
    const siteUrl = `http://127.0.0.1:${(renderServer.server.address() as { port: number }).port}`;

    await measure(siteUrl);
  } finally {
    for (const stop of stops) await stop();
  }
}

/*
 * The little of Playwright used here, typed by hand: the bench borrows the e2e suite's installed
 * Playwright (tests/node_modules) rather than installing a second one, and its types do not resolve
 * from this package.
 */
interface Locator {
  getByLabel(text: string | RegExp): Locator;
  getByRole(role: string, options: { name: string }): Locator;
  fill(value: string): Promise<void>;
  click(): Promise<void>;
  waitFor(options?: { timeout: number }): Promise<void>;
}
interface PlaywrightResponse {
  url(): string;
  headers(): Record<string, string>;
  body(): Promise<Buffer>;
}
interface Page extends Pick<Locator, 'getByRole'> {
  on(event: 'response', listener: (response: PlaywrightResponse) => void): void;
  goto(url: string): Promise<unknown>;
  waitForLoadState(state: 'networkidle'): Promise<void>;
  waitForURL(url: RegExp): Promise<void>;
}
interface Chromium {
  launch(options: {
    executablePath: string;
    args: string[];
  }): Promise<{ newPage(): Promise<Page>; close(): Promise<void> }>;
}

async function measure(siteUrl: string) {
  const { chromium } = (await import(
    pathToFileURL(join(root, 'tests/node_modules/@playwright/test/index.mjs')).href
  )) as { chromium: Chromium };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript/.test(type) || scripts.has(response.url())) return;
      scripts.set(response.url(), -1);
      try {
        scripts.set(response.url(), gzip6(await response.body()));
      } catch {
        scripts.delete(response.url());
      }
    });
    const total = async () => {
      await page.waitForLoadState('networkidle');
      const sizes = [...scripts.values()];
      return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + Math.max(size, 0), 0) };
    };

    await page.goto(`${siteUrl}/`);
    const publicPage = await total();

    // Sign-in included: the visitor goes to /admin, is sent to /login, signs in and lands in the dashboard.
    await page.goto(`${siteUrl}/admin`);
    await page.waitForURL(/\/login/);
    const form = page.getByRole('form', { name: 'Login Admin Panel' });
    await form.getByLabel(/E-mail/).fill(DEMO_ADMIN.email);
    await form.getByLabel('Password').fill(DEMO_ADMIN.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).waitFor({ timeout: 60_000 });
    const withAdmin = await total();

    const added = withAdmin.bytes - publicPage.bytes;
    // Which files the /admin open added, largest first: where the bytes go is the next question.
    const addedFiles = [...scripts].slice(publicPage.files).sort((a, b) => b[1] - a[1]);
    for (const [url, size] of addedFiles)
      console.log(
        `  ${kB(size).padStart(7)} KB  ${url.startsWith(siteUrl) ? 'site' : 'dashboard'} ${new URL(url).pathname}`,
      );
    const met = added / 1024 <= TARGET_KB;
    console.log(
      `\nJS, each file gzip -6, summed (Chromium, production builds)\n` +
        `  public page /                  ${kB(publicPage.bytes).padStart(7)} KB in ${publicPage.files} files\n` +
        `  after the first /admin open    ${kB(withAdmin.bytes).padStart(7)} KB in ${withAdmin.files} files\n` +
        `  → /admin adds ${kB(added)} KB in ${withAdmin.files - publicPage.files} files (target ≤ ${TARGET_KB} KB) ${met ? '✓' : '✗'}\n`,
    );
  } finally {
    await browser.close();
  }
}

await main();
