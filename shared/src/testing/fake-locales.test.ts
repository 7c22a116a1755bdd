import { describe, expect, it } from 'vitest';
import { createApiDb } from './api-db.ts';
import { createFakeApi, type FakeAccount } from './fake-api.ts';
import { withLocales, withTranslations } from './fake-locales.ts';
import { make } from './records.ts';

// The fake API's locales must answer as the real API does (docs/adding-a-language.md, "The API";
// server/test/locale-content.test.ts and locale-untranslated.test.ts hold the real one to the same answers).
const API = 'http://api.test';
const accounts: Record<string, FakeAccount> = { admin: { email: 'ayesha@texbridge.example', role: 'admin' } };

function setUp() {
  const db = createApiDb();
  const signIn = (token: string) => accounts[token];
  const api = withLocales(createFakeApi({ origin: API, db, signIn }), signIn);
  const send = async (method: string, path: string, body?: unknown, token: string | null = 'admin') => {
    const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const sent = body === undefined ? undefined : JSON.stringify(body);
    const response = await api.handle(new Request(`${API}${path}`, { method, headers, body: sent }));
    if (!response) throw new Error(`no answer for ${method} ${path}`);
    return response;
  };
  return { api, db, send };
}

const read = async (response: Response) => (await response.json()) as Record<string, unknown>[];

describe('the fake API in another locale', () => {
  it('answers each localized field in the locale, the English where it is missing, and never the translations', async () => {
    const { db, send } = setUp();
    db.sliders.push(withTranslations(make.slider({ title: 'Yarn', caption: 'Counts' }), { zh: { title: '纱线' } }));
    const [english] = await read(await send('GET', '/sliders', undefined, null));
    expect(english).toMatchObject({ title: 'Yarn', caption: 'Counts' });
    expect(english).not.toHaveProperty('translations');
    const zh = await send('GET', '/sliders?locale=zh', undefined, null);
    expect(zh.headers.get('content-language')).toBe('zh-CN');
    expect((await read(zh))[0]).toMatchObject({ title: '纱线', caption: 'Counts' });
    const none = await read(await send('GET', '/sliders?locale=zh&fallback=none', undefined, null));
    expect(none[0]).toMatchObject({ title: '纱线', caption: null, translationStatus: { zh: 'partial' } });
    expect((await read(await send('GET', '/sliders?fallback=none')))[0]).toMatchObject({
      title: 'Yarn',
      translationStatus: { zh: 'partial' },
    });
  });

  it('keeps the records not complete in a locale with untranslated, paged and counted after the filter', async () => {
    const { db, send, api } = setUp();
    const whole = { title: '纱线', caption: '支数' };
    db.sliders.push(
      withTranslations(make.slider({ title: 'One' }), { zh: whole }),
      make.slider({ title: 'Two' }),
      withTranslations(make.slider({ title: 'Three' }), { zh: { title: '三' } }),
      withTranslations(make.slider({ title: 'Four' }), { zh: whole }),
      make.slider({ title: 'Five' }),
    );
    const titles = async (path: string) => (await read(await send('GET', path))).map((row) => row.title);
    expect(await titles('/sliders?untranslated=zh')).toEqual(['Two', 'Three', 'Five']);
    const page = await send('GET', '/sliders?untranslated=zh&page=2&limit=2&fallback=none');
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(api.requests.at(-1)?.search).toBe('?untranslated=zh&page=2&limit=2&fallback=none');
    expect(await read(page)).toEqual([
      expect.objectContaining({ title: 'Five', translationStatus: { zh: 'missing' } }),
    ]);
  });

  it('writes an edit in zh into the translations, merged, an empty one clearing it, and refuses as the API does', async () => {
    const { db, send, api } = setUp();
    const product = withTranslations(make.product({ specs: [{ label: 'Count', value: 'Ne 30/1' }] }), {
      zh: { title: '精梳棉纱', desc: '描述' },
    });
    db.products.push(product);
    const path = `/product/${product._id}?locale=zh`;
    const edit = await send('PUT', path, { desc: '', specs: [{ label: '支数', value: '' }] });
    expect(await edit.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect((db.products[0] as { translations?: unknown }).translations).toEqual({
      zh: { title: '精梳棉纱', specs: [{ label: '支数' }] },
    });
    expect(db.products[0]!.desc).toBe(product.desc);
    expect(api.requests.at(-1)).toMatchObject({ method: 'PUT', search: '?locale=zh', body: { desc: '' } });

    const tooLong = await send('PUT', path, { title: '长'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).message).toBe('title (中文) must be at most 200 characters');
    const notWords = await send('PUT', path, { category: 'dyes' });
    expect((await notWords.json()).message).toMatch(/^category is the same in every language/);
    expect((await send('PUT', path, { title: '纱' }, null)).status).toBe(401);
    expect((await send('POST', '/add-products?locale=zh', { title: '纱' })).status).toBe(400);
    expect((await send('GET', '/products?locale=fr')).status).toBe(400);
  });
});
