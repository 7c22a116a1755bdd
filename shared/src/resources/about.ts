import { z } from 'zod';
import { CONTENT_STAFF } from '../auth/roles.ts';
import { defineResource } from './define.ts';
import { defineFields, EXAMPLE_UPLOAD, exampleOf, WIDE_IMAGE_HINT } from './fields.ts';
import { createSchemaOf, updateSchemaOf } from './field-schemas.ts';
import { aboutReads } from './public-reads.ts';

/**
 * An About Us section's fields (docs/spec.md §3), declared once (docs/adding-a-field.md). docs/spec.md §5:
 * an edit changes the title and paragraph (the API also takes a new image).
 */
export const aboutFields = defineFields({
  title: {
    kind: 'text',
    label: 'Title',
    localized: true,
    max: 200,
    required: 'create',
    column: {},
    example: 'Who we are',
  },
  paragraph: {
    kind: 'textarea',
    label: 'Paragraph',
    localized: true,
    max: 10_000,
    rows: 6,
    required: 'create',
    column: { truncate: 100, wide: true },
    example: 'A sourcing agency in Dhaka linking mills with suppliers of fibre, yarn, fabric, dyes and chemicals.',
  },
  AboutImage: {
    kind: 'image',
    label: 'About Image',
    hint: WIDE_IMAGE_HINT,
    required: 'create',
    column: { header: 'Image' },
    example: EXAMPLE_UPLOAD,
  },
});

export const aboutCreate = createSchemaOf(aboutFields);
export const aboutUpdate = updateSchemaOf(aboutFields);
const about = aboutCreate.extend({ _id: z.string() });

/** A section's fields from the declared examples: where the test records start. */
export const aboutExample = () => exampleOf(aboutFields);

export type AboutCreate = z.infer<typeof aboutCreate>;
export type AboutUpdate = z.infer<typeof aboutUpdate>;
export type About = z.infer<typeof about>;

/** docs/spec.md §7 about calls (edit is a PATCH). */
export const aboutResource = defineResource({
  name: aboutReads.name,
  noun: 'about section',
  record: about,
  fields: aboutFields,
  list: { paths: aboutReads.list.paths, access: 'public' },
  create: { path: '/add-about', body: aboutCreate, access: CONTENT_STAFF },
  update: { method: 'PATCH', path: '/about/:id', body: aboutUpdate, access: CONTENT_STAFF },
  remove: { path: '/delete-about/:id', access: CONTENT_STAFF },
});
