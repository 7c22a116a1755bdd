import { describe, expect, it } from 'vitest';
import { facetTakes } from './facet-caps.ts';
import { facetMatch } from './facets.ts';
import { productFacets, productFilters } from './product-facets.ts';
import { MOQ_CAPS } from './product-vocabulary.ts';
import { productFields } from './product-fields.ts';
import { productListQuery } from './products.ts';

// What a page may carry in its query, and what the API's query accepts, from the one declaration.
const CANDIDATES = [
  ...productFacets.certification.values,
  ...productFacets.fibre.values,
  ...productFacets.origin.values,
  ...MOQ_CAPS,
  '0kg',
  '10000001kg',
  '10001t',
  '2.5t',
  '500',
  '1 t',
  'true',
  'false',
  'yes',
  '',
  'gots',
  'XX',
  'Cotton',
];

describe('a product list filter', () => {
  it('is every facet with a label, in the page’s order', () => {
    expect(productFilters()).toEqual(['certification', 'fibre', 'origin', 'moqMax', 'sample']);
  });

  it.each(productFilters())('%s takes on a page exactly what the API’s query takes', (name) => {
    for (const value of CANDIDATES)
      expect([value, facetTakes(productFacets[name], value)]).toEqual([
        value,
        productListQuery.safeParse({ [name]: value }).success,
      ]);
  });

  it('cannot declare values or a limit its field does not have', () => {
    expect(() => facetMatch(productFields, 'origin', { ...productFacets.origin, values: ['BD', 'IN'] })).toThrow(
      /values/,
    );
    expect(() => facetMatch(productFields, 'moqMax', { ...productFacets.moqMax, max: 5000 })).toThrow(/max/);
    for (const [name, facet] of Object.entries(productFacets))
      expect(() => facetMatch(productFields, name, facet)).not.toThrow();
  });
});
