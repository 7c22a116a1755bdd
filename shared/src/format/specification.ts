import { countryName, fibreLabel } from '../resources/product-vocabulary.ts';
import { formatNumber } from './number.ts';
import type { Product } from '../resources/products.ts';

/** One line of a product's specification, as the page's table and its JSON-LD both say it. */
export interface SpecificationLine {
  label: string;
  value: string;
  /** A number's unit, apart so that structured data can carry it as `unitText`. */
  unit?: string;
}

/** What a buyer sources against first: the minimum order, lead time, origin and samples, where given. */
export function keyFacts(product: Product): SpecificationLine[] {
  return [
    product.moq && { label: 'Minimum order', value: formatNumber(product.moq.value), unit: product.moq.unit },
    product.leadTimeDays !== undefined && { label: 'Lead time', value: String(product.leadTimeDays), unit: 'days' },
    product.origin && { label: 'Origin', value: countryName(product.origin) },
    product.sampleAvailable !== undefined && {
      label: 'Samples',
      value: product.sampleAvailable ? 'Available' : 'Not available',
    },
  ].filter((line): line is SpecificationLine => Boolean(line));
}

/** The specification table: the product's own rows, then its fibre content and HS code. */
export function specificationLines(product: Product): SpecificationLine[] {
  const fibres = product.fibres ?? [];
  return [
    ...(product.specs ?? []).map(({ label, value, unit }) => ({ label, value, unit: unit || undefined })),
    ...(fibres.length > 0
      ? [
          {
            label: 'Fibre content',
            value: fibres.map(({ fibre, percent }) => `${percent}% ${fibreLabel(fibre).toLowerCase()}`).join(', '),
          },
        ]
      : []),
    ...(product.hsCode ? [{ label: 'HS code', value: product.hsCode }] : []),
  ];
}

/** A line as the page shows it: the value, then its unit. */
export const lineText = ({ value, unit }: SpecificationLine) => (unit ? `${value} ${unit}` : value);
