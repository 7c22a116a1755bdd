/**
 * Seed content: what a fresh TexBridge site shows before anyone has used the dashboard. Text is written
 * for a Dhaka-based sourcing and export-import agency, in English and, beside it, in Simplified Chinese
 * (./content/, one file per resource); images are drawn locally by ./patterns/.
 */
import type { Translations } from '@texbridge/shared/locales/translations';
import type { AboutCreate } from '@texbridge/shared/resources/about';
import type { ContactCreate } from '@texbridge/shared/resources/contacts';
import type { NewsCreate } from '@texbridge/shared/resources/news';
import type { PrivacyCreate } from '@texbridge/shared/resources/privacy';
import type { ProductCreate } from '@texbridge/shared/resources/products';
import type { ReviewCreate } from '@texbridge/shared/resources/reviews';
import type { SliderCreate } from '@texbridge/shared/resources/sliders';
import { ABOUT } from './content/about.ts';
import { CONTACT } from './content/contact.ts';
import { NEWS } from './content/news.ts';
import { PRIVACY } from './content/privacy.ts';
import { DYES } from './content/products/dyes.ts';
import { FABRICS } from './content/products/fabrics.ts';
import { FIBRES } from './content/products/fibres.ts';
import { GARMENTS } from './content/products/garments.ts';
import { OTHER } from './content/products/other.ts';
import { YARN } from './content/products/yarn.ts';
import type { ImageJob, SeedProduct } from './content/record.ts';
import { REVIEWS } from './content/reviews.ts';
import { SLIDERS } from './content/sliders.ts';
import { PRODUCT_SPECS, SPECS_IN_CHINESE } from './product-specs.ts';
import { renderScene } from './patterns/render.ts';
import type { SeedImageCache } from './image-cache.ts';

/** A record as the seed writes it: its fields, and its `translations` column. */
type Seeded<TRecord> = TRecord & { translations: Translations };

/** Each content resource's seed records, by the resource's name (shared/src/resources/). */
export interface SeedContent {
  sliders: Seeded<SliderCreate>[];
  about: Seeded<AboutCreate>[];
  news: Seeded<NewsCreate>[];
  contacts: Seeded<ContactCreate>[];
  products: Seeded<ProductCreate>[];
  privacy: Seeded<PrivacyCreate>[];
  reviews: Seeded<ReviewCreate>[];
}

/* ------------------------------------------------------------------ records */

/** A product with its specification (./product-specs.ts), the rows' Chinese beside the product's own. */
function withSpecification({ translations, ...product }: SeedProduct) {
  const specsInChinese = SPECS_IN_CHINESE[product.title];
  return {
    ...product,
    ...PRODUCT_SPECS[product.title],
    translations: { zh: { ...translations.zh, ...(specsInChinese && { specs: specsInChinese }) } },
  };
}

/**
 * The seed's records in DISPLAY order (the first item of each list is the one the site shows first), each
 * with its Chinese in `translations` and, where it has one, the image to draw instead of its URL.
 */
export const SEED_RECORDS = {
  sliders: SLIDERS,
  about: ABOUT,
  news: NEWS,
  contacts: [CONTACT],
  products: [...FIBRES, ...YARN, ...FABRICS, ...DYES, ...GARMENTS, ...OTHER].map(withSpecification),
  privacy: PRIVACY,
  reviews: REVIEWS,
};

/* ------------------------------------------------------------------ images */

/** How many images are rasterised at once; sharp itself also uses a small thread pool. */
const RENDER_CONCURRENCY = 3;

/** Renders every job (a few at a time), then hands the bytes to `save` in job order. */
async function renderAll(
  jobs: readonly ImageJob[],
  save: (webp: Buffer) => Promise<string>,
  cache: SeedImageCache,
): Promise<string[]> {
  const buffers: Buffer[] = new Array<Buffer>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      const job = jobs[i];
      if (job) buffers[i] = await renderScene(job.scene, job.w, job.h, job.seed, cache);
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, jobs.length) }, worker));
  const urls: string[] = [];
  for (const buffer of buffers) urls.push(await save(buffer));
  return urls;
}

/* ------------------------------------------------------------------ build */

/**
 * Renders every image through `save` (which stores the bytes and returns the URL to put in the record)
 * and returns the content in display order, each record's image job replaced by its URL.
 */
export async function buildSeedContent(
  save: (webp: Buffer) => Promise<string>,
  cache: SeedImageCache,
): Promise<SeedContent> {
  const { sliders, about, news, contacts, products, privacy, reviews } = SEED_RECORDS;
  const jobs: ImageJob[] = [sliders, about, news, contacts, products, reviews].flatMap((list) =>
    list.map((x) => x.image),
  );
  const urls = await renderAll(jobs, save, cache);
  let i = 0;
  const nextUrl = () => {
    const url = urls[i++];
    if (url === undefined) throw new Error('seed image missing');
    return url;
  };

  return {
    sliders: sliders.map(({ image: _, ...rest }) => ({ ...rest, sliderImage: nextUrl() })),
    about: about.map(({ image: _, ...rest }) => ({ ...rest, AboutImage: nextUrl() })),
    news: news.map(({ image: _, ...rest }) => ({ ...rest, newsImage: nextUrl() })),
    contacts: contacts.map(({ image: _, ...rest }) => ({ ...rest, QR: nextUrl() })),
    products: products.map(({ image: _, ...rest }) => ({ ...rest, productImage: nextUrl() })),
    privacy: privacy.map((p) => ({ ...p })),
    reviews: reviews.map(({ image: _, ...rest }) => ({ ...rest, photo: nextUrl() })),
  };
}
