import { z } from 'zod';
import { imageUrl, keptText, requiredText } from '../schemas/common.ts';
import { defineResource } from './define.ts';
import { aboutReads } from './public-reads.ts';

export const aboutCreate = z.strictObject({
  title: requiredText(200),
  paragraph: requiredText(10_000),
  AboutImage: imageUrl,
});
export const aboutUpdate = z.strictObject({
  title: keptText(200),
  paragraph: keptText(10_000),
  AboutImage: imageUrl.optional(),
});
export const about = aboutCreate.extend({ _id: z.string() });

export type AboutCreate = z.infer<typeof aboutCreate>;
export type AboutUpdate = z.infer<typeof aboutUpdate>;
export type About = z.infer<typeof about>;

/** docs/spec.md §7 about calls (edit is a PATCH). */
export const aboutResource = defineResource({
  name: aboutReads.name,
  noun: 'about section',
  record: about,
  list: { paths: aboutReads.list.paths, access: 'public' },
  create: { path: '/add-about', body: aboutCreate, access: 'admin' },
  update: { method: 'PATCH', path: '/about/:id', body: aboutUpdate },
  remove: { path: '/delete-about/:id' },
});
