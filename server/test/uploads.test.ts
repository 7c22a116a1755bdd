import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from './helpers/accounts.ts';
import { startTestServer, type Reply, type TestServer } from './helpers/test-server.ts';

/** POST /uploads end to end: real images made by sharp, real multipart, the real upload folder. */
let server: TestServer;
let admin: Account;

beforeAll(async () => {
  admin = await createAccount('uploader');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
});
afterAll(() => server?.close());

const UPLOADED_URL = /^\/uploads\/[0-9a-f]{32}\.webp$/;
const errorShape = (statusCode: number) => ({ statusCode, error: expect.any(String), message: expect.any(String) });

function upload(bytes: Buffer | string, name: string, type: string, field = 'file'): Promise<Reply> {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return server.request('POST', '/uploads', { token: admin.token, form });
}

/** A noisy picture, so that encoders cannot shrink it to nothing and two sizes never collide. */
function picture(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 90 } } });

/** Uploads, expects a WebP URL, and answers the stored file's bytes as served. */
async function uploadImage(bytes: Buffer, name: string, type: string) {
  const reply = await upload(bytes, name, type);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body).toEqual({ url: expect.stringMatching(UPLOADED_URL) });
  const url = reply.body.url as string;
  const served = await fetch(server.url + url);
  expect(served.status).toBe(200);
  return { url, served, bytes: Buffer.from(await served.arrayBuffer()) };
}

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe('accepted images', () => {
  const formats = [
    { name: 'photo.png', type: 'image/png', make: () => picture(64, 48).png().toBuffer() },
    { name: 'photo.jpg', type: 'image/jpeg', make: () => picture(64, 48).jpeg().toBuffer() },
    { name: 'anim.gif', type: 'image/gif', make: () => picture(64, 48).gif().toBuffer() },
    { name: 'photo.avif', type: 'image/avif', make: () => picture(64, 48).avif().toBuffer() },
  ];

  it.each(formats)('re-encodes $type to WebP, served with immutable caching', async ({ name, type, make }) => {
    const { url, served, bytes } = await uploadImage(await make(), name, type);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const cacheControl = served.headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('immutable');
    expect(cacheControl).toContain('max-age=31536000');
    expect(isWebp(bytes)).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    // What is served is what is on disk, under the name in the URL.
    expect(readFileSync(join(server.config.uploadDir, basename(url)))).toEqual(bytes);
  });

  it('strips EXIF metadata', async () => {
    const jpeg = await picture(40, 30)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined(); // the input really carries EXIF
    const { bytes } = await uploadImage(jpeg, 'exif.jpg', 'image/jpeg');
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret'))).toBe(false);
  });

  it('caps the longest side at 2400 px and never enlarges', async () => {
    const wide = await uploadImage(await flat(3000, 1000).png().toBuffer(), 'wide.png', 'image/png');
    expect(await sharp(wide.bytes).metadata()).toMatchObject({ width: 2400, height: 800 });
    const tall = await uploadImage(await flat(900, 3600).jpeg().toBuffer(), 'tall.jpg', 'image/jpeg');
    expect(await sharp(tall.bytes).metadata()).toMatchObject({ width: 600, height: 2400 });
    const small = await uploadImage(await flat(120, 80).png().toBuffer(), 'small.png', 'image/png');
    expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 120, height: 80 });
  });

  it('stores the same image once, under the same URL', async () => {
    const png = await picture(50, 50).png().toBuffer();
    const first = await upload(png, 'a.png', 'image/png');
    const before = readdirSync(server.config.uploadDir).length;
    const second = await upload(png, 'b-renamed.png', 'image/png');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.url).toBe(first.body.url);
    expect(readdirSync(server.config.uploadDir)).toHaveLength(before);
  });

  it('refuses callers who are not admins', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await flat(10, 10).png().toBuffer())], { type: 'image/png' }),
      'x.png',
    );
    const anonymous = await server.request('POST', '/uploads', { form });
    expect(anonymous.status).toBe(401);
    const member = await createAccount('member');
    const signedIn = await server.request('POST', '/uploads', { token: member.token, form });
    expect(signedIn.status).toBe(403);
  });
});

