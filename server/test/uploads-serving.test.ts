import { localStore } from '../src/media/storage/local-store.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveWebp } from '../src/media/images.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** GET /uploads/*: what the folder serves, and how often. */
let server: TestServer;
let stored: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MAX: '5' });
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336' } })
    .webp()
    .toBuffer();
  stored = await saveWebp(webp, localStore(server.config.uploadDir));
  // What an operator (or a backup tool) might leave in the folder.
  writeFileSync(join(server.config.uploadDir, '.secret'), 'DATABASE_URL=postgres://…');
  writeFileSync(join(server.config.uploadDir, 'notes.txt'), 'not an upload');
  mkdirSync(join(server.config.uploadDir, '.git'), { recursive: true });
  writeFileSync(join(server.config.uploadDir, '.git', 'config'), '[core]');
});
afterAll(() => server?.close());

describe('the uploads folder', () => {
  it('serves the files the upload pipeline wrote', async () => {
    const reply = await server.request('GET', stored);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/webp');
  });

  it.each(['/uploads/.secret', '/uploads/notes.txt', '/uploads/.git/config', '/uploads/%2esecret'])(
    'serves nothing else: %s is 404',
    async (path) => {
      const reply = await server.request('GET', path);
      expect(reply.status).toBe(404);
      expect(JSON.stringify(reply.body)).not.toContain('DATABASE_URL');
    },
  );

  it('limits files on a counter of their own, ten times the API limit', async () => {
    // RATE_LIMIT_MAX=5: the API allows 5 a minute, files 50; the tests above spent some of the files'.
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await server.request('GET', stored)).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    // The API's own counter is untouched by the files.
    expect((await server.request('GET', '/healthz')).status).toBe(200);
  });
});
