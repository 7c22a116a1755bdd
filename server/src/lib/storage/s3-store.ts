import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import { CACHED_FOR_GOOD, StorageUnavailableError, type FileStore } from './file-store.ts';

/** How long a request waits on the store before the API answers 503 (connecting, then the whole call). */
const CONNECT_MS = 2_000;
const REQUEST_MS = 10_000;

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Uploads in a bucket of any S3-compatible service, through the official client. An object is written
 * whole by one PutObject, so no reader sees half of one. An answer other than "not there" (the service
 * unreachable, refusing the keys, failing) is a StorageUnavailableError: a 503, nothing saved.
 */
export function s3Store(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    requestHandler: { connectionTimeout: CONNECT_MS, requestTimeout: REQUEST_MS },
    // One try: a retry of an unreachable store only makes the 503 later.
    maxAttempts: 1,
  });
  const Bucket = config.bucket;
  const send = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (isNotFound(error)) throw error;
      throw new StorageUnavailableError(error);
    }
  };
  const orMissing = <T>(work: Promise<T>, missing: T) =>
    work.catch((error: unknown) => {
      if (isNotFound(error)) return missing;
      throw error;
    });

  return {
    kind: 's3',
    async put(name, bytes) {
      await send(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: name,
            Body: bytes,
            ContentType: 'image/webp',
            CacheControl: CACHED_FOR_GOOD,
          }),
        ),
      );
    },
    async get(name) {
      const object = await orMissing(
        send(() => client.send(new GetObjectCommand({ Bucket, Key: name }))),
        undefined,
      );
      if (!object?.Body) return undefined;
      try {
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        throw new StorageUnavailableError(error);
      }
    },
    has: (name) =>
      orMissing(
        send(() => client.send(new HeadObjectCommand({ Bucket, Key: name }))).then(() => true),
        false,
      ),
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await send(() => client.send(new ListObjectsV2Command({ Bucket, ContinuationToken })));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return names;
    },
    async delete(name) {
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key: name })));
    },
    publicUrl: (name) => (config.publicUrl ? `${config.publicUrl}/${name}` : undefined),
    close: async () => client.destroy(),
  };
}
