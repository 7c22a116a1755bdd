import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unknownLocaleMessage } from '@texbridge/shared/locales/locales';
import type { Translations } from '@texbridge/shared/locales/translations';
import type { SearchResult } from '@texbridge/shared/resources/search';
import { newId } from '../src/platform/database/ids.ts';
import { news, products } from '../src/platform/database/schema.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * Chinese search (docs/search.md, "Chinese search") over real HTTP, on the engine the suite runs on (PGlite, or
 * PostgreSQL in CI's second pass): words of Chinese text found by their pairs of characters, in the default
 * locale's columns and in every translation, and the matches answered in the asked locale. The translations are
 * written straight into the `translations` column, as the API's edit of them is a call of its own.
 */
let server: TestServer;
const ids: Record<string, string> = {};

/** Adds a product (newer than those before it) with its translations, as the table keeps them. */
async function addProduct(key: string, change: Record<string, unknown>, translations: Translations = {}) {
  const _id = newId();
  await server.database.db.insert(products).values({ ...bodies.products(1), ...change, _id, translations });
  ids[key] = _id;
}

const translate = (key: string, translations: Translations) =>
  server.database.db.update(products).set({ translations }).where(eq(products._id, ids[key]!));

const YARN_ZH = {
  title: '精梳棉纱 Ne 30/1',
  desc: '环锭纺精梳棉纱，适用于针织，上蜡，筒装。',
  feature: ['低毛羽', '条干均匀'],
  specs: [{ label: '支数', value: '32支' }],
};

beforeAll(async () => {
  server = await startTestServer();
  await addProduct(
    'yarn',
    { title: 'Combed Cotton Yarn Ne 30/1', desc: 'Ring-spun combed cotton yarn for knitting.' },
    { zh: YARN_ZH },
  );
  // Newer than the yarn, and names the yarn's words in its description only.
  await addProduct(
    'fabric',
    { title: 'Cotton Poplin 40s', desc: 'A crisp poplin.', category: 'fabrics', specs: [] },
    { zh: { title: '全棉府绸', desc: '用精梳棉纱织成的府绸，手感柔软。' } },
  );
  // Translated in its title alone: the rest falls back to English.
  await addProduct(
    'denim',
    { title: 'Denim 12 oz', desc: 'Rope-dyed indigo denim.', specs: [] },
    { zh: { title: '牛仔布' } },
  );
  // Chinese in the default locale's own columns, and an ideograph beyond the first 65,536 code points.
  await addProduct('silk', { title: '桑蚕丝 𠀀𠀁', desc: 'Mulberry silk.', specs: [] });
  // Chinese punctuation against Latin words, which one engine's parser would read as letters.
  await addProduct(
    'lint',
    { title: 'Raw Lint', desc: 'Ginned lint.', specs: [] },
    { zh: { title: '原棉，Shankar：皮棉' } },
  );
  await server.database.db.insert(news).values({
    ...bodies.news(1),
    _id: (ids.fair = newId()),
    title: 'Meet us at the Dhaka yarn fair',
    translations: { zh: { title: '达卡纱线展', content: '欢迎来展位洽谈棉纱订单。' } },
  });
}, 60_000);
afterAll(() => server?.close());

const search = (query: string) => server.request<SearchResult>('GET', `/search?${query}`);
const found = async (q: string, locale?: string) =>
  (await search(`q=${encodeURIComponent(q)}${locale ? `&locale=${locale}` : ''}`)).body.items.map((item) => item._id);
const keys = (list: string[]) => list.map((id) => Object.keys(ids).find((key) => ids[key] === id));