describe('attacks', () => {
  let before: string[];
  beforeAll(() => {
    before = readdirSync(server.config.uploadDir).sort();
  });

  it('refuses an SVG named evil.png and declared image/png', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const reply = await upload(svg, 'evil.png', 'image/png');
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual(errorShape(415));
  });

  it('refuses an SVG declared as SVG', async () => {
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    expect((await upload(svg, 'logo.svg', 'image/svg+xml')).status).toBe(415);
  });

  it('refuses HTML named x.png', async () => {
    const reply = await upload(
      '<!doctype html><html><body><script>alert(1)</script></body></html>',
      'x.png',
      'image/png',
    );
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual(errorShape(415));
  });

  it('refuses a text file', async () => {
    const reply = await upload('just some notes\n', 'notes.txt', 'text/plain');
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual(errorShape(415));
  });

  it('refuses a file over 10 MB with 413', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = Buffer.concat([signature, randomBytes(11 * 1024 * 1024)]);
    const reply = await upload(big, 'big.png', 'image/png');
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual(errorShape(413));
  });

  it('refuses an image over 40 megapixels with 413, however small its file', async () => {
    const huge = await flat(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    const reply = await upload(huge, 'huge.png', 'image/png');
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual(errorShape(413));
    expect(reply.body.message).toContain('8000');
  });

  it('refuses a multipart body without a file, or with the file under another name, with 400', async () => {
    const empty = new FormData();
    empty.append('note', 'no file here');
    const none = await server.request('POST', '/uploads', { token: admin.token, form: empty });
    expect(none.status).toBe(400);
    expect(none.body).toEqual(errorShape(400));

    const png = await flat(10, 10).png().toBuffer();
    const wrongField = await upload(png, 'ok.png', 'image/png', 'image');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toEqual(errorShape(400));
    expect(wrongField.body.message).toContain('file');
  });

  it('refuses a JSON body with 415 in the error shape', async () => {
    const reply = await server.request('POST', '/uploads', { token: admin.token, json: { file: 'aGVsbG8=' } });
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual(errorShape(415));
  });

  it('refuses a PNG signature followed by garbage, and a PNG cut in half', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const garbage = await upload(Buffer.concat([signature, randomBytes(4096)]), 'corrupt.png', 'image/png');
    expect(garbage.status).toBe(415);
    expect(garbage.body).toEqual(errorShape(415));

    const real = await picture(200, 200).png().toBuffer();
    const cut = await upload(real.subarray(0, Math.floor(real.length / 2)), 'cut.png', 'image/png');
    expect(cut.status).toBe(415);
    expect(cut.body).toEqual(errorShape(415));
  });

  it('left nothing in the upload folder', () => {
    expect(readdirSync(server.config.uploadDir).sort()).toEqual(before);
  });
});

/** A GET whose path reaches the server exactly as written (fetch would resolve the dots itself). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('path traversal', () => {
  // A file beside the upload folder, with contents that cannot appear by chance (error messages echo its name).
  const secret = `texbridge-secret-${randomBytes(6).toString('hex')}`;
  const contents = `contents-${randomBytes(12).toString('hex')}`;
  let secretPath: string;
  beforeAll(() => {
    secretPath = join(dirname(server.config.uploadDir), `${secret}.txt`);
    writeFileSync(secretPath, contents);
  });
  afterAll(() => rmSync(secretPath, { force: true }));

  it.each([
    '/uploads/../package.json',
    '/uploads/%2e%2e/package.json',
    '/uploads/..%2fpackage.json',
    '/uploads/%2e%2e%2fpackage.json',
    '/uploads/....//package.json',
    '/uploads/%2e%2e%5cpackage.json',
  ])('GET %s serves no file from outside the upload folder', async (path) => {
    const { status, body } = await rawGet(path);
    expect(body).not.toContain('"name"');
    expect(body).not.toContain('@texbridge');
    expect(status).toBeGreaterThanOrEqual(400);
  });

  it.each(['/uploads/../NAME.txt', '/uploads/%2e%2e/NAME.txt', '/uploads/..%2fNAME.txt', '/uploads/%2e%2e%2fNAME.txt'])(
    'GET %s does not reach a file beside the upload folder',
    async (template) => {
      const { status, body } = await rawGet(template.replace('NAME', secret));
      expect(body).not.toContain(contents);
      expect(status).toBeGreaterThanOrEqual(400);
    },
  );

  it('lists no directory', async () => {
    const { status, body } = await rawGet('/uploads/');
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body).not.toMatch(/[0-9a-f]{32}\.webp/);
  });
});

describe('malformed multipart', () => {
  const BOUNDARY = 'texbridge-boundary-7c1d';
  const head = (name = 'swatch.png') =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  const send = (raw: string, contentType: string) =>
    server.request('POST', '/uploads', { token: admin.token, raw, headers: { 'content-type': contentType } });
  let before: string[];
  beforeAll(() => {
    before = readdirSync(server.config.uploadDir).sort();
  });

  it.each([
    ['no boundary in the content type', `${head()}PNGDATA\r\n--${BOUNDARY}--\r\n`, 'multipart/form-data'],
    ['an empty boundary', `${head()}PNGDATA\r\n--${BOUNDARY}--\r\n`, 'multipart/form-data; boundary='],
    [
      'a body cut off inside the file',
      `${head()}\u0089PNG\r\n\u001a\nhalf of a pict`,
      `multipart/form-data; boundary=${BOUNDARY}`,
    ],
    [
      'a body cut off inside the part headers',
      `--${BOUNDARY}\r\nContent-Disposition: form-da`,
      `multipart/form-data; boundary=${BOUNDARY}`,
    ],
    [
      'a body without the declared boundary',
      'just some bytes, no parts at all',
      `multipart/form-data; boundary=${BOUNDARY}`,
    ],
    ['an empty body', '', `multipart/form-data; boundary=${BOUNDARY}`],
  ])('%s is a 400 with a sentence, never a 500', async (_name, raw, contentType) => {
    const reply = await send(raw, contentType);
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(reply.body).toEqual(errorShape(400));
    expect(reply.body.message).toMatch(/^file .*multipart/);
  });

  it('left nothing in the upload folder', () => {
    expect(readdirSync(server.config.uploadDir).sort()).toEqual(before);
  });
});
