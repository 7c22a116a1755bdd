import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import { aboutResource as aboutContract } from '@texbridge/shared/resources/about';
import { defineScreenResource } from '../../../lib/screen-resource.ts';

/** docs/spec.md §7 about calls (edit is a PATCH, in the contract), §9 paging, §8 toasts. */
export const aboutResource = defineScreenResource({
  contract: aboutContract,
  // The screen is all about sections: its caption says '3 sections', not '3 about sections'.
  singular: 'section',
  pageSize: PAGE_SIZES.aboutAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: {
    created: 'Section Successfully Added',
    updated: 'About Section Updated',
    deleted: 'Section Deleted Successfully',
  },
});
