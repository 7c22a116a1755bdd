import type { ErrorBody } from '../schemas/common.ts';

/** A failed API call: the server's sentence when it sent one, else what went wrong on the way. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  /** An ID token for admin calls; called per request so a refreshed token is always used. */
  getToken?: () => Promise<string | null | undefined>;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  body?: unknown;
  /** Each value a parameter of its own; a list, the parameter once per item (`?origin=BD&origin=IN`). */
  query?: Record<string, string | number | readonly string[] | undefined>;
  signal?: AbortSignal;
  /** Shown the answer's headers (a list's X-Total-Count: list-page.ts). */
  onHeaders?: (headers: Headers) => void;
}

/** JSON over fetch in the API's contract: errors become ApiError with the server's message. */
export function createApiClient({ baseUrl, getToken, fetch: doFetch = (...args) => fetch(...args) }: ApiClientOptions) {
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const url = new URL(baseUrl + path);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (Array.isArray(value)) for (const item of value as readonly string[]) url.searchParams.append(key, item);
      else if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = await getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, { method, headers, body, signal: options.signal });
      // Inside the try: an answer cut off halfway (a dropped connection, the fetch's deadline) is as
      // unreachable as one never begun.
      text = await response.text();
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
    }
    const data: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) {
      const message = (data as Partial<ErrorBody> | undefined)?.message;
      throw new ApiError(response.status, message ?? `The server answered ${response.status}. Please try again.`);
    }
    options.onHeaders?.(response.headers);
    return data as T;
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
    delete: <T>(path: string) => request<T>('DELETE', path),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Our uploads are stored root-relative to the API; external images (Cloudinary) are absolute. */
export function resolveAssetUrl(url: string, apiUrl: string): string {
  return /^https?:\/\//.test(url) ? url : apiUrl + url;
}
