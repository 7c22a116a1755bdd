import { z } from 'zod';
import { RATING_MAX } from '../constants.ts';
import { imageUrl, optionalText } from '../schemas/common.ts';
import { formatReviewDate } from '../format/review-date.ts';
import { defineResource } from './define.ts';
import { reviewReads } from './public-reads.ts';

export const reviewCreate = z.strictObject({
  // docs/spec.md §5: no required markers but the 1-5 stars (and, in practice, the image).
  name: optionalText(200).default(''),
  comment: optionalText(5000).default(''),
  rate: z.int().min(1).max(RATING_MAX),
  /** 'day - month - year' with a one-based month; the server fills today when absent. */
  date: optionalText(40).optional(),
  photo: imageUrl,
});
export const review = reviewCreate.extend({ _id: z.string(), date: z.string() });

export type ReviewCreate = z.infer<typeof reviewCreate>;
export type Review = z.infer<typeof review>;

/** docs/spec.md §7 review calls: add and delete only, the API has no review update. */
export const reviewsResource = defineResource({
  name: reviewReads.name,
  noun: 'review',
  record: review,
  list: { paths: reviewReads.list.paths, access: 'public' },
  create: {
    path: '/add-reviews',
    body: reviewCreate,
    access: 'admin',
    defaults: (today) => ({ date: formatReviewDate(today) }),
  },
  remove: { path: '/delete-reviews/:id' },
});
