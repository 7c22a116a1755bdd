import { getPage, type ListPage } from '@texbridge/shared/api/list-page';
import { api } from '../config/runtime.ts';

export type { ListPage };

/**
 * One page of a list (`?page=&limit=`, and the words searched for, `q`, where the screen searches) and its
 * total, with the signed-in token and the API's sentences.
 */
export const fetchListPage = <TRow>(
  path: string,
  { page, limit, q }: { page: number; limit: number; q?: string },
  signal?: AbortSignal,
): Promise<ListPage<TRow>> => getPage<TRow>(api(), path, { query: { page, limit, ...(q && { q }) }, signal });
