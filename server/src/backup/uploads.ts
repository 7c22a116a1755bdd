import { HttpError } from '../platform/errors.ts';
import { isStoredFileName } from '../media/image-variants.ts';
import { StorageUnavailableError, type FileStore } from '../media/storage/file-store.ts';

/**
 * The uploads a store holds: the names the upload pipeline writes (an upload and its narrower copies), the
 * only ones /uploads/ serves, in order. A name is a content hash and a store writes it whole (FileStore.put),
 * so its bytes never change; temporary files and anything else beside them are not uploads.
 */
export async function storedUploads(files: FileStore): Promise<string[]> {
  return (await files.list()).filter(isStoredFileName).sort();
}

/** The store in a sentence: the upload folder's path, or the S3 bucket. */
export function storeName(files: FileStore): string {
  if ('dir' in files && typeof files.dir === 'string') return files.dir;
  return files.kind === 's3' ? 'the S3 bucket' : 'the upload folder';
}

/** Why a store's call failed, in a few words: the store's own cause ("connect ECONNREFUSED …") when it gave one. */
export function failureReason(error: unknown): string {
  const cause = error instanceof StorageUnavailableError ? error.cause : error;
  if (cause instanceof Error) return cause.message || (cause as NodeJS.ErrnoException).code || cause.name;
  return String(cause);
}

/**
 * A backup that could not read the uploads, in one sentence; a store out of reach stays a 503, so that
 * GET /backup answers it as such.
 */
export function unreadableUploads(files: FileStore, what: string, error: unknown): Error {
  const sentence = `The backup cannot read ${what} from ${storeName(files)} (${failureReason(error)}), so no backup was taken: make sure the image store can be reached, then back up again.`;
  const wrapped = error instanceof StorageUnavailableError ? new HttpError(503, sentence) : new Error(sentence);
  wrapped.cause = error;
  return wrapped;
}
