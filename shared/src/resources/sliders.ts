import { z } from 'zod';
import { CONTENT_STAFF } from '../auth/roles.ts';
import { defineResource } from './define.ts';
import { defineFields, EXAMPLE_UPLOAD, exampleOf, WIDE_IMAGE_HINT } from './fields.ts';
import { createSchemaOf, updateSchemaOf } from './field-schemas.ts';
import { sliderReads } from './public-reads.ts';

/**
 * A slide's fields (docs/spec.md §3), declared once (docs/adding-a-field.md). docs/spec.md §5: the update
 * slide form has no required rules, and edits the text, not the image.
 */
export const sliderFields = defineFields({
  title: {
    kind: 'text',
    label: 'Title',
    localized: true,
    max: 200,
    required: 'create',
    column: {},
    example: 'Yarn for every knitter',
  },
  caption: {
    kind: 'textarea',
    label: 'Caption',
    localized: true,
    max: 500,
    rows: 3,
    required: 'create',
    column: { wide: true },
    example: 'Combed, carded and melange counts from audited spinners.',
  },
  link: {
    kind: 'link',
    label: 'Button Link',
    hint: 'for example /event',
    required: 'never',
    column: { empty: 'No link' },
    example: '/products/yarn',
  },
  sliderImage: {
    kind: 'image',
    label: 'Slider Image',
    hint: WIDE_IMAGE_HINT,
    required: 'create',
    editable: false,
    column: { header: 'Image' },
    example: EXAMPLE_UPLOAD,
  },
});

export const sliderCreate = createSchemaOf(sliderFields);
export const sliderUpdate = updateSchemaOf(sliderFields);
const slider = sliderCreate.extend({ _id: z.string(), link: z.string().optional() });

/** A slide's fields from the declared examples: where the test records start. */
export const sliderExample = () => exampleOf(sliderFields);

export type SliderCreate = z.infer<typeof sliderCreate>;
export type SliderUpdate = z.infer<typeof sliderUpdate>;
export type Slider = z.infer<typeof slider>;

/** docs/spec.md §7 slider calls. */
export const slidersResource = defineResource({
  name: sliderReads.name,
  noun: 'slide',
  record: slider,
  fields: sliderFields,
  list: { paths: sliderReads.list.paths, access: 'public' },
  create: { path: '/add-sliders', body: sliderCreate, access: CONTENT_STAFF },
  update: { method: 'PUT', path: '/slider/:id', body: sliderUpdate, access: CONTENT_STAFF },
  remove: { path: '/delete-slide/:id', access: CONTENT_STAFF },
});
