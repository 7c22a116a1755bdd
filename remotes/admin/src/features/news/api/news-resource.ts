import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import { newsResource as newsContract } from '@texbridge/shared/resources/news';
import { defineScreenResource } from '../../../lib/screen-resource.ts';

/** docs/spec.md §7 news calls (in the contract), §9 paging, §8 toasts. */
export const newsResource = defineScreenResource({
  contract: newsContract,
  pageSize: PAGE_SIZES.newsAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: { created: 'News Successfully Added', updated: 'News Updated', deleted: 'News Deleted Successfully' },
});