describe('GET /search in Chinese', () => {
  it('finds a product by a word inside its Chinese title, and answers it in Chinese with locale=zh', async () => {
    const reply = await search(`q=${encodeURIComponent('棉纱')}&locale=zh`);
    expect(reply.status).toBe(200);
    expect(reply.body.items[0]).toMatchObject({
      type: 'product',
      _id: ids.yarn,
      title: '精梳棉纱 Ne 30/1',
      snippet: YARN_ZH.desc,
      category: 'yarn',
    });
    // The title's match first, then the fabric whose description has it, and the news item after the products.
    expect(keys(await found('棉纱', 'zh'))).toEqual(['yarn', 'fabric', 'fair']);
  });

  it('finds the same without a locale, answered in English', async () => {
    const reply = await search(`q=${encodeURIComponent('棉纱')}`);
    expect(keys(reply.body.items.map((item) => item._id))).toEqual(['yarn', 'fabric', 'fair']);
    expect(reply.body.items[0]).toMatchObject({
      title: 'Combed Cotton Yarn Ne 30/1',
      snippet: expect.stringContaining('Ring-spun'),
    });
    expect(await found('棉纱', 'en')).toEqual(await found('棉纱'));
  });

  it('answers each field in Chinese where it is translated and in English where it is not', async () => {
    const [denim] = (await search(`q=${encodeURIComponent('牛仔')}&locale=zh`)).body.items;
    expect(denim).toMatchObject({ _id: ids.denim, title: '牛仔布', snippet: 'Rope-dyed indigo denim.' });
    const [fair] = (await search(`q=${encodeURIComponent('纱线展')}&locale=zh`)).body.items;
    expect(fair).toMatchObject({ type: 'news', title: '达卡纱线展', snippet: '欢迎来展位洽谈棉纱订单。' });
    // An English search, answered in Chinese.
    expect((await search('q=denim&locale=zh')).body.items[0]).toMatchObject({ title: '牛仔布' });
  });

  it.each([
    ['every pair of a longer word', '精梳棉纱', ['yarn', 'fabric']],
    ['a word that starts inside a run', '梳棉纱', ['yarn', 'fabric']],
    ['a list of the translation (features)', '毛羽', ['yarn']],
    ['a part of its rows (a specification value)', '32支', ['yarn']],
    ['one character inside a run (a pair that starts with it)', '府', ['fabric']],
    ['one character at the end of a run', '布', ['denim']],
    // The yarn's and the news item's titles have it: products first, then news, then the fabric's description.
    ['a one-character word', '纱', ['yarn', 'fair', 'fabric']],
    ["the default locale's own Chinese", '蚕丝', ['silk']],
    ['ideographs beyond the first 65,536 code points', '𠀀𠀁', ['silk']],
    ['a Latin word of a Chinese title beside Chinese punctuation', 'shankar', ['lint']],
    ['a Chinese word beside Chinese punctuation', '皮棉', ['lint']],
  ])('finds %s ("%s")', async (_what, q, expected) => {
    expect(keys(await found(q))).toEqual(expected);
  });

  it('does not find the pairs of a word that no text has, even when each character is there', async () => {
    expect(await found('棉精')).toEqual([]);
    expect(await found('纱棉')).toEqual([]);
    expect((await search(`q=${encodeURIComponent('棉精')}`)).body).toEqual({ total: 0, items: [] });
  });

  it('mixes Chinese and English words: every one must match, in any language', async () => {
    expect(keys(await found('棉纱 Ne 30'))).toEqual(['yarn']);
    expect(keys(await found('棉纱 poplin'))).toEqual(['fabric']);
    expect(keys(await found('府绸 denim'))).toEqual([]);
  });

  it('reads Chinese punctuation as a space, and answers punctuation, emoji and direction marks alone with nothing', async () => {
    expect(await found('，棉纱。【精梳】')).toEqual(await found('棉纱 精梳'));
    for (const q of ['，。、！？【】「」', '🧶', '\u200f\u200e', '🧶\u200f']) {
      const reply = await search(`q=${encodeURIComponent(q)}`);
      expect(reply.status, q).toBe(200);
      expect(reply.body, q).toEqual({ total: 0, items: [] });
    }
    expect(keys(await found('🧶棉纱\u200f'))).toEqual(['yarn', 'fabric', 'fair']);
    expect((await search(`q=${encodeURIComponent('قطن שלום')}`)).body).toEqual({ total: 0, items: [] });
  });

  it('corrects no Chinese word as a typo', async () => {
    expect((await search(`q=${encodeURIComponent('棉沙')}`)).body).toEqual({ total: 0, items: [] });
    expect((await search(`q=${encodeURIComponent('棉纱 poplinn')}`)).body).toMatchObject({
      corrected: '棉纱 poplin',
      items: [{ _id: ids.fabric }],
    });
  });

  it("narrows the dashboard's GET /products?q= by Chinese words too", async () => {
    const listed = await server.request<{ _id: string }[]>('GET', `/products?q=${encodeURIComponent('府绸')}`);
    expect(listed.body.map((row) => row._id)).toEqual([ids.fabric]);
  });

  it('follows a translation written, changed and removed at once', async () => {
    expect(await found('丝绸')).toEqual([]);
    await translate('denim', { zh: { title: '牛仔丝绸' } });
    expect(keys(await found('丝绸'))).toEqual(['denim']);
    await translate('denim', {});
    expect(await found('丝绸')).toEqual([]);
    expect(await found('牛仔')).toEqual([]);
    await translate('denim', { zh: { title: '牛仔布' } });
  });

  it('keeps a translation of the wrong shape searchable where it can and writable all the same', async () => {
    await addProduct('odd', { title: 'Odd', desc: 'Odd.', specs: [] }, {
      zh: { title: 42, desc: ['麻纱'], feature: '亚麻', specs: { value: '苎麻' } },
    } as unknown as Translations);
    expect(keys(await found('亚麻'))).toEqual(['odd']);
    expect(keys(await found('苎麻'))).toEqual(['odd']);
    // Answered in Chinese where the translation holds text, and in English where it does not.
    const [odd] = (await search(`q=${encodeURIComponent('亚麻')}&locale=zh`)).body.items;
    expect(odd).toMatchObject({ _id: ids.odd, title: 'Odd', snippet: 'Odd.' });
    await server.database.db.delete(products).where(eq(products._id, ids.odd!));
  });

  it.each(['fr', 'ZH', '', 'zh-CN'])(
    'refuses locale=%s with a 400 that names the supported locales',
    async (locale) => {
      const reply = await search(`q=cotton&locale=${encodeURIComponent(locale)}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: unknownLocaleMessage(locale),
      });
    },
  );
});
