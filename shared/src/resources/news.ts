import { z } from 'zod';
import { imageUrl, keptText, requiredText } from '../schemas/common.ts';
import { defineResource } from './define.ts';
import { newsReads } from './public-reads.ts';

/** day, month (zero-based, as JavaScript's Date gives it) and year of release; the server fills today when absent. */
const releaseDate = {
  day: z.int().min(1).max(31),
  month: z.int().min(0).max(11),
  year: z.int().min(1970).max(9999),
};

export const newsCreate = z.strictObject({
  title: requiredText(300),
  content: requiredText(50_000),
  day: releaseDate.day.optional(),
  month: releaseDate.month.optional(),
  year: releaseDate.year.optional(),
  newsImage: imageUrl,
});
export const newsUpdate = z.strictObject({
  title: keptText(300),
  content: keptText(50_000),
  newsImage: imageUrl.optional(),
});
export const news = newsCreate.extend({ _id: z.string(), ...releaseDate });

export type NewsCreate = z.infer<typeof newsCreate>;
export type NewsUpdate = z.infer<typeof newsUpdate>;
export type News = z.infer<typeof news>;

/** docs/spec.md §7 news calls. */
export const newsResource = defineResource({
  name: newsReads.name,
  noun: 'news item',
  record: news,
  list: { paths: newsReads.list.paths, access: 'public' },
  detail: newsReads.detail,
  create: {
    path: '/add-news',
    body: newsCreate,
    access: 'admin',
    // The release date defaults to today; month is zero-based as in docs/spec.md §3.
    defaults: (today) => ({ day: today.getDate(), month: today.getMonth(), year: today.getFullYear() }),
  },
  update: { method: 'PUT', path: '/news/:id', body: newsUpdate },
  remove: { path: '/delete-news/:id' },
});
