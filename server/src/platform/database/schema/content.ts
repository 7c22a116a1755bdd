import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { ProductCategory } from '@texbridge/shared/constants';
import { newsFields } from '@texbridge/shared/resources/news';
import { productFields } from '@texbridge/shared/resources/product-fields';
import { searchDocument, titleVectorOf } from '../search-document.ts';
import { searchColumns, searchIndexes, base, translated } from './columns.ts';

export const sliders = pgTable('sliders', {
  ...base,
  ...translated,
  title: text('title').notNull(),
  caption: text('caption').notNull(),
  link: text('link'),
  sliderImage: text('slider_image').notNull(),
});

export const aboutSections = pgTable('about_sections', {
  ...base,
  ...translated,
  title: text('title').notNull(),
  paragraph: text('paragraph').notNull(),
  AboutImage: text('about_image').notNull(),
});

export const news = pgTable(
  'news',
  {
    ...base,
    ...translated,
    title: text('title').notNull(),
    content: text('content').notNull(),
    day: integer('day').notNull(),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    newsImage: text('news_image').notNull(),
    ...searchColumns(
      (): SQL => searchDocument(newsFields, news, 'squashed last').names,
      (): SQL => searchDocument(newsFields, news, 'squashed last').vector,
      (): SQL => titleVectorOf(newsFields, news),
    ),
  },
  (table) => searchIndexes('news', table),
);

type Address<T extends string, A extends string> = Partial<Record<T | A, string>>;

export const contacts = pgTable('contacts', {
  ...base,
  ...translated,
  add1: jsonb('add1').$type<{ addT1: string; add1: string }>().notNull(),
  add2: jsonb('add2').$type<Address<'addT2', 'add2'>>(),
  add3: jsonb('add3').$type<Address<'addT3', 'add3'>>(),
  add4: jsonb('add4').$type<Address<'addT4', 'add4'>>(),
  HR: jsonb('hr').$type<{ hrt?: string; hre?: string }>(),
  bd: jsonb('bd').$type<{ bdt?: string; bde?: string }>(),
  marketing: jsonb('marketing').$type<{ marketingT?: string; marketingE?: string }>(),
  supplyChain: text('supply_chain'),
  rnd: text('rnd'),
  commercial: text('commercial'),
  map: text('map'),
  whatsapp: text('whatsapp'),
  QR: text('qr').notNull(),
});

export const products = pgTable(
  'products',
  {
    ...base,
    ...translated,
    title: text('title').notNull(),
    desc: text('description').notNull(),
    feature: jsonb('feature').$type<string[]>().notNull().default([]),
    composition: jsonb('composition').$type<string[]>().notNull().default([]),
    endUse: text('end_use').notNull(),
    background: text('background').notNull(),
    category: text('category').$type<ProductCategory>().notNull(),
    productImage: text('product_image').notNull(),
    moq: jsonb('moq').$type<{ value: number; unit: string }>(),
    leadTimeDays: integer('lead_time_days'),
    origin: text('origin'),
    sampleAvailable: boolean('sample_available'),
    hsCode: text('hs_code'),
    certifications: jsonb('certifications').$type<string[]>().notNull().default([]),
    fibres: jsonb('fibres').$type<{ fibre: string; percent: number }[]>().notNull().default([]),
    specs: jsonb('specs').$type<{ label: string; value: string; unit?: string }[]>().notNull().default([]),
    ...searchColumns(
      (): SQL => searchDocument(productFields, products).names,
      (): SQL => searchDocument(productFields, products).vector,
      (): SQL => titleVectorOf(productFields, products),
    ),
  },
  (table) => [index('products_category_seq_idx').on(table.category, table.seq), ...searchIndexes('products', table)],
);

export const privacySections = pgTable('privacy_sections', {
  ...base,
  ...translated,
  title: text('title').notNull(),
  caption: text('caption').notNull(),
  privacy: text('privacy').notNull(),
  policy: text('policy').notNull(),
  why: text('why').notNull(),
});

export const reviews = pgTable('reviews', {
  ...base,
  ...translated,
  name: text('name').notNull(),
  comment: text('comment').notNull(),
  rate: integer('rate').notNull(),
  date: text('date').notNull(),
  photo: text('photo').notNull(),
});

/**
 * The words a search's typo is corrected to (docs/search.md): each word of the searched tables' names,
 * added by their triggers (migration 0006_search_words) as rows are written, and trigram-indexed.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);
