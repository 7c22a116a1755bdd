import { ApiError } from '@texbridge/shared/api/api-client';
import { getIdToken } from '@texbridge/shared/auth/auth-store';
import { apiUrl } from '../config/runtime.ts';

/** The file name the API gave (Content-Disposition), or `fallback`. */
function fileNameOf(response: Response, fallback: string) {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** The server's sentence from an error answer, or one that says what to do. */
async function failureOf(response: Response) {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: said below.
  }
  return `The server answered ${response.status}. Please try again.`;
}

/** How long a downloaded file's object URL is kept: long enough for any browser to have read it. */
export const REVOKE_AFTER_MS = 60_000;

/**
 * Downloads a file the API serves only to admins (an RFQ's attachment, the RFQ export): a plain link
 * cannot carry the Bearer token, so the file is fetched with it and handed to the browser as a blob.
 */
export async function downloadFromApi(path: string, fallbackName: string) {
  const token = await getIdToken();
  let response: Response;
  try {
    response = await fetch(`${apiUrl()}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, await failureOf(response));
  const name = fileNameOf(response, fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Safari and Firefox read the blob after the click returns, and revoking it then cancels the download.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return name;
}
