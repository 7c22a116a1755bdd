import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specSheetPath } from '@texbridge/shared/resources/public-reads';
import { s3Store, S3_DEADLINES } from '../../src/media/storage/s3-store.ts';
import {
  STORAGE_UNAVAILABLE_MESSAGE,
  StorageUnavailableError,
  type FileStore,
} from '../../src/media/storage/file-store.ts';
import { createAccount, type Account } from '../helpers/accounts.ts';
import { bodies } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { uploadImage } from '../helpers/uploads.ts';
import { startS3Process, type S3Process } from './helpers/s3-process.ts';

/**
 * STORAGE=s3 with the store frozen (SIGSTOP): it still accepts connections, and answers nothing. Every
 * call that needs the store answers 503 within its deadline (docs/scaling.md), and what was cut at the
 * deadline is not saved when the store wakes (SIGCONT).
 */
let s3: S3Process;
let server: TestServer;
let bucket: FileStore;
let admin: Account;
let uploaded: string;
let productId: string;

/** The deadline, and what a loaded machine adds to it: the API's own work and the request's way back. */
const ANSWERED_WITHIN_MS = S3_DEADLINES.callMs + 5_000;

beforeAll(async () => {
  admin = await createAccount('s3-frozen');
  s3 = await startS3Process();
  server = await startTestServer({ ...s3.env, ADMIN_EMAILS: admin.email });
  bucket = s3Store(server.config.storage as Parameters<typeof s3Store>[0]);
  uploaded = await uploadImage(server, admin.token, await picture(800, 600), 'image/png');
  const added = await server.request('POST', '/add-products', {
    token: admin.token,
    json: { ...bodies.products(1), productImage: uploaded },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  productId = added.body.insertedId;
}, 60_000);
afterAll(async () => {
  s3?.thaw();
  await server?.close();
  await bucket?.close();
  await s3?.close();
});

const picture = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

/** A request the test gives up on after the deadline and its margin: a store that hangs the API fails here. */
async function call(path: string, init: RequestInit = {}) {
  const reply = await fetch(server.url + path, { ...init, signal: AbortSignal.timeout(ANSWERED_WITHIN_MS) });
  const text = await reply.text();
  return { status: reply.status, text };
}

async function uploadForm() {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await picture(900, 600))], { type: 'image/png' }), 'photo.png');
  return form;
}

/**
 * Waits until the woken store has worked through what reached it while frozen: a call sent after the wake
 * is answered only once the store's single process runs again, after the bytes it had already received.
 */
async function storeAnswersAgain() {
  const marker = `marker-${randomBytes(4).toString('hex')}`;
  await bucket.put(marker, Buffer.from('awake'));
  expect(await bucket.has(marker)).toBe(true);
  await bucket.delete(marker);
}

describe('a frozen S3 store', () => {
  it('answers 503 within the deadline for an upload, an upload served and an uncached spec sheet, and saves nothing', async () => {
    const objectsBefore = (await bucket.list()).sort();
    const activityBefore = (await server.request('GET', '/activity?resource=uploads', { token: admin.token })).body;
    const form = await uploadForm();
    s3.freeze();
    const started = Date.now();
    let replies: { status: number; text: string }[];
    try {
      replies = await Promise.all([
        call('/uploads', { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form }),
        call(uploaded),
        call(specSheetPath(productId)),
      ]);
    } finally {
      s3.thaw();
    }
    expect(Date.now() - started).toBeLessThan(ANSWERED_WITHIN_MS);
    for (const reply of replies) {
      expect(reply.status, reply.text).toBe(503);
      expect(JSON.parse(reply.text)).toMatchObject({ statusCode: 503, message: STORAGE_UNAVAILABLE_MESSAGE });
    }

    await storeAnswersAgain();
    expect((await bucket.list()).sort()).toEqual(objectsBefore);
    const activityAfter = (await server.request('GET', '/activity?resource=uploads', { token: admin.token })).body;
    expect(activityAfter).toHaveLength(activityBefore.length);
    // And the store is used again as soon as it answers.
    expect((await call(uploaded)).status).toBe(200);
  }, 60_000);

  it('cuts a PutObject at the deadline, and the object does not land when the store wakes', async () => {
    const name = `${randomBytes(16).toString('hex')}.webp`;
    s3.freeze();
    const started = Date.now();
    try {
      await expect(bucket.put(name, await picture(300, 200))).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      s3.thaw();
    }
    expect(Date.now() - started).toBeLessThan(ANSWERED_WITHIN_MS);
    await storeAnswersAgain();
    // No byte of the body landed. (S3 stores nothing of a PUT whose body never comes; s3rver creates the
    // object's file as soon as it has the headers, and leaves it empty.) A body sent before the cut
    // would land whole when the store wakes.
    expect((await bucket.get(name))?.length ?? 0).toBe(0);
  }, 60_000);

  it('cuts a GET whose body stalls half-way at the deadline, and closes its connection', async () => {
    // s3rver cannot be frozen half-way through a body on cue: this store sends the headers of an object
    // and its first bytes, then nothing.
    let closed: number | undefined;
    const stalling = createServer((socket) => {
      socket.once('data', () =>
        socket.write('HTTP/1.1 200 OK\r\ncontent-type: image/webp\r\ncontent-length: 100000\r\n\r\nRIFF'),
      );
      socket.on('close', () => (closed = Date.now()));
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    const store = s3Store({
      endpoint: `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`,
      bucket: 'stalling',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: undefined,
    });
    const started = Date.now();
    try {
      await expect(store.get(`${'b'.repeat(32)}.webp`)).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(Date.now() - started).toBeLessThan(ANSWERED_WITHIN_MS);
      await expect.poll(() => closed, { timeout: 5_000 }).toBeDefined();
    } finally {
      await store.close();
      stalling.close();
    }
  }, 60_000);
});
