import { categoryLabel, PRODUCT_CATEGORIES, type ProductCategory } from '../constants.ts';
import { defineFields, EXAMPLE_UPLOAD, WIDE_IMAGE_HINT } from './fields.ts';
import { CERTIFICATIONS, countryOptions, FIBRES, fibreLabel, MOQ_MAX, MOQ_UNITS } from './product-vocabulary.ts';

/**
 * The specification rows the dashboard suggests for each category, as a buyer of it would ask: beside the one
 * field that reads them, not in product-vocabulary.ts, which the site's lists and quote form load too
 * (docs/performance.md).
 */
const SPEC_LABELS: Record<ProductCategory, readonly string[]> = {
  fibres: ['Staple length', 'Micronaire', 'Strength'],
  yarn: ['Count', 'Ply', 'Spinning system', 'Twist'],
  fabrics: ['GSM', 'Width', 'Construction', 'Weave/knit', 'Finish'],
  dyes: ['Class', 'Form', 'Fastness'],
  garments: ['Fabric', 'Size range', 'Decoration'],
  other: [],
};

/** The form's fieldset of a product's specification. */
const SPECIFICATION = 'Sourcing and specification';

/**
 * A product's fields (docs/spec.md §3) in the API's order, each declared once: the API's schemas, the OpenAPI
 * document, the words search reads (`search`), what the product's page shows (`shown`), the dashboard's forms
 * and columns and the test records all come from here (docs/adding-a-field.md). No zod here, so that the
 * product page reads it (format/specification.ts); products.ts builds the schemas from it. Edit may change
 * every field, category and lists included (an improvement on the old extend-only rule).
 */
