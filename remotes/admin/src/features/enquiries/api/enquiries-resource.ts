import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import type { Enquiry, enquiryUpdate } from '@texbridge/shared/resources/enquiries';
import type { z } from 'zod';
import { defineResource } from '../../../lib/resource.ts';

/** PATCH /enquiries/{id}'s body (README "The API"): `{ handled }`. */
export type EnquiryUpdate = z.output<typeof enquiryUpdate>;

/** The contact-form messages (README "Additions over the spec"): 10 a page, buttons above 9, newest first. */
export const enquiriesResource = defineResource<Enquiry, never, EnquiryUpdate>({
  key: 'enquiries',
  singular: 'enquiry',
  plural: 'enquiries',
  listPath: '/enquiries',
  update: { method: 'PATCH', path: (id) => `/enquiries/${encodeURIComponent(id)}` },
  deletePath: (id) => `/delete-enquiries/${encodeURIComponent(id)}`,
  pageSize: PAGE_SIZES.enquiriesAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: {
    updated: ({ handled }) => (handled ? 'Enquiry marked handled' : 'Enquiry marked new'),
    deleted: 'Enquiry Deleted Successfully',
  },
});
