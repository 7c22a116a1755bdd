import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import type { About, AboutCreate, AboutUpdate } from '@texbridge/shared/resources/about';
import { defineResource } from '../../../lib/resource.ts';

/** docs/spec.md §7 about calls (edit is a PATCH), §9 paging, §8 toasts. */
export const aboutResource = defineResource<About, AboutCreate, AboutUpdate>({
  key: 'about',
  singular: 'section',
  plural: 'sections',
  listPath: '/about-us',
  createPath: '/add-about',
  update: { method: 'PATCH', path: (id) => `/about/${encodeURIComponent(id)}` },
  deletePath: (id) => `/delete-about/${encodeURIComponent(id)}`,
  pageSize: PAGE_SIZES.aboutAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: {
    created: 'Section Successfully Added',
    updated: 'About Section Updated',
    deleted: 'Section Deleted Successfully',
  },
});
