import type { Config } from '../../platform/config.ts';
import type { FileStore } from './file-store.ts';
import { localStore } from './local-store.ts';
import { s3Store } from './s3-store.ts';

/** The store the configuration names (STORAGE): UPLOAD_DIR, or the S3 bucket. */
export function openFileStore(config: Pick<Config, 'storage' | 'uploadDir'>): FileStore {
  return config.storage.kind === 's3' ? s3Store(config.storage) : localStore(config.uploadDir);
}
