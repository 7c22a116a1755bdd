import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '@texbridge/shared/images/responsive';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saveWebp } from '../src/media/images.ts';
import { localStore } from '../src/media/storage/local-store.ts';
import { s3Store } from '../src/media/storage/s3-store.ts';
import { STORAGE_UNAVAILABLE_MESSAGE, type FileStore } from '../src/media/storage/file-store.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { runServerScript } from './helpers/processes.ts';
import { startS3, type TestS3 } from './helpers/s3.ts';
import { startTestServer, type Reply, type TestServer } from './helpers/test-server.ts';

/**
 * STORAGE=s3 (docs/scaling.md) end to end: the real API, real multipart uploads, and a real S3-speaking
 * server (s3rver) the test starts, stops and starts again. Content-hash names, the narrower copies, the
 * immutable caching and the 404s behave as they do on the local disk; a store out of reach is a 503 and
 * leaves nothing behind.
 */
let s3: TestS3;
let server: TestServer;
let bucket: FileStore;
let admin: Account;

beforeAll(async () => {
  admin = await createAccount('s3-uploader');
  s3 = await startS3();
  server = await startTestServer({ ...s3.env, ADMIN_EMAILS: admin.email });
  bucket = s3Store(server.config.storage as Parameters<typeof s3Store>[0]);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await bucket?.close();
  await s3?.close();
});

const picture = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

function upload(bytes: Buffer): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  return server.request('POST', '/uploads', { token: admin.token, form });
}

const hashOf = (url: string) => /^\/uploads\/([0-9a-f]{32})\.webp$/.exec(url)![1]!;

