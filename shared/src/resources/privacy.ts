import { z } from 'zod';
import { keptText, requiredText } from '../schemas/common.ts';
import { defineResource } from './define.ts';
import { privacyReads } from './public-reads.ts';

export const privacyCreate = z.strictObject({
  title: requiredText(300),
  caption: requiredText(2000),
  privacy: requiredText(10_000),
  policy: requiredText(10_000),
  why: requiredText(10_000),
});
export const privacyUpdate = z.strictObject({
  title: keptText(300),
  caption: keptText(2000),
  privacy: keptText(10_000),
  policy: keptText(10_000),
  why: keptText(10_000),
});
export const privacy = privacyCreate.extend({ _id: z.string() });

export type PrivacyCreate = z.infer<typeof privacyCreate>;
export type PrivacyUpdate = z.infer<typeof privacyUpdate>;
export type Privacy = z.infer<typeof privacy>;

/** docs/spec.md §7 privacy-centre calls (edit is a PATCH). */
export const privacyResource = defineResource({
  name: privacyReads.name,
  noun: 'privacy section',
  record: privacy,
  list: { paths: privacyReads.list.paths, access: 'public' },
  create: { path: '/add-privacy', body: privacyCreate, access: 'admin' },
  update: { method: 'PATCH', path: '/privacy/:id', body: privacyUpdate },
  remove: { path: '/delete-privacy/:id' },
});
