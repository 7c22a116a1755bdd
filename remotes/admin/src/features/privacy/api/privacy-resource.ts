import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import { privacyResource as privacyContract } from '@texbridge/shared/resources/privacy';
import { defineScreenResource } from '../../../lib/screen-resource.ts';

/** docs/spec.md §7 privacy calls (edit is a PATCH, in the contract), §9 paging, §8 toasts (the add toast is 'Section is added'). */
export const privacyResource = defineScreenResource({
  contract: privacyContract,
  pageSize: PAGE_SIZES.privacyAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: { created: 'Section is added', updated: 'Privacy Updated', deleted: 'Section Deleted Successfully' },
});
