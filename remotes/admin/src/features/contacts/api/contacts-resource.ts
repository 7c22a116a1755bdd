import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import { contactsResource as contactsContract } from '@texbridge/shared/resources/contacts';
import { defineScreenResource } from '../../../lib/screen-resource.ts';

/** docs/spec.md §7 contact calls (in the contract), §9 paging, §8 toasts. */
export const contactsResource = defineScreenResource({
  contract: contactsContract,
  pageSize: PAGE_SIZES.contactAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: {
    created: 'Contact Successfully Added',
    updated: 'Contact Successfully Updated',
    deleted: 'Contact Deleted Successfully',
  },
});