describe('uploads kept in an S3 bucket', () => {
  let url: string;

  it('stores the upload and its narrower copies as objects, under their content hash', async () => {
    const reply = await upload(await picture(1800, 900));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    url = reply.body.url;
    const hash = hashOf(url);
    const stored = await bucket.list();
    expect(stored).toEqual(
      expect.arrayContaining([`${hash}.webp`, ...IMAGE_VARIANT_WIDTHS.map((width) => variantFileName(hash, width))]),
    );
  });

  it('serves them through the API, cached for good, with an ETag a browser revalidates', async () => {
    const hash = hashOf(url);
    const served = await fetch(server.url + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals((await bucket.get(`${hash}.webp`))!)).toBe(true);
    const etag = served.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await fetch(server.url + url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const copy = await fetch(`${server.url}/uploads/${variantFileName(hash, 480)}`);
    expect(copy.status).toBe(200);
    expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width).toBe(480);
  });

  it('labels each object with what it is: an upload WebP, a spec sheet PDF', async () => {
    const typeOf = async (name: string) =>
      (await fetch(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${name}`)).headers.get('content-type');
    await bucket.put('spec-sheet-label-test.pdf', Buffer.from('%PDF-1.7\n'));
    expect(await typeOf('spec-sheet-label-test.pdf')).toBe('application/pdf');
    expect(await typeOf(`${hashOf(url)}.webp`)).toBe('image/webp');
    await bucket.delete('spec-sheet-label-test.pdf');
  });

  it('makes a copy that is not in the bucket when it is asked for', async () => {
    const hash = hashOf(url);
    const name = variantFileName(hash, 720);
    // The bucket as a store that kept uploads before copies existed: the copy is gone, its upload is not.
    const raw = await import('@aws-sdk/client-s3');
    const client = new raw.S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new raw.DeleteObjectCommand({ Bucket: s3.bucket, Key: name }));
    client.destroy();
    expect(await bucket.has(name)).toBe(false);
    const served = await fetch(`${server.url}/uploads/${name}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(720);
    expect(await bucket.has(name)).toBe(true);
  });

  it('answers 404 for a name that is not stored, and for a name the pipeline never writes', async () => {
    expect((await fetch(`${server.url}/uploads/${'0'.repeat(32)}.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/notes.txt`)).status).toBe(404);
  });

  it('answers 503 while the bucket is out of reach, and keeps no half of the upload', async () => {
    const before = await bucket.list();
    const activityBefore = (await server.request('GET', '/activity?resource=uploads', { token: admin.token })).body;
    await s3.stop();
    try {
      const reply = await upload(await picture(900, 600));
      expect(reply.status).toBe(503);
      expect(reply.body).toMatchObject({ statusCode: 503, message: STORAGE_UNAVAILABLE_MESSAGE });
      const served = await fetch(server.url + url);
      expect(served.status).toBe(503);
    } finally {
      await s3.start();
    }
    // No upload was recorded, and the bucket holds no new upload a record could name.
    const activityAfter = (await server.request('GET', '/activity?resource=uploads', { token: admin.token })).body;
    expect(activityAfter).toHaveLength(activityBefore.length);
    const originals = (names: string[]) => names.filter((name) => /^[0-9a-f]{32}\.webp$/.test(name));
    expect(originals(await bucket.list())).toEqual(originals(before));
    // And the store is used again as soon as it is back.
    expect((await upload(await picture(640, 480))).status).toBe(200);
  });
});

describe('S3_PUBLIC_URL', () => {
  it('sends browsers to the bucket or CDN, for good, and records keep their /uploads/ paths', async () => {
    const direct = await startTestServer({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.texbridge.example/uploads/' });
    try {
      const name = `${'a'.repeat(32)}.webp`;
      const reply = await fetch(`${direct.url}/uploads/${name}`, { redirect: 'manual' });
      expect(reply.status).toBe(301);
      expect(reply.headers.get('location')).toBe(`https://cdn.texbridge.example/uploads/${name}`);
      expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    } finally {
      await direct.close();
    }
  });
});

describe('npm run storage:migrate', () => {
  it('copies the uploads on disk into the bucket, checks each by its hash, and copies nothing twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'texbridge-migrate-'));
    const target = await startS3('texbridge-migrated');
    try {
      for (const [width, height] of [
        [700, 500],
        [300, 200],
      ])
        await saveWebp(
          await sharp(await picture(width!, height!))
            .webp()
            .toBuffer(),
          localStore(dir),
        );
      writeFileSync(join(dir, 'notes.txt'), 'not an upload');
      const uploads = readdirSync(dir).filter((name) => name.endsWith('.webp'));
      expect(uploads).toHaveLength(10);
      const env = { ...target.env, UPLOAD_DIR: dir, DATA_DIR: dir, LOG_LEVEL: 'silent' };

      const first = runServerScript('src/cli/storage-migrate.ts', [], env);
      expect(await first.exit, first.output()).toBe(0);
      expect(first.output()).toContain('10 uploads in');
      expect(first.output()).toContain('10 copied to the bucket texbridge-migrated, 0 already there');
      const migrated = s3Store({ ...loadS3(target), bucket: 'texbridge-migrated' });
      try {
        expect((await migrated.list()).sort()).toEqual(uploads.sort());
        for (const name of uploads)
          expect((await migrated.get(name))!.equals(readFileSync(join(dir, name)))).toBe(true);
      } finally {
        await migrated.close();
      }

      const again = runServerScript('src/cli/storage-migrate.ts', [], env);
      expect(await again.exit, again.output()).toBe(0);
      expect(again.output()).toContain('0 copied to the bucket texbridge-migrated, 10 already there');
    } finally {
      await target.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses, saying what to set, when STORAGE is not s3', async () => {
    const run = runServerScript('src/cli/storage-migrate.ts', [], { STORAGE: 'local', LOG_LEVEL: 'silent' });
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain('STORAGE is local: set STORAGE=s3 and the S3_ variables');
  }, 60_000);
});

const loadS3 = (target: TestS3) => ({
  endpoint: target.env.S3_ENDPOINT,
  bucket: target.bucket,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  publicUrl: undefined,
});
