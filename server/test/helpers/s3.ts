import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { freePort } from './ports.ts';

export interface TestS3 {
  /** The STORAGE=s3 variables for an API on this server's bucket. */
  env: Record<string, string>;
  bucket: string;
  /** Stops the server: the bucket is out of reach until `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with what it held. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The API's settings for an s3rver on `port` holding `bucket`. */
export const s3Env = (port: number, bucket: string): Record<string, string> => ({
  STORAGE: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  // s3rver's own keys.
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

/** A real S3-speaking server (s3rver, from npm) on a free port, its objects in a folder of its own. */
export async function startS3(bucket = 'texbridge-uploads'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'texbridge-s3-'));
  const port = await freePort();
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    await server.run();
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  return {
    bucket,
    env: s3Env(port, bucket),
    stop,
    start,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
