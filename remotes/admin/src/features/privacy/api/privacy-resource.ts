import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import type { Privacy, PrivacyCreate, PrivacyUpdate } from '@texbridge/shared/resources/privacy';
import { defineResource } from '../../../lib/resource.ts';

/** docs/spec.md §7 privacy calls, §9 paging, §8 toasts (the add toast is 'Section is added'). */
export const privacyResource = defineResource<Privacy, PrivacyCreate, PrivacyUpdate>({
  key: 'privacy',
  singular: 'privacy section',
  plural: 'privacy sections',
  listPath: '/privacy',
  createPath: '/add-privacy',
  update: { method: 'PATCH', path: (id) => `/privacy/${encodeURIComponent(id)}` },
  deletePath: (id) => `/delete-privacy/${encodeURIComponent(id)}`,
  pageSize: PAGE_SIZES.privacyAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: { created: 'Section is added', updated: 'Privacy Updated', deleted: 'Section Deleted Successfully' },
});
