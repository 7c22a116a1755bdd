import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import type { Slider, SliderCreate, SliderUpdate } from '@texbridge/shared/resources/sliders';
import { defineResource } from '../../../lib/resource.ts';

/** docs/spec.md §7 slider calls, §9 paging, §8 toasts. */
export const sliderResource = defineResource<Slider, SliderCreate, SliderUpdate>({
  key: 'sliders',
  singular: 'slide',
  plural: 'slides',
  listPath: '/sliders',
  createPath: '/add-sliders',
  update: { method: 'PUT', path: (id) => `/slider/${encodeURIComponent(id)}` },
  deletePath: (id) => `/delete-slide/${encodeURIComponent(id)}`,
  pageSize: PAGE_SIZES.sliderAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: { created: 'Slider Successfully Added', updated: 'Slide Updated', deleted: 'Slide Deleted Successfully' },
});
