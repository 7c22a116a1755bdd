// Image bytes of a first visit to `/` on a phone: Debian's Chromium (driven by playwright-core)
// with Lighthouse's mobile screen (412×823 CSS px at 1.75 device pixels per px) on the production
// build served as deploy/ serves it (nginx in front of the render server, lib/site-system.ts), the API
// seeded with the demo content, nothing scrolled. Printed next to its target (docs/performance.md). Builds the site
// first unless BENCH_BUILD=off.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildSite, serveRenderServer, SERVE, startSite } from './lib/site-system.ts';

/** At most 250 KB of images on `/` at 412 px. */
const TARGET_KB = 250;
const VIEWPORT = { width: 412, height: 823 };
const DEVICE_SCALE_FACTOR = 1.75;

async function main() {
  buildSite();
  const system = await startSite(fileURLToPath(import.meta.url));
  try {
    await measure(system.origin, system.apiUrl);
  } finally {
    await system.stop();
  }
}

async function measure(origin: string, apiUrl: string) {
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
  }
}

if (process.argv.includes(SERVE)) {
  await serveRenderServer();
} else {
  await main();
}
