import { getPage, type ListPage } from '@texbridge/shared/api/list-page';
import { api } from '../config/runtime.ts';

export type { ListPage };

/**
 * One page of a list (`?page=&limit=`, the words searched for, `q`, where the screen searches, and a translated
 * resource's `fallback=none` and `untranslated`, docs/adding-a-language.md) and its total, with the signed-in
 * token and the API's sentences.
 */
export const fetchListPage = <TRow>(
  path: string,
  query: { page: number; limit: number; q?: string; fallback?: 'none'; untranslated?: string },
  signal?: AbortSignal,
): Promise<ListPage<TRow>> => getPage<TRow>(api(), path, { query, signal });
