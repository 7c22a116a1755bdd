import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreArchive } from '../src/backup/restore.ts';
import { unpackArchive } from '../src/backup/unpack.ts';
import { localStore } from '../src/media/storage/local-store.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * docs/adding-a-language.md, the API: a locale's words in the read cache and ETags, in revisions, the trash,
 * the activity log and backups, and the OpenAPI document's parameters.
 */

let server: TestServer;
let admin: Account;
const as = () => ({ token: admin.token });
const folders: string[] = [];

async function ok(method: string, path: string, json?: unknown) {
  const reply = await server.request(method, path, { ...as(), ...(json === undefined ? {} : { json }) });
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(200);
  return reply.body as Record<string, unknown>;
}
const addProduct = async (n: number) => (await ok('POST', '/add-products', bodies.products(n))).insertedId as string;
const titleIn = async (id: string, query = '') =>
  ((await server.request('GET', `/products/${id}${query}`)).body as { title?: string }).title;

interface Revision {
  _id: string;
  action: string;
  data: Record<string, unknown>;
}
const revisionsOf = async (id: string) => (await ok('GET', `/revisions/products/${id}`)) as unknown as Revision[];

beforeAll(async () => {
  admin = await createAccount('locale-history-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
});
afterAll(async () => {
  await server?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the read cache and ETags', () => {
  it('keep each locale apart, and a Chinese edit reaches the Chinese reads at once', async () => {
    const id = await addProduct(1);
    const paths = { en: `/products/${id}`, zh: `/products/${id}?locale=zh`, list: '/products?locale=zh' };
    // Read (and cached) in both languages before any Chinese exists: the same words, but not the same tags.
    const en = await server.request('GET', paths.en);
    const zh = await server.request('GET', paths.zh);
    expect(zh.body).toEqual(en.body);
    expect(zh.headers.get('etag')).not.toBe(en.headers.get('etag'));
    const revalidated = await server.request('GET', paths.zh, {
      headers: { 'if-none-match': en.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(200);
    const same = await server.request('GET', paths.zh, { headers: { 'if-none-match': zh.headers.get('etag')! } });
    expect(same.status).toBe(304);
    await server.request('GET', paths.list);

    await ok('PUT', `/product/${id}?locale=zh`, { title: '精梳棉纱' });
    expect(await titleIn(id, '?locale=zh')).toBe('精梳棉纱');
    expect(((await server.request('GET', paths.list)).body as { title: string }[])[0]!.title).toBe('精梳棉纱');
    const changed = await server.request('GET', paths.zh, { headers: { 'if-none-match': zh.headers.get('etag')! } });
    expect(changed.status).toBe(200);
    // Never the Chinese to an English reader, cached or not.
    for (let read = 0; read < 2; read++) expect(await titleIn(id)).toBe('Product 1');
    expect((await server.request('GET', paths.en)).headers.get('etag')).toBe(en.headers.get('etag'));
  });
});

describe('history', () => {
  it('keeps a revision of a Chinese edit, with every locale’s words, and logs which language changed', async () => {
    const id = await addProduct(2);
    await ok('PUT', `/product/${id}?locale=zh`, { title: '精梳棉纱', desc: '环锭纺。' });
    const [edit, created] = await revisionsOf(id);
    expect(created!.data).not.toHaveProperty('translations');
    expect(edit!.action).toBe('update');
    expect(edit!.data).toMatchObject({
      title: 'Product 2',
      translations: { zh: { title: '精梳棉纱', desc: '环锭纺。' } },
    });
    const [line] = (await ok('GET', '/activity?resource=products&limit=1')) as unknown as Record<string, unknown>[];
    expect(line).toMatchObject({
      action: 'update',
      recordId: id,
      title: 'Product 2',
      detail: 'In 中文: Title, Description',
    });
    // An English edit's revision keeps the Chinese too.
    await ok('PUT', `/product/${id}`, { title: 'Product 2, renamed' });
    const [english] = await revisionsOf(id);
    expect(english!.data).toMatchObject({ title: 'Product 2, renamed', translations: { zh: { title: '精梳棉纱' } } });
  });

  it('restores a revision’s translations with its English, and clears those it did not have', async () => {
    const id = await addProduct(3);
    await ok('PUT', `/product/${id}?locale=zh`, { title: '第一版' });
    await ok('PUT', `/product/${id}?locale=zh`, { title: '第二版' });
    const [second, first, created] = await revisionsOf(id);
    expect(second!.data.translations).toEqual({ zh: { title: '第二版' } });

    await ok('POST', `/revisions/${first!._id}/restore`);
    expect(await titleIn(id, '?locale=zh')).toBe('第一版');
    const [restored] = await revisionsOf(id);
    expect(restored).toMatchObject({ action: 'restore', data: { translations: { zh: { title: '第一版' } } } });

    await ok('POST', `/revisions/${created!._id}/restore`);
    expect(await titleIn(id, '?locale=zh&fallback=none')).toBeNull();
    expect(await titleIn(id, '?locale=zh')).toBe('Product 3');
  });

  it('refuses a revision whose translation no longer passes today’s rules, naming the field and the language', async () => {
    const id = await addProduct(4);
    await ok('PUT', `/product/${id}?locale=zh`, { title: '精梳棉纱' });
    const [edit] = await revisionsOf(id);
    const { revisions } = await import('../src/platform/database/schema.ts');
    const { eq } = await import('drizzle-orm');
    const data = { ...edit!.data, translations: { zh: { title: '纱'.repeat(201) } } };
    await server.database.db.update(revisions).set({ data }).where(eq(revisions._id, edit!._id));
    const reply = await server.request('POST', `/revisions/${edit!._id}/restore`, as());
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^title \(中文\) must be at most 200 characters: this version no longer passes/);
  });

  it('brings a deleted record back from the trash with its translations', async () => {
    const id = await addProduct(5);
    await ok('PUT', `/product/${id}?locale=zh`, { title: '精梳棉纱', specs: [{ label: '支数' }] });
    await ok('DELETE', `/delete-products/${id}`);
    expect((await server.request('GET', `/products/${id}?locale=zh`)).status).toBe(404);
    await ok('POST', `/trash/products/${id}/restore`);
    expect(await server.request('GET', `/products/${id}?locale=zh`)).toMatchObject({
      status: 200,
      body: { title: '精梳棉纱', specs: [{ label: '支数', value: 'Ne 30/1' }, expect.any(Object)] },
    });
  });
});

describe('a backup', () => {
  it('carries every locale’s words there and back', async () => {
    const id = await addProduct(6);
    await ok('PUT', `/product/${id}?locale=zh`, { title: '精梳棉纱 🧵', feature: ['毛羽少'] });
    const archive = await fetch(`${server.url}/backup`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(archive.status).toBe(200);
    const folder = mkdtempSync(join(tmpdir(), 'texbridge-locale-backup-'));
    folders.push(folder);
    writeFileSync(join(folder, 'backup.tar.gz'), Buffer.from(await archive.arrayBuffer()));
    const stagingDir = join(folder, 'staging');
    const manifest = await unpackArchive(join(folder, 'backup.tar.gz'), stagingDir);

    const target = await startTestServer();
    try {
      const files = localStore(target.config.uploadDir);
      await restoreArchive(target.database, { manifest, stagingDir, files, force: true });
      const read = (query: string) => target.request('GET', `/products/${id}${query}`);
      expect((await read('?locale=zh')).body).toMatchObject({ title: '精梳棉纱 🧵', feature: ['毛羽少'] });
      expect((await read('')).body).toEqual((await server.request('GET', `/products/${id}`)).body);
      // The revisions came across with their translations (the restored users keep the admin an admin).
      const kept = (await target.request('GET', `/revisions/products/${id}`, as())).body as Revision[];
      expect(kept[0]!.data.translations).toEqual({ zh: { title: '精梳棉纱 🧵', feature: ['毛羽少'] } });
    } finally {
      await target.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('declares locale and fallback on the translated resources’ reads, and locale on their edits', async () => {
    type Parameter = { name: string; in: string; schema: { enum?: string[] } };
    const doc = (await server.request('GET', '/docs/json')).body as {
      paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
    };
    const query = (path: string, method: string) =>
      Object.fromEntries(
        (doc.paths[path]![method]!.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => [parameter.name, parameter.schema.enum]),
      );
    for (const path of [
      '/products',
      '/',
      '/products/{id}',
      '/sliders',
      '/about-us',
      '/news',
      '/news/{id}',
      '/contact',
      '/privacy',
      '/reviews',
    ]) {
      expect(query(path, 'get'), path).toMatchObject({ locale: ['en', 'zh'], fallback: ['none'] });
    }
    for (const [path, method] of [
      ['/product/{id}', 'put'],
      ['/slider/{id}', 'put'],
      ['/about/{id}', 'patch'],
      ['/news/{id}', 'put'],
      ['/contact/{id}', 'put'],
      ['/privacy/{id}', 'patch'],
    ] as const) {
      expect(query(path, method), path).toEqual({ locale: ['en', 'zh'] });
    }
    // Nothing else gains them: the users' list and the inbox have no words to translate.
    expect(query('/users', 'get')).not.toHaveProperty('locale');
    expect(query('/enquiries', 'get')).not.toHaveProperty('locale');
  });
});
