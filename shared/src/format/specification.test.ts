import { describe, expect, it } from 'vitest';
import { inEnglish, loadWords, wordsFrom } from '../locales/words.ts';
import { defineFields } from '../resources/fields.ts';
import { productFields } from '../resources/product-fields.ts';
import type { Product } from '../resources/products.ts';
import { make } from '../testing/records.ts';
import { keyFacts, lineText, specificationLines } from './specification.ts';

/**
 * A product page's lines come from the declarations' `shown` (docs/adding-a-field.md): a field declared with it
 * is on the page, the spec sheet and the JSON-LD with no other edit. What the declared fields say of the seeded
 * products is held in server/test/specification-lines.test.ts.
 */
const withNewFields = defineFields({
  ...productFields,
  quality: {
    kind: 'select',
    label: 'Quality grade',
    options: [
      { value: 'a', label: 'Grade A' },
      { value: 'b', label: 'Grade B' },
    ],
    required: 'never',
    shown: { in: 'specification', label: 'Grade' },
    example: 'a',
  },
  finishes: {
    kind: 'list',
    label: 'Finishes',
    itemLabel: 'Finish',
    max: 40,
    items: 5,
    required: 'never',
    shown: { in: 'specification' },
    example: [],
  },
  capacity: {
    kind: 'number',
    label: 'Monthly capacity (t)',
    min: 1,
    max: 100_000,
    required: 'never',
    shown: { in: 'facts', label: 'Capacity', unit: 't a month' },
    example: 1200,
  },
  stocked: {
    kind: 'boolean',
    label: 'Held in stock',
    required: 'never',
    shown: { in: 'facts', label: 'Stock', yes: 'Held', no: 'Made to order' },
    example: false,
  },
  notes: { kind: 'text', label: 'Internal notes', max: 200, required: 'never', example: '' },
});

const product = {
  ...make.product({ hsCode: '520812' }),
  quality: 'b',
  finishes: ['Mercerised', 'Singed'],
  capacity: 1200,
  stocked: false,
  notes: 'not for buyers',
} as Product;
const said = (lines: ReturnType<typeof keyFacts>) => lines.map((line) => [line.label, lineText(line)]);

describe('a product page’s lines', () => {
  it('take a newly declared field where its `shown` says, in declaration order, before a field held at the end', () => {
    // The declared fields' lines as before (server/test/specification-lines.test.ts holds what they say), and
    // the new ones after them, the HS code still last.
    const facts = said(keyFacts(product));
    expect(facts.slice(0, 4)).toEqual([
      ['Minimum order', '500 kg'],
      ['Lead time', '30 days'],
      ['Origin', 'Bangladesh'],
      ['Samples', 'Available'],
    ]);
    expect(said(keyFacts(product, inEnglish, withNewFields))).toEqual([
      ...facts,
      ['Capacity', '1,200 t a month'],
      ['Stock', 'Made to order'],
    ]);
    const specification = said(specificationLines(product));
    expect(specification.at(-1)).toEqual(['HS code', '520812']);
    expect(said(specificationLines(product, inEnglish, withNewFields))).toEqual([
      ...specification.slice(0, -1),
      ['Grade', 'Grade B'],
      ['Finishes', 'Mercerised, Singed'],
      ['HS code', '520812'],
    ]);
  });

  it('leave out a shown field the product has no value for, and a field declared without `shown`', () => {
    const older = { ...product, quality: undefined, finishes: [], capacity: undefined } as unknown as Product;
    expect(specificationLines(older, inEnglish, withNewFields)).toEqual(specificationLines(older));
    expect(said(keyFacts(older, inEnglish, withNewFields)).map(([label]) => label)).toEqual([
      ...said(keyFacts(older)).map(([label]) => label),
      'Stock',
    ]);
    expect(
      JSON.stringify([
        keyFacts(product, inEnglish, withNewFields),
        specificationLines(product, inEnglish, withNewFields),
      ]),
    ).not.toMatch(/notes|Internal/);
  });

  it('carry a unit apart, for the JSON-LD’s unitText', () => {
    expect(keyFacts(product, inEnglish, withNewFields).find((line) => line.label === 'Capacity')).toEqual({
      label: 'Capacity',
      value: '1,200',
      unit: 't a month',
    });
  });
});

describe('a product’s lines in another language', () => {
  it('says the labels, choices, units and countries in it, numbers grouped alike', async () => {
    const zh = wordsFrom(await loadWords('zh'), 'zh-CN');
    const product = make.product({
      moq: { value: 3000, unit: 't' },
      leadTimeDays: 45,
      origin: 'BD',
      sampleAvailable: false,
      fibres: [
        { fibre: 'organic-cotton', percent: 97 },
        { fibre: 'elastane', percent: 3 },
      ],
    });
    expect(keyFacts(product, zh).map((line) => [line.label, lineText(line)])).toEqual([
      ['最小起订量', '3,000 吨'],
      ['交货期', '45 天'],
      ['原产地', '孟加拉国'],
      ['样品', '不提供'],
    ]);
    expect(specificationLines(product, zh).find((line) => line.label === '纤维成分')?.value).toBe(
      '97% 有机棉, 3% 氨纶',
    );
  });
});
