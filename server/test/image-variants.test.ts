import { localStore } from '../src/media/storage/local-store.ts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@texbridge/shared/images/responsive';
import { backfillVariants, writeVariants } from '../src/media/image-variants.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { uploadImage } from './helpers/uploads.ts';

/** The narrower copies beside every upload: made on upload, at start-up for older uploads, and on request. */
let server: TestServer;
let admin: Account;
/** Stored before this API version: an upload without copies, and a file that is not an image. */
const oldUploads = mkdtempSync(join(tmpdir(), 'texbridge-old-uploads-'));
const oldHash = 'a'.repeat(32);
const brokenHash = 'b'.repeat(32);

const noisy = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).webp();

const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

async function fetchBytes(path: string) {
  const reply = await fetch(server.url + path);
  return { reply, bytes: Buffer.from(await reply.arrayBuffer()) };
}

const upload = (bytes: Buffer) => uploadImage(server, admin.token, bytes);

const until = (check: () => boolean, what: string) =>
  vi.waitFor(() => expect(check(), what).toBe(true), { timeout: 20_000, interval: 50 });

beforeAll(async () => {
  writeFileSync(join(oldUploads, `${oldHash}.webp`), await noisy(1800, 600).toBuffer());
  writeFileSync(join(oldUploads, `${brokenHash}.webp`), 'not an image');
  admin = await createAccount('variants');
  server = await startTestServer({ ADMIN_EMAILS: admin.email, UPLOAD_DIR: oldUploads });
});
afterAll(() => server?.close());

describe('an upload', () => {
  it('is stored with a copy at each width, served with immutable caching', async () => {
    const url = await upload(await noisy(2000, 1000).toBuffer());
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const { reply, bytes } = await fetchBytes(url.replace('.webp', `-${width}w.webp`));
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/webp');
      expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await widthOf(bytes)).toBe(width);
    }
    // The upload itself is still there at its URL, as wide as it came.
    expect(await widthOf((await fetchBytes(url)).bytes)).toBe(2000);
  });

  it('is never upscaled: copies wider than the upload are the upload itself', async () => {
    const url = await upload(await noisy(700, 300).toBuffer());
    const original = (await fetchBytes(url)).bytes;
    expect(await widthOf((await fetchBytes(url.replace('.webp', '-480w.webp'))).bytes)).toBe(480);
    for (const width of [720, 960, 1600]) {
      expect((await fetchBytes(url.replace('.webp', `-${width}w.webp`))).bytes).toEqual(original);
    }
  });
});

describe('uploads stored before copies existed', () => {
  it('get their copies in the background once the API is up, and an unreadable file does not stop that', async () => {
    await until(
      () => IMAGE_VARIANT_WIDTHS.every((width) => existsSync(join(oldUploads, `${oldHash}-${width}w.webp`))),
      'the copies of the old upload',
    );
    for (const width of IMAGE_VARIANT_WIDTHS) {
      expect(await widthOf(readFileSync(join(oldUploads, `${oldHash}-${width}w.webp`)))).toBe(width);
    }
    expect(existsSync(join(oldUploads, `${brokenHash}-480w.webp`))).toBe(false);
    expect((await fetchBytes(`/uploads/${brokenHash}-480w.webp`)).reply.status).toBe(404);
  });

  it('are left alone when their copies exist: a second pass writes nothing', async () => {
    const copy = join(oldUploads, `${oldHash}-960w.webp`);
    await until(() => existsSync(copy), 'the first pass');
    const before = statSync(copy).mtimeMs;
    const errors: string[] = [];
    expect(await backfillVariants(localStore(oldUploads), { onError: (name) => errors.push(name) })).toBe(0);
    expect(statSync(copy).mtimeMs).toBe(before);
    expect(errors).toEqual([`${brokenHash}.webp`]);
  });

  it('get a copy on the spot when a page asks for it before the pass has reached them', async () => {
    const hash = 'c'.repeat(32);
    writeFileSync(join(server.config.uploadDir, `${hash}.webp`), await noisy(1200, 400).toBuffer());
    const { reply, bytes } = await fetchBytes(`/uploads/${hash}-960w.webp`);
    expect(reply.status).toBe(200);
    expect(await widthOf(bytes)).toBe(960);
  });
});

describe('one upload in two stores at once', () => {
  it('gets its copies in each (two APIs in one process, as the test files share theirs)', async () => {
    const stores = [0, 1].map(() => localStore(mkdtempSync(join(tmpdir(), 'texbridge-two-stores-'))));
    const webp = await noisy(1000, 400).toBuffer();
    const hash = 'e'.repeat(32);
    await Promise.all(stores.map((store) => writeVariants(store, hash, webp)));
    for (const store of stores) {
      for (const width of IMAGE_VARIANT_WIDTHS)
        expect(existsSync(join(store.dir, `${hash}-${width}w.webp`))).toBe(true);
    }
  });
});

describe('names that are not copies', () => {
  it.each([
    ['a width the pipeline does not make', `/uploads/${oldHash}-500w.webp`],
    ['a copy of an upload that does not exist', `/uploads/${'d'.repeat(32)}-480w.webp`],
    ['a half-written file', `/uploads/${oldHash}-480w.webp.0123456789ab.tmp`],
  ])('answer 404: %s', async (_, path) => {
    expect((await fetchBytes(path)).reply.status).toBe(404);
    expect(existsSync(join(oldUploads, `${'d'.repeat(32)}-480w.webp`))).toBe(false);
  });
});
