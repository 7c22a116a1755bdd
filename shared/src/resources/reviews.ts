import { z } from 'zod';
import { RATING_MAX } from '../constants.ts';
import { formatReviewDate } from '../format/review-date.ts';
import { CONTENT_STAFF } from '../auth/roles.ts';
import { defineResource } from './define.ts';
import { defineFields, EXAMPLE_UPLOAD, exampleOf, WIDE_IMAGE_HINT } from './fields.ts';
import { createSchemaOf } from './field-schemas.ts';
import { reviewReads } from './public-reads.ts';

/**
 * A review's fields (docs/spec.md §3), declared once (docs/adding-a-field.md). docs/spec.md §5: no
 * required markers but the 1-5 stars (and, in practice, the image).
 */
export const reviewFields = defineFields({
  name: {
    kind: 'text',
    label: 'Product Name',
    localized: true,
    max: 200,
    required: 'never',
    column: {},
    example: 'Combed cotton yarn',
  },
  comment: {
    kind: 'textarea',
    label: 'Comment',
    localized: true,
    max: 5000,
    rows: 4,
    required: 'never',
    column: { wide: true },
    example: 'Even counts and on-time shipment to our Gazipur mill.',
  },
  rate: { kind: 'rating', label: 'Ratings', max: RATING_MAX, required: 'create', column: {}, example: 5 },
  /** 'day - month - year' with a one-based month; the server fills today when absent. */
  date: { kind: 'text', label: 'Date', max: 40, required: 'never', filled: 'server', example: '7 - 3 - 2026' },
  photo: {
    kind: 'image',
    label: 'Photo',
    hint: WIDE_IMAGE_HINT,
    required: 'create',
    column: { header: 'Image' },
    example: EXAMPLE_UPLOAD,
  },
});

export const reviewCreate = createSchemaOf(reviewFields);
const review = reviewCreate.extend({ _id: z.string(), date: z.string() });

/** A review's fields from the declared examples: where the test records start. */
export const reviewExample = () => exampleOf(reviewFields);

export type ReviewCreate = z.infer<typeof reviewCreate>;
export type Review = z.infer<typeof review>;

/** docs/spec.md §7 review calls: add and delete only, the API has no review update. */
export const reviewsResource = defineResource({
  name: reviewReads.name,
  noun: 'review',
  record: review,
  fields: reviewFields,
  list: { paths: reviewReads.list.paths, access: 'public' },
  create: {
    path: '/add-reviews',
    body: reviewCreate,
    access: CONTENT_STAFF,
    defaults: (today) => ({ date: formatReviewDate(today) }),
  },
  remove: { path: '/delete-reviews/:id', access: CONTENT_STAFF },
});
