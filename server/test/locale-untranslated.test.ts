import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, products } from '../src/platform/database/schema.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * docs/adding-a-language.md: `?untranslated=zh` keeps the records whose Chinese is not complete. The database
 * decides it (content/resource-steps/untranslated.ts); `translationStatus`, which `fallback=none` answers, is
 * the shared function. Here the two are held to the same answer on drawn records: blanks of every kind (the
 * ideographic space, tabs, empty lists, rows the translation lacks), in texts, lists, groups and rows.
 */

/** The records are drawn from this seed, so a failure is reproduced by running the file again. */
const SEED = 20261203;
const DRAWN = 36;

let server: TestServer;
let admin: Account;

async function ok(method: string, path: string, json?: unknown) {
  const reply = await server.request(method, path, { token: admin.token, ...(json === undefined ? {} : { json }) });
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(200);
  return reply;
}
const add = async (path: string, body: object) => (await ok('POST', path, body)).body.insertedId as string;

type Listed = { _id: string; translationStatus?: { zh: string } };
/** The ids a list answers, and those `fallback=none` says are not complete in Chinese, both newest first. */
async function compared(path: string, query = '') {
  const join = path.includes('?') ? '&' : '?';
  const statuses = (await ok('GET', `${path}${join}fallback=none${query}`)).body as Listed[];
  const untranslated = (await ok('GET', `${path}${join}untranslated=zh${query}`)).body as Listed[];
  return {
    expected: statuses.filter((row) => row.translationStatus?.zh !== 'complete').map((row) => row._id),
    answered: untranslated.map((row) => row._id),
    statuses: statuses.map((row) => row.translationStatus?.zh),
  };
}

beforeAll(async () => {
  admin = await createAccount('untranslated-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
});
afterAll(() => server?.close());

/** Words, and what reads as none: empty, spaces, the ideographic space, tabs and line ends. */
const words = fc.constantFrom('', ' ', '\u3000', '\t\n', '\u00a0', '精梳棉纱', 'Ne 30/1');
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });
const list = fc.array(words, { maxLength: 3 });
const rows = fc.array(
  fc.record({ label: maybe(words), value: maybe(words) }, { requiredKeys: [], noNullPrototype: true }),
  {
    maxLength: 3,
  },
);

const drawnProduct = fc.record({
  english: fc.record({
    title: words.filter((word) => word.trim() !== ''),
    endUse: words,
    feature: list,
    composition: list,
    specs: fc.array(fc.record({ label: words, value: words }), { maxLength: 3 }),
  }),
  zh: fc.record(
    {
      title: words,
      desc: words,
      endUse: words,
      background: words,
      feature: list,
      composition: list,
      specs: rows,
    },
    { requiredKeys: [], noNullPrototype: true },
  ),
});

const drawnContact = fc.record({
  add2: maybe(fc.record({ addT2: words, add2: words }, { noNullPrototype: true })),
  zh: fc.record(
    {
      add1: fc.record({ addT1: maybe(words), add1: maybe(words) }, { requiredKeys: [], noNullPrototype: true }),
      add2: fc.record({ addT2: maybe(words), add2: maybe(words) }, { requiredKeys: [], noNullPrototype: true }),
    },
    { requiredKeys: [], noNullPrototype: true },
  ),
});

