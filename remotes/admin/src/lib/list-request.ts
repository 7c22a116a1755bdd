import { ApiError } from '@texbridge/shared/api/api-client';
import { getIdToken } from '@texbridge/shared/auth/auth-store';
import { apiUrl } from '../config/runtime.ts';

export interface ListPage<TRow> {
  rows: TRow[];
  /** The whole list's length, from X-Total-Count. */
  total: number;
}

/**
 * One page of a list (`?page=&limit=`). The shared API client answers JSON only; paging also needs the
 * X-Total-Count header, so lists are read here, with the same token and the same error sentences.
 */
export async function fetchListPage<TRow>(
  path: string,
  { page, limit }: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<ListPage<TRow>> {
  const url = new URL(apiUrl() + path);
  url.searchParams.set('page', String(page));
  url.searchParams.set('limit', String(limit));
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = await getIdToken();
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, { headers, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new ApiError(
      response.status,
      typeof message === 'string' ? message : `The server answered ${response.status}. Please try again.`,
    );
  }
  const rows = Array.isArray(body) ? (body as TRow[]) : [];
  const header = Number(response.headers.get('X-Total-Count'));
  return { rows, total: Number.isFinite(header) && header >= rows.length ? header : rows.length };
}
