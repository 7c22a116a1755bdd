// Nothing here may import a schema, or zod itself: every page of the public site reads these, and one
// resource module would bring classic zod (~25 KB gzip) into its first load (docs/performance.md). The resources'
// contracts take their names and public paths from here, so each is still declared once.
import type { ResourceContract } from './define.ts';

/** What anyone may read of a resource, without its schemas: its name (the root of its query keys) and public paths. */
export interface ResourceReads {
  name: ResourceContract['name'];
  list: Pick<ResourceContract['list'], 'paths'>;
  detail?: ResourceContract['detail'];
}

export const sliderReads = { name: 'sliders', list: { paths: ['/sliders'] } } as const satisfies ResourceReads;
export const aboutReads = { name: 'about', list: { paths: ['/about-us'] } } as const satisfies ResourceReads;
export const newsReads = {
  name: 'news',
  list: { paths: ['/news'] },
  detail: { path: '/news/:id' },
} as const satisfies ResourceReads;
export const contactReads = { name: 'contacts', list: { paths: ['/contact'] } } as const satisfies ResourceReads;
export const productReads = {
  name: 'products',
  // docs/spec.md §7 asks for a category's products at GET /?category=…; /products filters the same way.
  list: { paths: ['/products', '/'] },
  detail: { path: '/products/:id' },
} as const satisfies ResourceReads;
export const privacyReads = { name: 'privacy', list: { paths: ['/privacy'] } } as const satisfies ResourceReads;
export const reviewReads = { name: 'reviews', list: { paths: ['/reviews'] } } as const satisfies ResourceReads;

/**
 * docs/search.md: products and news by what they say, best match first. A search counts and lists at most
 * `matchesMax` matches: past them, another word narrows it better than another page.
 */
export const searchReads = { name: 'search', path: '/search', queryMax: 200, matchesMax: 1000 } as const;

/** docs/spec-sheet.md: a product's one-page specification, as a PDF. */
export const specSheetReads = { name: 'sheets', path: '/products/:id/sheet.pdf' } as const;
export const specSheetPath = (id: string) => specSheetReads.path.replace(':id', encodeURIComponent(id));

/** docs/spec-sheet.md: a QR code of a product page's address, for sharing in WeChat. */
export const pageQrReads = { name: 'sharing', path: '/products/:id/qr.svg' } as const;
export const pageQrPath = (id: string) => pageQrReads.path.replace(':id', encodeURIComponent(id));

/** Where a list with facets answers their counts: beside its canonical path (docs/search.md). */
export const facetsPathOf = (reads: Pick<ResourceReads, 'list'>) => `${reads.list.paths[0]}/facets`;
