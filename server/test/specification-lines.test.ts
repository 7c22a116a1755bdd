import { describe, expect, it } from 'vitest';
import { keyFacts, specificationLines } from '@texbridge/shared/format/specification';
import type { Product } from '@texbridge/shared/resources/products';
import { make } from '@texbridge/shared/testing/records';
import { PRODUCT_SPECS } from '../src/seed/product-specs.ts';

/**
 * What the product page, its JSON-LD and the spec sheet say of each seeded product and of the test records
 * (shared/src/format/specification.ts): held to the snapshot beside this file, so that how the lines are made
 * may change and what a buyer reads does not. The records keep only the fields shown when it was written, so a
 * field added later (with its example) leaves them as they were.
 */
const seeded = Object.entries(PRODUCT_SPECS).map(([title, specs]) => ({ _id: title, title, ...specs }) as Product);

const without = (product: Product, name: keyof Product) => {
  const copy: Partial<Product> = { ...product };
  delete copy[name];
  return copy as Product;
};

const SHOWN = ['moq', 'leadTimeDays', 'origin', 'sampleAvailable', 'hsCode', 'fibres', 'specs'] as const;
const record = (over: Partial<Product>) => {
  const product = make.product(over);
  return {
    _id: product._id,
    title: product.title,
    ...Object.fromEntries(SHOWN.map((name) => [name, product[name]])),
  } as Product;
};

const example = record({ _id: 'example' });
const records: Record<string, Product> = {
  example,
  ...Object.fromEntries(SHOWN.map((name) => [`without ${name}`, without(example, name)])),
  'no samples, an unknown origin, a large order': record({
    _id: 'edges',
    sampleAvailable: false,
    origin: 'XX' as Product['origin'],
    moq: { value: 1_250_000, unit: 'pcs' },
    leadTimeDays: 365,
  }),
  'blank parts': record({
    _id: 'blank',
    hsCode: '',
    fibres: [],
    specs: [{ label: 'GSM', value: '120', unit: '' }],
  }),
  'the page test’s product': record({
    _id: 'poplin',
    moq: { value: 3000, unit: 'm' },
    leadTimeDays: 45,
    origin: 'BD',
    sampleAvailable: true,
    hsCode: '520812',
    fibres: [
      { fibre: 'organic-cotton', percent: 97 },
      { fibre: 'elastane', percent: 3 },
    ],
    specs: [
      { label: 'GSM', value: '120', unit: 'g/m²' },
      { label: 'Construction', value: '133 × 72' },
    ],
  }),
};

const linesOf = (products: Record<string, Product>) =>
  Object.fromEntries(
    Object.entries(products).map(([name, product]) => [
      name,
      { facts: keyFacts(product), specification: specificationLines(product) },
    ]),
  );

describe('a product’s page lines', () => {
  it('say of every seeded product what they said when the seed was written', () => {
    expect(seeded.length).toBeGreaterThan(20);
    expect(linesOf(Object.fromEntries(seeded.map((product) => [product.title, product])))).toMatchSnapshot();
  });

  it('say of the test records what they said before', () => {
    expect(linesOf(records)).toMatchSnapshot();
  });
});