export const productFields = defineFields({
  title: {
    kind: 'text',
    label: 'Title',
    localized: true,
    max: 200,
    required: 'create',
    search: { in: 'name', squashed: true },
    column: { truncate: 20 },
    example: 'Combed Cotton Yarn Ne 30/1',
  },
  desc: {
    kind: 'textarea',
    label: 'Description',
    localized: true,
    max: 10_000,
    rows: 5,
    required: 'create',
    search: 'text',
    column: { truncate: 40, wide: true },
    example: 'Ring-spun combed cotton yarn for knitting, waxed, on cones.',
  },
  feature: {
    kind: 'list',
    label: 'Product Feature',
    localized: true,
    itemLabel: 'Feature',
    max: 300,
    items: 40,
    required: 'never',
    search: 'text',
    column: { header: 'Features', truncate: 5 },
    example: ['Low hairiness', 'Even count'],
  },
  composition: {
    kind: 'list',
    label: 'Product Composition',
    localized: true,
    itemLabel: 'Composition',
    max: 300,
    items: 40,
    required: 'never',
    search: 'name',
    column: { header: 'Composition', truncate: 5 },
    example: ['100% cotton'],
  },
  endUse: {
    kind: 'text',
    label: 'End Use',
    localized: true,
    max: 2000,
    required: 'create',
    search: 'text',
    column: { truncate: 20 },
    example: 'T-shirts and polo shirts',
  },
  background: {
    kind: 'textarea',
    label: 'Background',
    localized: true,
    max: 10_000,
    rows: 4,
    required: 'create',
    column: { truncate: 20 },
    example: 'Spun in Narayanganj from Shankar-6 and US Pima blends.',
  },
  category: {
    kind: 'select',
    label: 'Category',
    options: PRODUCT_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
    required: 'create',
    search: 'name',
    column: {},
    example: 'yarn',
  },
  productImage: {
    kind: 'image',
    label: 'Product Image',
    hint: WIDE_IMAGE_HINT,
    required: 'create',
    column: { header: 'Image' },
    example: EXAMPLE_UPLOAD,
  },
  // The specification a buyer sources against; every part is optional, so a product without one stays valid.
  moq: {
    kind: 'group',
    label: 'Minimum order (MOQ)',
    required: 'never',
    section: SPECIFICATION,
    fields: {
      value: { kind: 'number', label: 'Minimum order', min: 1, max: MOQ_MAX, required: 'always', example: 500 },
      unit: { kind: 'select', label: 'MOQ unit', options: MOQ_UNITS, required: 'always', example: 'kg' },
    },
    shown: { in: 'facts', label: 'Minimum order', value: 'value', unit: 'unit' },
  },
  leadTimeDays: {
    kind: 'number',
    label: 'Lead time (days)',
    hint: 'From order to dispatch.',
    min: 1,
    max: 365,
    required: 'never',
    section: SPECIFICATION,
    shown: { in: 'facts', label: 'Lead time', unit: 'days' },
    example: 30,
  },
  origin: {
    kind: 'select',
    label: 'Country of origin',
    options: countryOptions(),
    regions: true,
    required: 'never',
    section: SPECIFICATION,
    shown: { in: 'facts', label: 'Origin' },
    example: 'BD',
  },
  sampleAvailable: {
    kind: 'boolean',
    label: 'Samples available',
    required: 'never',
    section: SPECIFICATION,
    shown: { in: 'facts', label: 'Samples', yes: 'Available', no: 'Not available' },
    example: true,
  },
  hsCode: {
    kind: 'text',
    label: 'HS code',
    hint: 'The customs tariff number: 6 to 10 digits, with or without its dots and spaces (5208.32 is kept as 520832).',
    max: 10,
    // Written "5208.32", "5208 32" or "5208.32.00" as often as "520832": a dot or a space between two
    // digits is dropped, so every form is kept, compared and shown as the digits alone.
    normalise: (code) => code.replace(/(?<=\d)[. ](?=\d)/g, ''),
    pattern: {
      regex: /\d{6,10}/,
      message: 'must be 6 to 10 digits, written with or without dots and spaces, such as 5208.32 or 520832',
    },
    required: 'never',
    section: SPECIFICATION,
    shown: { in: 'specification', at: 'end' },
    example: '520524',
  },
  certifications: {
    kind: 'multiselect',
    label: 'Certifications',
    options: CERTIFICATIONS.map((name) => ({ value: name, label: name })),
    required: 'never',
    search: { in: 'name', squashed: true },
    section: SPECIFICATION,
    example: ['OEKO-TEX Standard 100'],
  },
  fibres: {
    kind: 'rows',
    label: 'Fibre content',
    hint: 'The percentages add up to 100.',
    itemLabel: 'Fibre',
    items: FIBRES.length,
    fields: {
      fibre: { kind: 'select', label: 'Fibre', options: FIBRES, required: 'always', search: 'name', example: 'cotton' },
      percent: { kind: 'number', label: 'Percent', min: 1, max: 100, required: 'always', example: 100 },
    },
    check: (rows) => {
      const total = rows.reduce((sum, row) => sum + Number(row.percent), 0);
      return rows.length > 0 && total !== 100 ? `must add up to 100% (they add up to ${total}%)` : undefined;
    },
    required: 'never',
    section: SPECIFICATION,
    shown: {
      in: 'specification',
      row: ({ fibre, percent }, say) => `${percent}% ${say.word(fibreLabel(String(fibre))).toLowerCase()}`,
    },
    example: [{ fibre: 'cotton', percent: 100 }],
  },
  specs: {
    kind: 'rows',
    label: 'Specification',
    hint: 'Rows such as GSM, width or count, in the order a buyer reads them.',
    itemLabel: 'Row',
    items: 30,
    fields: {
      label: { kind: 'text', label: 'Label', localized: true, max: 60, required: 'always', example: 'Count' },
      value: {
        kind: 'text',
        label: 'Value',
        localized: true,
        max: 120,
        required: 'always',
        search: 'name',
        example: 'Ne 30/1',
      },
      unit: { kind: 'text', label: 'Unit', max: 20, required: 'never', example: '' },
    },
    suggest: { part: 'label', from: 'category', values: SPEC_LABELS },
    required: 'never',
    section: SPECIFICATION,
    shown: { in: 'specification', at: 'start', lines: true },
    example: [{ label: 'Count', value: 'Ne 30/1' }],
  },
});
