import type { Product } from '@texbridge/shared/resources/products';
import { organizationRef } from '../../../components/seo/organization-json-ld.ts';
import { absoluteUrl } from '../../../components/seo/structured-data.ts';
import { assetUrl, siteName } from '../../../config/runtime.ts';
import { categoryLabel } from './category.ts';
import { keyFacts, specificationLines, type SpecificationLine } from '@texbridge/shared/format/specification';

/** A specification line as schema.org's PropertyValue: a number with its unit where it has one. */
const propertyValue = ({ label, value, unit }: SpecificationLine) => ({
  '@type': 'PropertyValue',
  name: label,
  value,
  ...(unit && { unitText: unit }),
});

/** The product's specification, key facts and certifications as schema.org properties; none when it has none. */
const additionalProperty = (product: Product) =>
  [
    ...keyFacts(product),
    ...(product.certifications ?? []).map((name) => ({ label: 'Certification', value: name })),
    ...specificationLines(product),
  ].map(propertyValue);

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
  ...(additionalProperty(product).length > 0 && { additionalProperty: additionalProperty(product) }),
});
