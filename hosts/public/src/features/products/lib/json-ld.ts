import type { Product } from '@texbridge/shared/resources/products';
import { assetUrl, runtimeConfig, siteName } from '../../../config/runtime.ts';
import { categoryLabel } from './category.ts';

/** Structured data wants absolute URLs; the configured site URL wins over wherever the page happens to run. */
export const absoluteUrl = (path: string) =>
  (runtimeConfig().siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin)) + path;

export interface Crumb {
  name: string;
  /** Omitted for the page itself. */
  path?: string;
}

export const breadcrumbJsonLd = (crumbs: Crumb[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    ...(crumb.path ? { item: absoluteUrl(crumb.path) } : {}),
  })),
});

export const productJsonLd = (product: Product, path: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: product.title,
  description: product.desc,
  image: assetUrl(product.productImage),
  category: categoryLabel(product.category),
  url: absoluteUrl(path),
  // The agency sources rather than manufactures; it is the brand the buyer deals with.
  brand: { '@type': 'Brand', name: siteName() },
  seller: { '@type': 'Organization', name: siteName() },
});
