import type { Product } from '@texbridge/shared/resources/products';

/** What a line of the quote needs of its product. */
export type QuoteProduct = Pick<Product, '_id' | 'title'> & Partial<Pick<Product, 'moq'>>;

/** A line's field as the form names it, for the plain post and the API's errors alike. */
export const lineField = (index: number, name: string) => `lines.${index}.${name}`;

/** Whether a quantity is below the product's minimum order, in the MOQ's own unit (another unit is not compared). */
export function belowMoq(product: QuoteProduct, quantity: string, unit: string): boolean {
  const value = Number(quantity.replace(/,/g, ''));
  return Boolean(
    product.moq && unit === product.moq.unit && quantity.trim() !== '' && value > 0 && value < product.moq.value,
  );
}
