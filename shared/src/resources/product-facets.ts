import type { Facets } from './facets.ts';
import {
  CERTIFICATIONS,
  COUNTRY_CODES,
  countryName,
  FIBRE_VALUES,
  fibreLabel,
  MOQ_CAPS,
  MOQ_MAX,
  UNIT_MEASURES,
} from './product-vocabulary.ts';

/**
 * The product lists' filters (docs/search.md), alone or together: docs/spec.md §7's category, then the
 * specification's facets, in the order a page offers them. `GET /products/facets` counts the values of each,
 * and the range at each cap. Each facet the page offers says how it names itself and its values.
 * No zod here: the public site's filters read this declaration too.
 */
export const productFacets = {
  category: { field: 'category' },
  certification: { field: 'certifications', many: true, label: 'Certification', values: CERTIFICATIONS },
  fibre: {
    field: 'fibres',
    part: 'fibre',
    many: true,
    label: 'Fibre',
    values: FIBRE_VALUES,
    valueLabel: fibreLabel,
  },
  origin: { field: 'origin', many: true, label: 'Origin', values: COUNTRY_CODES, valueLabel: countryName },
  moqMax: {
    field: 'moq',
    part: 'value',
    at: 'most',
    per: { part: 'unit', measures: UNIT_MEASURES },
    caps: MOQ_CAPS,
    max: MOQ_MAX,
    label: 'Minimum order',
    shortLabel: 'MOQ',
  },
  sample: {
    field: 'sampleAvailable',
    countedAs: 'sampleAvailable',
    label: 'Samples',
    valueLabel: (value: string) => (value === 'true' ? 'Samples available' : 'Without samples'),
  },
} as const satisfies Facets;

type Declared = typeof productFacets;
/** A facet a product list's query carries (`?origin=BD`): one with a label (the category is the list's path). */
export type ProductFilter = {
  [Name in keyof Declared]: Declared[Name] extends { label: string } ? Name : never;
}[keyof Declared];

/**
 * The facets a product list's query carries, in the page's order. A function, not a constant, so that a
 * module importing it for a later call (the page cache's key, src/config/paths.ts) runs nothing on load.
 */
export const productFilters = () =>
  (Object.keys(productFacets) as (keyof Declared)[]).filter(
    (name): name is ProductFilter => 'label' in productFacets[name],
  );
