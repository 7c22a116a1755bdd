import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import type { Contact, ContactCreate, ContactUpdate } from '@texbridge/shared/resources/contacts';
import { defineResource } from '../../../lib/resource.ts';

/** docs/spec.md §7 contact calls, §9 paging, §8 toasts. */
export const contactResource = defineResource<Contact, ContactCreate, ContactUpdate>({
  key: 'contacts',
  singular: 'contact',
  plural: 'contacts',
  listPath: '/contact',
  createPath: '/add-contact',
  update: { method: 'PUT', path: (id) => `/contact/${encodeURIComponent(id)}` },
  deletePath: (id) => `/delete-contact/${encodeURIComponent(id)}`,
  pageSize: PAGE_SIZES.contactAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: {
    created: 'Contact Successfully Added',
    updated: 'Contact Successfully Updated',
    deleted: 'Contact Deleted Successfully',
  },
});
