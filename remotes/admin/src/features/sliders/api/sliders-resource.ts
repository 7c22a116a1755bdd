import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import { slidersResource as slidersContract } from '@texbridge/shared/resources/sliders';
import { defineScreenResource } from '../../../lib/screen-resource.ts';

/** docs/spec.md §7 slider calls (in the contract), §9 paging, §8 toasts. */
export const slidersResource = defineScreenResource({
  contract: slidersContract,
  pageSize: PAGE_SIZES.sliderAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: { created: 'Slider Successfully Added', updated: 'Slide Updated', deleted: 'Slide Deleted Successfully' },
});
