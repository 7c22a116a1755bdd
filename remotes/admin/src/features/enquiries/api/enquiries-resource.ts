import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import { enquiriesResource as enquiriesContract } from '@texbridge/shared/resources/enquiries';
import { defineScreenResource } from '../../../lib/screen-resource.ts';

/**
 * The contact-form messages (README "Additions over the spec"; calls in the contract, edit is PATCH { handled }):
 * 10 a page, buttons above 9, newest first.
 */
export const enquiriesResource = defineScreenResource({
  contract: enquiriesContract,
  plural: 'enquiries',
  pageSize: PAGE_SIZES.enquiriesAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: {
    updated: ({ handled }) => (handled ? 'Enquiry marked handled' : 'Enquiry marked new'),
    deleted: 'Enquiry Deleted Successfully',
  },
});
