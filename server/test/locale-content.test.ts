import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addInDefaultLocaleMessage, unknownFallbackMessage } from '@texbridge/shared/locales/locale-query';
import { unknownLocaleMessage } from '@texbridge/shared/locales/locales';
import { products, reviews } from '../src/platform/database/schema.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** docs/adding-a-language.md, the API: reads in a locale, an edit of a locale's words, and calls without one. */

let server: TestServer;
let admin: Account;
const as = () => ({ token: admin.token });

async function ok(method: string, path: string, json?: unknown) {
  const reply = await server.request(method, path, { ...as(), ...(json === undefined ? {} : { json }) });
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(200);
  return reply.body as Record<string, unknown>;
}
const add = async (path: string, body: object) => (await ok('POST', path, body)).insertedId as string;
const read = async (path: string) => {
  const reply = await server.request('GET', path);
  expect(reply.status, `GET ${path}: ${JSON.stringify(reply.body)}`).toBe(200);
  return reply.body;
};
const stored = async (id: string) => (await server.database.db.select().from(products).where(eq(products._id, id)))[0]!;

beforeAll(async () => {
  admin = await createAccount('locale-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
});
afterAll(() => server?.close());

describe('a call without locale', () => {
  it('answers every read of docs/spec.md §7 byte for byte as before a translation was written', async () => {
    const ids = {
      slider: await add('/add-sliders', bodies.sliders(1)),
      about: await add('/add-about', bodies.about(1)),
      news: await add('/add-news', bodies.news(1)),
      contact: await add('/add-contact', bodies.contacts(1)),
      product: await add('/add-products', bodies.products(1)),
      privacy: await add('/add-privacy', bodies.privacy(1)),
      review: await add('/add-reviews', bodies.reviews(1)),
    };
    const reads = [
      '/sliders',
      '/about-us',
      '/news',
      `/news/${ids.news}`,
      '/contact',
      '/products',
      '/?category=yarn',
      '/products?page=1&limit=5',
      `/products/${ids.product}`,
      '/privacy',
      '/reviews',
    ];
    const answers = async () =>
      Promise.all(
        reads.map(async (path) => {
          const response = await fetch(server.url + path);
          const headers = ['content-type', 'cache-control', 'etag', 'x-total-count', 'content-language', 'vary'];
          return { path, text: await response.text(), headers: headers.map((name) => response.headers.get(name)) };
        }),
      );
    const before = await answers();

    await ok('PUT', `/slider/${ids.slider}?locale=zh`, { title: '每位针织商的纱线', caption: '精梳、普梳和麻灰纱' });
    await ok('PATCH', `/about/${ids.about}?locale=zh`, { title: '关于我们' });
    await ok('PUT', `/news/${ids.news}?locale=zh`, { title: '工厂参观', content: '报告。' });
    await ok('PUT', `/contact/${ids.contact}?locale=zh`, { add1: { addT1: '总部' } });
    await ok('PUT', `/product/${ids.product}?locale=zh`, { title: '精梳棉纱 Ne 30/1', specs: [{ label: '支数' }] });
    await ok('PATCH', `/privacy/${ids.privacy}?locale=zh`, { why: '二十年的采购经验。' });
    // Reviews have no edit call: their words in another locale come from the seed, written as it writes them,
    // and a review added then deleted drops the reviews' cached reads.
    await server.database.db
      .update(reviews)
      .set({ translations: { zh: { comment: '质量稳定。' } } })
      .where(eq(reviews._id, ids.review));
    await ok('DELETE', `/delete-reviews/${await add('/add-reviews', bodies.reviews(2))}`);

    const after = await answers();
    expect(after).toEqual(before);
    for (const { path, text } of after)
      expect(text, path).not.toMatch(/translations|translationStatus|[\u4e00-\u9fff]/);
    // And the words were written: the same reads in Chinese say them.
    expect(await read(`/products/${ids.product}?locale=zh`)).toMatchObject({ title: '精梳棉纱 Ne 30/1' });
    expect(await read('/reviews?locale=zh')).toEqual([expect.objectContaining({ comment: '质量稳定。' })]);
  });
});

describe('a read in a locale', () => {
  let id: string;
  beforeAll(async () => {
    id = await add('/add-products', bodies.products(20));
    await ok('PUT', `/product/${id}?locale=zh`, {
      title: '精梳棉纱 Ne 30/1',
      feature: ['毛羽少', '条干均匀'],
      specs: [{ label: '支数' }, { label: '强力', value: '16' }],
    });
  });

  it('answers each localized field in Chinese, falling back per field and per row part to English', async () => {
    const english = bodies.products(20);
    for (const path of [`/products/${id}?locale=zh`, '/products?locale=zh&limit=1']) {
      const body = await read(path);
      const record = Array.isArray(body) ? body[0] : body;
      expect(record).toEqual({
        ...english,
        _id: id,
        title: '精梳棉纱 Ne 30/1',
        feature: ['毛羽少', '条干均匀'],
        specs: [
          { label: '支数', value: 'Ne 30/1' },
          { label: '强力', value: '16', unit: 'cN/tex' },
        ],
      });
    }
    // The fallback is read, never stored: the row keeps English in its columns and only Chinese in translations.
    const row = await stored(id);
    expect(row.desc).toBe(english.desc);
    expect(row.translations).toEqual({
      zh: {
        title: '精梳棉纱 Ne 30/1',
        feature: ['毛羽少', '条干均匀'],
        specs: [{ label: '支数' }, { label: '强力', value: '16' }],
      },
    });
  });

  it('answers null for each missing translation with fallback=none, and each record’s translationStatus', async () => {
    const record = (await read(`/products/${id}?locale=zh&fallback=none`)) as Record<string, unknown>;
    expect(record).toMatchObject({
      title: '精梳棉纱 Ne 30/1',
      desc: null,
      composition: null,
      endUse: null,
      hsCode: '520524',
      category: 'yarn',
      specs: [
        { label: '支数', value: null },
        { label: '强力', value: '16', unit: 'cN/tex' },
      ],
      translationStatus: { zh: 'partial' },
    });
    // The English reading asked the same way says how far each record is translated, and changes no words.
    const english = (await read('/products?fallback=none')) as Record<string, unknown>[];
    expect(english.find((row) => row._id === id)).toMatchObject({
      title: 'Product 20',
      translationStatus: { zh: 'partial' },
    });
  });

  it('answers a record never translated in English under locale=zh, and says it is missing', async () => {
    const plain = await add('/add-news', bodies.news(21));
    expect(await read(`/news/${plain}?locale=zh`)).toEqual(await read(`/news/${plain}`));
    expect(await read(`/news/${plain}?locale=zh&fallback=none`)).toMatchObject({
      title: null,
      content: null,
      translationStatus: { zh: 'missing' },
    });
  });

  it('says the language of its words in Content-Language when the call names a locale', async () => {
    const zh = await server.request('GET', `/products/${id}?locale=zh`);
    expect(zh.headers.get('content-language')).toBe('zh-CN');
    expect((await server.request('GET', '/products?locale=en')).headers.get('content-language')).toBe('en');
    expect((await server.request('GET', '/products')).headers.get('content-language')).toBeNull();
  });

  it('refuses an unknown locale, or a fallback other than none, naming what is supported', async () => {
    for (const path of ['/products?locale=fr', `/products/${id}?locale=zh-CN`, '/sliders?locale=', '/news?locale=ZH']) {
      const reply = await server.request('GET', path);
      const locale = new URL(path, server.url).searchParams.get('locale')!;
      expect(reply.status, path).toBe(400);
      expect(reply.body, path).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: unknownLocaleMessage(locale),
      });
    }
    const fallback = await server.request('GET', '/products?locale=zh&fallback=en');
    expect(fallback.status).toBe(400);
    expect(fallback.body.message).toBe(unknownFallbackMessage('en'));
    expect(unknownLocaleMessage('fr')).toMatch(/en, zh/);
  });
});

