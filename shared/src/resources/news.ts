import { z } from 'zod';
import { CONTENT_STAFF } from '../auth/roles.ts';
import { defineResource } from './define.ts';
import { defineFields, EXAMPLE_UPLOAD, exampleOf, WIDE_IMAGE_HINT } from './fields.ts';
import { createSchemaOf, updateSchemaOf } from './field-schemas.ts';
import { newsReads } from './public-reads.ts';

/**
 * A news item's fields (docs/spec.md §3), declared once (docs/adding-a-field.md). The release date is day,
 * month (zero-based, as JavaScript's Date gives it) and year, filled with today when an add leaves it out,
 * and fixed after; docs/spec.md §5: an edit changes the title and content (the API also takes a new image).
 */
export const newsFields = defineFields({
  title: {
    kind: 'text',
    label: 'Title',
    localized: true,
    max: 300,
    required: 'create',
    search: { in: 'name', squashed: true },
    column: { truncate: 20 },
    example: 'Cotton prices steady ahead of the new crop',
  },
  content: {
    kind: 'textarea',
    label: 'Content',
    localized: true,
    max: 50_000,
    rows: 8,
    required: 'create',
    search: 'text',
    column: { truncate: 50, wide: true },
    example:
      'Spot prices for Shankar-6 held steady this month as mills in Narayanganj booked forward. ' +
      'Spinners expect the new crop to arrive on time, and knitters in Gazipur are placing orders for the winter season.',
  },
  day: {
    kind: 'number',
    label: 'Day',
    min: 1,
    max: 31,
    required: 'create',
    filled: 'server',
    editable: false,
    example: 5,
  },
  month: {
    kind: 'number',
    label: 'Month',
    hint: '0 is January',
    min: 0,
    max: 11,
    required: 'create',
    filled: 'server',
    editable: false,
    example: 0,
  },
  year: {
    kind: 'number',
    label: 'Year',
    min: 1970,
    max: 9999,
    required: 'create',
    filled: 'server',
    editable: false,
    example: 2026,
  },
  newsImage: {
    kind: 'image',
    label: 'News Image',
    hint: WIDE_IMAGE_HINT,
    required: 'create',
    column: { header: 'Image' },
    example: EXAMPLE_UPLOAD,
  },
});

export const newsCreate = createSchemaOf(newsFields);
export const newsUpdate = updateSchemaOf(newsFields);
// A stored item always has its date: the server filled what the add left out.
const news = newsCreate.extend({
  _id: z.string(),
  day: newsCreate.shape.day.unwrap(),
  month: newsCreate.shape.month.unwrap(),
  year: newsCreate.shape.year.unwrap(),
});

/** A news item's fields from the declared examples: where the test records start. */
export const newsExample = () => exampleOf(newsFields);

export type NewsCreate = z.infer<typeof newsCreate>;
export type NewsUpdate = z.infer<typeof newsUpdate>;
export type News = z.infer<typeof news>;

/** docs/spec.md §7 news calls. */
export const newsResource = defineResource({
  name: newsReads.name,
  noun: 'news item',
  record: news,
  fields: newsFields,
  list: { paths: newsReads.list.paths, access: 'public' },
  detail: newsReads.detail,
  create: {
    path: '/add-news',
    body: newsCreate,
    access: CONTENT_STAFF,
    // The release date defaults to today; month is zero-based as in docs/spec.md §3.
    defaults: (today) => ({ day: today.getDate(), month: today.getMonth(), year: today.getFullYear() }),
  },
  update: { method: 'PUT', path: '/news/:id', body: newsUpdate, access: CONTENT_STAFF },
  remove: { path: '/delete-news/:id', access: CONTENT_STAFF },
});
