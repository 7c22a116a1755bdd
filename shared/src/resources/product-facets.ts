import type { Facets } from './facets.ts';
import { MOQ_CAPS, UNIT_MEASURES } from './product-vocabulary.ts';

/**
 * The product lists' filters (docs/search.md), alone or together: docs/spec.md §7's category, then the
 * specification's facets. `GET /products/facets` counts the values of each, and the range at each cap.
 * No zod here: the public site's filters read this declaration too.
 */
export const productFacets = {
  category: { field: 'category' },
  certification: { field: 'certifications', many: true },
  origin: { field: 'origin', many: true },
  fibre: { field: 'fibres', part: 'fibre', many: true },
  moqMax: {
    field: 'moq',
    part: 'value',
    at: 'most',
    per: { part: 'unit', measures: UNIT_MEASURES },
    caps: MOQ_CAPS,
  },
  sample: { field: 'sampleAvailable', countedAs: 'sampleAvailable' },
} as const satisfies Facets;
