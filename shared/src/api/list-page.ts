import type { ApiClient, RequestOptions } from './api-client.ts';

/** One page of a list (`?page=&limit=`) and the whole list's length. */
export interface ListPage<TRow> {
  rows: TRow[];
  /** From X-Total-Count; the rows' own count when the header is missing or smaller. */
  total: number;
}

/**
 * A list's page through `client`: give `page` and `limit` in `query`. Apart from the client, so that a
 * page that reads no paged list does not carry it (docs/performance.md, the first visit).
 */
export async function getPage<TRow>(
  client: ApiClient,
  path: string,
  options?: RequestOptions,
): Promise<ListPage<TRow>> {
  let total = Number.NaN;
  const data = await client.get<unknown>(path, {
    ...options,
    onHeaders: (headers) => (total = Number(headers.get('X-Total-Count') ?? Number.NaN)),
  });
  const rows = Array.isArray(data) ? (data as TRow[]) : [];
  return { rows, total: Number.isFinite(total) && total >= rows.length ? total : rows.length };
}
