import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';

/** Uploads an image as an admin (POST /uploads) and answers its stored URL; any other answer fails the test. */
export async function uploadImage(server: TestServer, token: string, bytes: Buffer, type = 'image/webp') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), `image.${type.split('/')[1]}`);
  const reply = await server.request('POST', '/uploads', { token, form });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { url: string }).url;
}
