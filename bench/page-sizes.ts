// Every public page's HTML as the render server sends it, at the demo content and with 10,000 more
// products: a page must not grow with the catalogue (docs/performance.md, "Pages and the catalogue").
// Two runs of the whole site (lib/site-system.ts), the second with the products added before the API
// listens; each page is fetched without Accept-Encoding, so the figure is the HTML itself. With the products
// added, Lighthouse's mobile performance of each page too (target 98, docs/search.md; BENCH_LIGHTHOUSE=off
// skips it, about 40 s a page).
import { fileURLToPath } from 'node:url';
import { products } from '../server/src/platform/database/schema.ts';
import { createStore } from '../server/src/platform/database/store.ts';
import { productExample } from '../shared/src/resources/products.ts';
import { MENU_CATEGORIES } from '../shared/src/constants.ts';
import { lighthouse } from './lib/lighthouse.ts';
import { buildSite, serveRenderServer, SERVE, startSite } from './lib/site-system.ts';

const EXTRA_PRODUCTS = Number(process.env.BENCH_EXTRA_PRODUCTS ?? 10_000);
/** The largest a page may grow to with the extra products, as a share of its size at the demo content. */
const TARGET = 1.3;
/** Lighthouse mobile performance every page keeps with the extra products. */
const PERFORMANCE_TARGET = 98;
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== 'off';

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/** The public pages, with a product and a news item the API lists first. */
async function pages(apiUrl: string) {
  const first = async (path: string) => ((await (await fetch(`${apiUrl}${path}`)).json()) as { _id: string }[])[0]!._id;
  return [
    '/',
    '/about',
    '/news',
    '/contact',
    '/products',
    '/products/yarn',
    `/products/${await first('/products?page=1&limit=1')}`,
    `/news/${await first('/news?page=1&limit=1')}`,
  ];
}

/** Each page's Lighthouse line with the extra products, by the name `measure` gives it. */
const scored = new Map<string, string>();

/** Each page's HTML bytes; the product and news item are named by their place, not their id. */
async function measure(extra: number) {
  const system = await startSite(fileURLToPath(import.meta.url), {
    addContent: async (database) => {
      const store = createStore(database.db, products);
      for (let n = 0; n < extra; n++) {
        await store.insert({
          ...productExample(),
          title: `Combed Cotton Yarn Ne ${n}/1`,
          category: MENU_CATEGORIES[n % MENU_CATEGORIES.length]!.category,
        });
      }
    },
  });
  try {
    const sizes = new Map<string, number>();
    for (const path of await pages(system.apiUrl)) {
      const response = await fetch(`${system.renderServerOrigin}${path}`);
      const html = await response.text();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      const name = path.replace(/\/[0-9a-f]{24}$/, '/{id}');
      sizes.set(name, Buffer.byteLength(html));
      if (extra > 0 && withLighthouse) {
        const scores = await lighthouse(system.origin + path);
        scored.set(
          name,
          typeof scores === 'string'
            ? `✗ Lighthouse failed twice: ${scores}`
            : `performance ${scores.performance} ${scores.performance >= PERFORMANCE_TARGET ? '✓' : '✗'} (CPU index ${scores.benchmarkIndex})`,
        );
      }
    }
    return sizes;
  } finally {
    await system.stop();
  }
}

async function main() {
  buildSite();
  const seed = await measure(0);
  const started = Date.now();
  const large = await measure(EXTRA_PRODUCTS);
  console.log(
    `\nPublic pages' HTML at the demo content and with ${EXTRA_PRODUCTS.toLocaleString('en')} more products ` +
      `(that run took ${Math.round((Date.now() - started) / 1000)} s), target ≤ ${TARGET}× each` +
      (withLighthouse ? `, and Lighthouse mobile performance there ≥ ${PERFORMANCE_TARGET}\n` : '\n'),
  );
  for (const [path, bytes] of seed) {
    const grown = large.get(path)!;
    const ratio = grown / bytes;
    console.log(
      `  ${path.padEnd(18)} ${kB(bytes).padStart(8)} KB → ${kB(grown).padStart(8)} KB   ${ratio.toFixed(2)}× ${ratio <= TARGET ? '✓' : '✗'}   ${scored.get(path) ?? ''}`,
    );
  }
}

if (process.argv.includes(SERVE)) {
  await serveRenderServer();
} else {
  await main();
}
