import { readAmount } from '@texbridge/shared/format/amount';
import { isBelow } from '@texbridge/shared/resources/product-vocabulary';
import type { Product } from '@texbridge/shared/resources/products';

/** What a line of the quote needs of its product: its category and MOQ say which units it is asked for in. */
export type QuoteProduct = Pick<Product, '_id' | 'title'> & Partial<Pick<Product, 'moq' | 'category'>>;

/** A line's field as the form names it, for the plain post and the API's errors alike. */
export const lineField = (index: number, name: string) => `lines.${index}.${name}`;

/**
 * Whether a quantity as typed is below the product's minimum order, both in their kind's base unit (1 t
 * against a 2,000 kg MOQ). A quantity that cannot be read yet, or another kind of unit, warns of nothing.
 */
export function belowMoq(product: QuoteProduct, quantity: string, unit: string, locale?: string): boolean {
  const reading = readAmount(quantity, locale);
  return Boolean(product.moq && 'value' in reading && reading.value > 0 && isBelow(reading.value, unit, product.moq));
}
