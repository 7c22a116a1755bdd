import { HttpError } from '../../platform/errors.ts';

/**
 * Where uploaded images are kept (docs/scaling.md): the local disk (`STORAGE=local`, the default) or any
 * S3-compatible service (`STORAGE=s3`). Names are the upload pipeline's (`<hash>.webp`, `<hash>-480w.webp`
 * …, image-variants.ts); a name's bytes never change, so every store may cache and serve them for good.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under the name: a reader sees the whole file or none. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes at the name, or undefined when nothing is stored there. */
  get(name: string): Promise<Buffer | undefined>;
  has(name: string): Promise<boolean>;
  /** Every name stored. */
  list(): Promise<string[]>;
  /** Removes the name; nothing stored there is no error (a forced restore clears what the archive lacks). */
  delete(name: string): Promise<void>;
  /** Where a browser may fetch the name straight from the store (S3_PUBLIC_URL), when it may. */
  publicUrl(name: string): string | undefined;
  close(): Promise<void>;
}

/** How every store lets browsers and CDNs keep an upload: its name is its content hash, so for good. */
export const CACHED_FOR_GOOD = 'public, max-age=31536000, immutable';

export const STORAGE_UNAVAILABLE_MESSAGE =
  'The image store cannot be reached for the moment; nothing was saved. Please try again in a minute.';

/** The store did not answer: a 503 that says nothing was saved, and that a retry may work. */
export class StorageUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, STORAGE_UNAVAILABLE_MESSAGE);
    this.cause = cause;
  }
}