describe('an edit in a locale', () => {
  it('writes only the locale’s words, merged with what is there; an empty one clears it', async () => {
    const id = await add('/add-products', bodies.products(30));
    const english = await read(`/products/${id}`);
    expect(await ok('PUT', `/product/${id}?locale=zh`, { title: '精梳棉纱 Ne 30/1' })).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
    });
    await ok('PUT', `/product/${id}?locale=zh`, { desc: '环锭纺精梳棉纱。' });
    expect((await stored(id)).translations).toEqual({ zh: { title: '精梳棉纱 Ne 30/1', desc: '环锭纺精梳棉纱。' } });
    // The same words again change nothing.
    expect(await ok('PUT', `/product/${id}?locale=zh`, { desc: '环锭纺精梳棉纱。' })).toMatchObject({
      modifiedCount: 0,
    });
    await ok('PUT', `/product/${id}?locale=zh`, { title: '' });
    expect((await stored(id)).translations).toEqual({ zh: { desc: '环锭纺精梳棉纱。' } });
    expect(await read(`/products/${id}?locale=zh`)).toMatchObject({ title: 'Product 30', desc: '环锭纺精梳棉纱。' });
    // English stays as it was.
    expect(await read(`/products/${id}`)).toEqual(english);
  });

  it('keeps every one of several edits at the same moment, each with its revision', async () => {
    const id = await add('/add-products', bodies.products(38));
    const edits = [
      { title: '精梳棉纱' },
      { desc: '环锭纺。' },
      { endUse: '单面针织' },
      { background: '产于纳拉扬甘杰。' },
      { feature: ['毛羽少'] },
    ];
    await Promise.all(edits.map((edit) => ok('PUT', `/product/${id}?locale=zh`, edit)));
    expect((await stored(id)).translations).toEqual({ zh: Object.assign({}, ...edits) });
    const kept = (await ok('GET', `/revisions/products/${id}`)) as unknown as { data: Record<string, unknown> }[];
    expect(kept).toHaveLength(edits.length + 1);
    expect(kept[0]!.data.translations).toEqual({ zh: Object.assign({}, ...edits) });
  });

  it('merges a group part by part, and keeps rows by position', async () => {
    const id = await add('/add-contact', bodies.contacts(31));
    await ok('PUT', `/contact/${id}?locale=zh`, { add1: { addT1: '总部' } });
    await ok('PUT', `/contact/${id}?locale=zh`, { add1: { add1: '达卡古尔山' }, add2: { addT2: '港口办事处' } });
    const contact = (await read('/contact?locale=zh')) as Record<string, unknown>[];
    expect(contact.find((row) => row._id === id)).toMatchObject({
      add1: { addT1: '总部', add1: '达卡古尔山' },
      add2: { addT2: '港口办事处', add2: 'Agrabad, Chattogram' },
      HR: bodies.contacts(31).HR,
    });
    await ok('PUT', `/contact/${id}?locale=zh`, { add1: { addT1: '' } });
    expect(
      ((await read('/contact?locale=zh')) as Record<string, unknown>[]).find((row) => row._id === id),
    ).toMatchObject({
      add1: { addT1: 'Head office 31', add1: '达卡古尔山' },
    });
  });

  it('stores mixed scripts, right-to-left marks and emoji as typed', async () => {
    const id = await add('/add-products', bodies.products(32));
    const title = 'Ne 30/1 精梳棉纱 \u200fقطن\u200e 🧵👍🏽 Ünïcödé';
    await ok('PUT', `/product/${id}?locale=zh`, { title, feature: ['e\u0301 combining', '𠀀 beyond the BMP'] });
    expect(await read(`/products/${id}?locale=zh`)).toMatchObject({
      title,
      feature: ['e\u0301 combining', '𠀀 beyond the BMP'],
    });
  });

  it('refuses a field that is the same in every language, naming it, and changes nothing', async () => {
    const id = await add('/add-products', bodies.products(33));
    const before = await stored(id);
    const cases: [object, string][] = [
      [{ title: '精梳棉纱', category: 'fabrics' }, 'category is the same in every language: send it without ?locale='],
      [
        { specs: [{ label: '支数', unit: 'tex' }] },
        'specs.0.unit is the same in every language: send it without ?locale=',
      ],
      [{ colour: 'red' }, 'colour is not an accepted field'],
    ];
    for (const [body, message] of cases) {
      const reply = await server.request('PUT', `/product/${id}?locale=zh`, { ...as(), json: body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a translation over its field’s limit, naming the field and the language, as it refuses English', async () => {
    const id = await add('/add-products', bodies.products(34));
    const contact = await add('/add-contact', bodies.contacts(34));
    const cases: [string, object, string][] = [
      [`/product/${id}`, { title: '纱'.repeat(201) }, 'title (中文) must be at most 200 characters'],
      [
        `/product/${id}`,
        { specs: [{ label: '支数', value: 'x'.repeat(121) }] },
        'specs.0.value (中文) must be at most 120 characters',
      ],
      [`/product/${id}`, { feature: ['毛羽少', ''] }, 'feature.1 (中文) is required'],
      [
        `/product/${id}`,
        { title: '精梳\n棉纱' },
        `title (中文) must be one line, without line breaks or other control characters`,
      ],
      [
        `/contact/${contact}`,
        { add1: { addT1: '总'.repeat(201) } },
        'add1.addT1 (中文) must be at most 200 characters',
      ],
    ];
    for (const [path, body, message] of cases) {
      const reply = await server.request('PUT', `${path}?locale=zh`, { ...as(), json: body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    }
    // The English is refused the same way, without the language.
    const english = await server.request('PUT', `/product/${id}`, { ...as(), json: { title: 'x'.repeat(201) } });
    expect(english.body.message).toBe('title must be at most 200 characters');
    expect((await stored(id)).translations).toEqual({});
  });

  it('refuses an unknown locale on an edit, and an add in any locale but English', async () => {
    const id = await add('/add-products', bodies.products(35));
    const unknown = await server.request('PUT', `/product/${id}?locale=de`, { ...as(), json: { title: 'Garn' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(unknownLocaleMessage('de'));
    const zhAdd = await server.request('POST', '/add-products?locale=zh', { ...as(), json: bodies.products(36) });
    expect(zhAdd.status).toBe(400);
    expect(zhAdd.body.message).toBe(addInDefaultLocaleMessage('zh'));
    const deAdd = await server.request('POST', '/add-news?locale=de', { ...as(), json: bodies.news(36) });
    expect(deAdd.body.message).toBe(unknownLocaleMessage('de'));
    const all = (await read('/products')) as { title: string }[];
    expect(all.map((row) => row.title)).not.toContain('Product 36');
    // English, named or not, is what an add stores.
    const named = await add('/add-products?locale=en', bodies.products(37));
    expect(await read(`/products/${named}`)).toMatchObject({ title: 'Product 37' });
    // An edit needs an admin in every locale.
    const anonymous = await server.request('PUT', `/product/${id}?locale=zh`, { json: { title: '纱' } });
    expect(anonymous.status).toBe(401);
  });
});