describe('?untranslated=zh', () => {
  it('keeps exactly the products whose translationStatus is not complete, in texts, lists and rows', async () => {
    // Drawn, and one translated whole (a drawn one seldom is).
    const whole = {
      english: {
        title: 'Yarn',
        endUse: 'Knitting',
        feature: ['Soft'],
        composition: [],
        specs: [{ label: 'Count', value: '' }],
      },
      zh: {
        title: '纱线',
        desc: '描述',
        endUse: '针织',
        background: '背景',
        feature: ['柔软'],
        specs: [{ label: '支数' }],
      },
    };
    // And the edges, each the whole one with one change: a blank that is only the ideographic space, a tab or
    // a no-break space (nothing, as trim() reads it), in the Chinese or in the English.
    const edges = ['\u3000', '\t\n', '\u00a0'].flatMap((blank) => [
      { ...whole, zh: { ...whole.zh, title: blank } },
      { ...whole, zh: { ...whole.zh, feature: [blank] } },
      { ...whole, zh: { ...whole.zh, specs: [{ label: blank }] } },
      { english: { ...whole.english, endUse: blank }, zh: { ...whole.zh, endUse: '' } },
      { english: { ...whole.english, feature: [blank, ''] }, zh: { ...whole.zh, feature: [] } },
    ]);
    const drawn = [whole, ...edges, ...fc.sample(drawnProduct, { seed: SEED, numRuns: DRAWN })];
    for (const [n, { english, zh }] of drawn.entries()) {
      const id = await add('/add-products', bodies.products(n));
      // Written as stored, past the edit's rules: blank English parts and blank words are what is judged here.
      await server.database.db
        .update(products)
        .set({ ...english, translations: { zh } } as never)
        .where(eq(products._id, id));
    }
    const { expected, answered, statuses } = await compared('/products');
    expect(answered).toEqual(expected);
    // The drawn records are of all three kinds, so the comparison says something.
    expect(new Set(statuses)).toEqual(new Set(['complete', 'partial', 'missing']));

    // Paged, filtered and searched as any list: the total is of the untranslated ones.
    const page = await ok('GET', '/products?untranslated=zh&page=2&limit=5');
    expect(page.headers.get('x-total-count')).toBe(String(expected.length));
    expect((page.body as Listed[]).map((row) => row._id)).toEqual(expected.slice(5, 10));
    const yarn = await compared('/products', '&category=yarn');
    expect(yarn.answered).toEqual(yarn.expected);
  });

  it('reads an address’s parts: a part the English leaves blank needs no translation', async () => {
    const drawn = fc.sample(drawnContact, { seed: SEED + 1, numRuns: 12 });
    for (const [n, { add2, zh }] of drawn.entries()) {
      const id = await add('/add-contact', bodies.contacts(n));
      await server.database.db
        .update(contacts)
        .set({ add2: add2 ?? sql`null`, translations: { zh } } as never)
        .where(eq(contacts._id, id));
    }
    const { expected, answered } = await compared('/contact');
    expect(answered).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('filters each translated resource’s list, and the Chinese an edit writes takes a record out of it', async () => {
    const cases = [
      { add: '/add-sliders', body: bodies.sliders(1), list: '/sliders', edit: '/slider', method: 'PUT' },
      { add: '/add-about', body: bodies.about(1), list: '/about-us', edit: '/about', method: 'PATCH' },
      { add: '/add-news', body: bodies.news(1), list: '/news', edit: '/news', method: 'PUT' },
      { add: '/add-privacy', body: bodies.privacy(1), list: '/privacy', edit: '/privacy', method: 'PATCH' },
      { add: '/add-reviews', body: bodies.reviews(1), list: '/reviews', edit: undefined, method: 'PUT' },
    ];
    for (const { add: path, body, list, edit, method } of cases) {
      const id = await add(path, body);
      const before = await compared(list);
      expect(before.answered, list).toContain(id);
      expect(before.answered, list).toEqual(before.expected);
      if (!edit) continue;
      // Every localized field of the body, in Chinese.
      const words = Object.fromEntries(
        Object.entries(body)
          .filter(([name]) => ['title', 'caption', 'paragraph', 'content', 'privacy', 'policy', 'why'].includes(name))
          .map(([name]) => [name, '中文的字']),
      );
      await ok(method, `${edit}/${id}?locale=zh`, { title: '中文的字' });
      expect((await compared(list)).answered, `${list}: partly translated`).toContain(id);
      await ok(method, `${edit}/${id}?locale=zh`, words);
      const after = await compared(list);
      expect(after.answered, list).not.toContain(id);
      expect(after.answered, list).toEqual(after.expected);
    }
  });

  it('refuses a locale that is not a translated one, naming the ones it takes', async () => {
    for (const value of ['en', 'fr', '']) {
      const reply = await server.request('GET', `/products?untranslated=${value}`);
      expect(reply.status, value).toBe(400);
      expect(reply.body.message, value).toMatch(/^untranslated /);
      expect(reply.body.message, value).toContain('zh');
    }
  });
});

describe('the OpenAPI document', () => {
  it('declares untranslated on each translated resource’s list, not on its detail', async () => {
    type Parameter = { name: string; in: string; schema: { enum?: string[] } };
    const doc = (await server.request('GET', '/docs/json')).body as {
      paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
    };
    const named = (path: string) =>
      (doc.paths[path]!.get!.parameters ?? []).find((parameter) => parameter.name === 'untranslated');
    for (const path of ['/products', '/', '/sliders', '/about-us', '/news', '/contact', '/privacy', '/reviews']) {
      expect(named(path)?.schema.enum, path).toEqual(['zh']);
    }
    expect(named('/products/{id}')).toBeUndefined();
    expect(named('/users')).toBeUndefined();
  });
});
