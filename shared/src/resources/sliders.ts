import { z } from 'zod';
import { imageUrl, keptText, linkTarget, requiredText } from '../schemas/common.ts';
import { defineResource } from './define.ts';
import { sliderReads } from './public-reads.ts';

export const sliderCreate = z.strictObject({
  title: requiredText(200),
  caption: requiredText(500),
  link: linkTarget.optional(),
  sliderImage: imageUrl,
});
/** docs/spec.md §5: the update slide form has no required rules; it edits text, not the image. */
export const sliderUpdate = z.strictObject({
  title: keptText(200),
  caption: keptText(500),
  link: linkTarget.optional(),
});
export const slider = sliderCreate.extend({ _id: z.string(), link: z.string().optional() });

export type SliderCreate = z.infer<typeof sliderCreate>;
export type SliderUpdate = z.infer<typeof sliderUpdate>;
export type Slider = z.infer<typeof slider>;

/** docs/spec.md §7 slider calls. */
export const slidersResource = defineResource({
  name: sliderReads.name,
  noun: 'slide',
  record: slider,
  list: { paths: sliderReads.list.paths, access: 'public' },
  create: { path: '/add-sliders', body: sliderCreate, access: 'admin' },
  update: { method: 'PUT', path: '/slider/:id', body: sliderUpdate },
  remove: { path: '/delete-slide/:id' },
});
