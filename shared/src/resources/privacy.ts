import { z } from 'zod';
import { CONTENT_STAFF } from '../auth/roles.ts';
import { defineResource } from './define.ts';
import { defineFields, exampleOf } from './fields.ts';
import { createSchemaOf, updateSchemaOf } from './field-schemas.ts';
import { privacyReads } from './public-reads.ts';

/** A privacy-centre section's fields (docs/spec.md §3), declared once (docs/adding-a-field.md). */
export const privacyFields = defineFields({
  title: {
    kind: 'text',
    label: 'Title',
    localized: true,
    max: 300,
    required: 'create',
    column: { truncate: 50 },
    example: 'Your data stays with us',
  },
  caption: {
    kind: 'textarea',
    label: 'Short Caption',
    localized: true,
    max: 2000,
    rows: 2,
    required: 'create',
    column: { truncate: 60, wide: true },
    example: 'How we handle buyer and supplier details.',
  },
  privacy: {
    kind: 'textarea',
    label: 'Privacy',
    localized: true,
    max: 10_000,
    rows: 5,
    required: 'create',
    column: { truncate: 60, wide: true },
    example: 'We keep enquiry details only to answer them and never sell them.',
  },
  policy: {
    kind: 'textarea',
    label: 'Policy',
    localized: true,
    max: 10_000,
    rows: 5,
    required: 'create',
    column: { truncate: 60, wide: true },
    example: 'Samples and prices shared with us stay between the buyer, the mill and us.',
  },
  why: {
    kind: 'textarea',
    label: 'Why Choose',
    localized: true,
    max: 10_000,
    rows: 5,
    required: 'create',
    column: { truncate: 60, wide: true },
    example: 'Audited mills, transparent pricing and one contact from sample to shipment.',
  },
});

export const privacyCreate = createSchemaOf(privacyFields);
export const privacyUpdate = updateSchemaOf(privacyFields);
const privacy = privacyCreate.extend({ _id: z.string() });

/** A section's fields from the declared examples: where the test records start. */
export const privacyExample = () => exampleOf(privacyFields);

export type PrivacyCreate = z.infer<typeof privacyCreate>;
export type PrivacyUpdate = z.infer<typeof privacyUpdate>;
export type Privacy = z.infer<typeof privacy>;

/** docs/spec.md §7 privacy-centre calls (edit is a PATCH). */
export const privacyResource = defineResource({
  name: privacyReads.name,
  noun: 'privacy section',
  record: privacy,
  fields: privacyFields,
  list: { paths: privacyReads.list.paths, access: 'public' },
  create: { path: '/add-privacy', body: privacyCreate, access: CONTENT_STAFF },
  update: { method: 'PATCH', path: '/privacy/:id', body: privacyUpdate, access: CONTENT_STAFF },
  remove: { path: '/delete-privacy/:id', access: CONTENT_STAFF },
});
