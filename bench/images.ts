// Image bytes of a first visit to `/` on a phone: Debian's Chromium (driven by the tests' Playwright)
// with Lighthouse's mobile screen (412×823 CSS px at 1.75 device pixels per px) on the production
// build, the API seeded with the demo content, nothing scrolled. Printed next to its target (issue 12).
// Builds the site first unless BENCH_BUILD=off; the render server is site.ts's own, in a process of its own.
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { seedIfEmpty } from '../server/src/seed/seed.ts';

/** What this bench uses of Playwright (the tests' copy, whose types do not resolve from here). */
interface Playwright {
  chromium: { launch(options: { executablePath: string; args: string[] }): Promise<Browser> };
}
interface Browser {
  newContext(options: object): Promise<{ newPage(): Promise<Page> }>;
  close(): Promise<void>;
}
interface Page {
  on(event: 'requestfinished', listener: (request: Request) => void): void;
  goto(url: string, options: { waitUntil: 'networkidle' }): Promise<unknown>;
  waitForTimeout(ms: number): Promise<void>;
}
interface Request {
  resourceType(): string;
  url(): string;
  sizes(): Promise<{ responseBodySize: number }>;
}

/** Issue 12: at most 250 KB of images on `/` at 412 px. */
const TARGET_KB = 250;
const VIEWPORT = { width: 412, height: 823 };
const DEVICE_SCALE_FACTOR = 1.75;

const site = fileURLToPath(new URL('../hosts/public', import.meta.url));
const renderServerOf = fileURLToPath(new URL('./site.ts', import.meta.url));

if (process.env.BENCH_BUILD !== 'off') {
  console.log('Building the site (vite build, vite build --ssr)…');
  const vite = join(site, 'node_modules', '.bin', 'vite');
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    execFileSync(vite, [...args, '--logLevel', 'error'], { cwd: site, stdio: 'inherit' });
  }
}

const uploads = mkdtempSync(join(tmpdir(), 'texbridge-bench-images-'));
const config = loadConfig({ DATA_DIR: 'memory://', UPLOAD_DIR: uploads, LOG_LEVEL: 'silent', SEED: 'off' });
const database = await openDatabase(config);
await seedIfEmpty(database.db, config.uploadDir);
const api = await buildApp({ config, database });
await api.listen({ port: 0, host: '127.0.0.1' });
const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

const renderServer = fork(renderServerOf, ['--render-server'], {
  env: { ...process.env, BENCH_API_URL: apiUrl },
  stdio: 'inherit',
});
const origin = await new Promise<string>((resolve, reject) => {
  renderServer.once('message', (message) => resolve(String(message)));
  renderServer.once('exit', (code) => reject(new Error(`The render server exited (${code}) before it listened.`)));
});

// The tests' Playwright, not one of the bench's own: one copy on the machine, driving Debian's Chromium.
const playwrightPath = new URL('../tests/node_modules/@playwright/test/index.mjs', import.meta.url).href;
const { chromium } = (await import(playwrightPath)) as Playwright;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: DEVICE_SCALE_FACTOR,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const images: { url: string; bytes: number }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image') return;
    void request.sizes().then(({ responseBodySize }) => images.push({ url: request.url(), bytes: responseBodySize }));
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);

  const total = images.reduce((sum, image) => sum + image.bytes, 0);
  console.log(
    `\nImages downloaded by a first visit to / at ${VIEWPORT.width}×${VIEWPORT.height} (DPR ${DEVICE_SCALE_FACTOR}), nothing scrolled\n`,
  );
  for (const image of images.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`${String(Math.round(image.bytes / 1024)).padStart(6)} KB  ${image.url.replace(apiUrl, '')}`);
  }
  const kb = Math.round(total / 1024);
  console.log(`\n  → ${images.length} images, ${kb} KB (target ≤ ${TARGET_KB} KB) ${kb <= TARGET_KB ? '✓' : '✗'}\n`);
} finally {
  await browser.close();
  renderServer.kill('SIGTERM');
  await api.close();
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
}
