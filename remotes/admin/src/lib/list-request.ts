import { getPage, type ListPage } from '@texbridge/shared/api/list-page';
import { api } from '../config/runtime.ts';

export type { ListPage };

/** One page of a list (`?page=&limit=`) and its total, with the signed-in token and the API's sentences. */
export const fetchListPage = <TRow>(
  path: string,
  { page, limit }: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<ListPage<TRow>> => getPage<TRow>(api(), path, { query: { page, limit }, signal });
