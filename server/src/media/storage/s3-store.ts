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
import type { S3Config } from '../../platform/config.ts';
import { CACHED_FOR_GOOD, StorageUnavailableError, type FileStore } from './file-store.ts';

/** How long a call waits on the store before the API answers 503 (docs/scaling.md): to connect, and in all. */
export const S3_DEADLINES = { connectMs: 2_000, callMs: 10_000 } as const;

/**
 * What an object is, by its name: the store keeps uploads (WebP, with their variants) and the spec sheets
 * drawn once per version (docs/spec-sheet.md).
 */
const contentTypeOf = (name: string) => (name.endsWith('.pdf') ? 'application/pdf' : 'image/webp');

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
    requestHandler: {
      connectionTimeout: S3_DEADLINES.connectMs,
      // Without throwOnRequestTimeout the handler only logs a warning when this passes.
      requestTimeout: S3_DEADLINES.callMs,
      throwOnRequestTimeout: true,
    },
    // A PUT's body goes only once the store has answered its headers with 100 Continue: a PUT cut at its
    // deadline has sent the store no body, so a frozen store that wakes has nothing whole to save.
    expectContinueHeader: true,
    // One try: a retry of an unreachable store only makes the 503 later.
    maxAttempts: 1,
  });
  const Bucket = config.bucket;
  /**
   * One call to the store under one deadline, answers included (a GET's body too): when it passes, the
   * signal closes the call's connection, and the caller has its 503 then, whatever the SDK still awaits.
   */
  const send = async <T>(call: (abortSignal: AbortSignal) => Promise<T>): Promise<T> => {
    const abortSignal = AbortSignal.timeout(S3_DEADLINES.callMs);
    let onAbort = () => {};
    const passed = new Promise<never>((_, reject) => {
      onAbort = () => reject(abortSignal.reason);
      abortSignal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([call(abortSignal), passed]);
    } catch (error) {
      if (isNotFound(error)) throw error;
      throw new StorageUnavailableError(error);
    } finally {
      abortSignal.removeEventListener('abort', onAbort);
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
      await send((abortSignal) =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: name,
            Body: bytes,
            ContentType: contentTypeOf(name),
            CacheControl: CACHED_FOR_GOOD,
          }),
          { abortSignal },
        ),
      );
    },
    get: (name) =>
      orMissing(
        send(async (abortSignal) => {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: name }), { abortSignal });
          return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
        }),
        undefined,
      ),
    has: (name) =>
      orMissing(
        send((abortSignal) => client.send(new HeadObjectCommand({ Bucket, Key: name }), { abortSignal })).then(
          () => true,
        ),
        false,
      ),
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        // A deadline per page: a bucket of many pages takes as many calls.
        const page = await send((abortSignal) =>
          client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }), { abortSignal }),
        );
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return names;
    },
    async delete(name) {
      await send((abortSignal) => client.send(new DeleteObjectCommand({ Bucket, Key: name }), { abortSignal }));
    },
    publicUrl: (name) => (config.publicUrl ? `${config.publicUrl}/${name}` : undefined),
    close: async () => client.destroy(),
  };
}
