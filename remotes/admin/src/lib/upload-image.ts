import { ApiError } from '@texbridge/shared/api/api-client';
import { getIdToken } from '@texbridge/shared/auth/auth-store';
import { apiUrl, runtimeConfig } from '../config/runtime.ts';
import { checkImageFile } from './image-checks.ts';

const UPLOAD_CANCELLED = 'The upload was cancelled: nothing was saved, and the form is as you left it.';

/** Called with 0–100 while the file goes up. */
export type UploadProgress = (percent: number) => void;

interface XhrResult {
  status: number;
  body: Record<string, unknown> | undefined;
}

/** fetch() cannot report upload progress; XMLHttpRequest can. */
function postForm(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  onProgress: UploadProgress,
  signal?: AbortSignal,
) {
  return new Promise<XhrResult>((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError(0, UPLOAD_CANCELLED));
    const xhr = new XMLHttpRequest();
    // Rejects at once, whether or not the XHR in use reports its abort.
    const cancel = () => {
      xhr.abort();
      reject(new ApiError(0, UPLOAD_CANCELLED));
    };
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: XhrResult['body'];
      try {
        body = JSON.parse(xhr.responseText) as XhrResult['body'];
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, 'The image could not be uploaded: the server could not be reached.'));
    xhr.onabort = () => reject(new ApiError(0, UPLOAD_CANCELLED));
    xhr.send(form);
  });
}

const serverSentence = (body: XhrResult['body']) => {
  const message = body?.message ?? (body?.error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * Uploads an image and answers the URL to store (docs/spec.md §4: the record is created only if a URL comes back).
 * Our API's POST /uploads answers a root-relative /uploads/… path; Cloudinary, when configured, an absolute URL.
 */
export async function uploadImage(
  file: File,
  onProgress: UploadProgress = () => {},
  signal?: AbortSignal,
): Promise<string> {
  const problem = checkImageFile(file);
  if (problem) throw new ApiError(0, problem);

  const form = new FormData();
  form.append('file', file, file.name);
  const cloudinary = runtimeConfig().cloudinary;
  let result: XhrResult;
  if (cloudinary) {
    form.append('upload_preset', cloudinary.uploadPreset);
    const url = `https://api.cloudinary.com/v1_1/${encodeURIComponent(cloudinary.cloudName)}/image/upload`;
    result = await postForm(url, form, {}, onProgress, signal);
  } else {
    const token = await getIdToken();
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    result = await postForm(`${apiUrl()}/uploads`, form, headers, onProgress, signal);
  }

  if (result.status < 200 || result.status >= 300) {
    throw new ApiError(
      result.status,
      serverSentence(result.body) ?? `The image could not be uploaded: the server answered ${result.status}.`,
    );
  }
  const url = result.body?.secure_url ?? result.body?.url;
  if (typeof url !== 'string' || !url) {
    throw new ApiError(result.status, 'The image host answered without a URL, so nothing was saved. Please try again.');
  }
  onProgress(100);
  return url;
}
