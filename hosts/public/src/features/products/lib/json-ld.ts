import type { Product } from '@texbridge/shared/resources/products';
import { organizationRef } from '../../../components/seo/organization-json-ld.ts';
import { absoluteUrl } from '../../../components/seo/structured-data.ts';
import { assetUrl, siteName } from '../../../config/runtime.ts';
import { categoryLabel } from './category.ts';

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
  seller: organizationRef(),
});
