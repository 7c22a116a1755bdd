import { PAGE_SIZES, PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import type { News, NewsCreate, NewsUpdate } from '@texbridge/shared/resources/news';
import { defineResource } from '../../../lib/resource.ts';

/** docs/spec.md §7 news calls, §9 paging, §8 toasts. */
export const newsResource = defineResource<News, NewsCreate, NewsUpdate>({
  key: 'news',
  singular: 'news item',
  plural: 'news items',
  listPath: '/news',
  createPath: '/add-news',
  update: { method: 'PUT', path: (id) => `/news/${encodeURIComponent(id)}` },
  deletePath: (id) => `/delete-news/${encodeURIComponent(id)}`,
  pageSize: PAGE_SIZES.newsAdmin,
  threshold: PAGINATION_THRESHOLDS.general,
  messages: { created: 'News Successfully Added', updated: 'News Updated', deleted: 'News Deleted Successfully' },
});
