import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fibreLabel } from '@texbridge/shared/resources/product-vocabulary';
import { searchReads } from '@texbridge/shared/resources/public-reads';
import type { SearchResult } from '@texbridge/shared/resources/search';
import { newId } from '../src/platform/database/ids.ts';
import { products } from '../src/platform/database/schema.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * GET /search over real HTTP, on the engine the suite runs on (PGlite, or PostgreSQL in CI's second pass):
 * whole words ranked, typos, spacing variants and parts of words forgiven (docs/search.md).
 */
let server: TestServer;
let admin: Account;
const ids: Record<string, string> = {};

const product = (n: number, change: Record<string, unknown>) => ({ ...bodies.products(n), ...change });

beforeAll(async () => {
  admin = await createAccount('search-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
  expect((await server.request('GET', `/admin/${admin.email}`, { token: admin.token })).status).toBe(200);
  const add = async (key: string, path: string, json: unknown) => {
    const reply = await server.request('POST', path, { token: admin.token, json });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    ids[key] = reply.body.insertedId;
  };
  await add('poplin', '/add-products', {
    ...product(1, {}),
    title: 'Cotton Poplin 40s × 40s',
    desc: 'A crisp plain-weave poplin for shirting, bleached and mercerised. Woven on air-jet looms in Gazipur and finished to a soft hand for summer shirts and school uniforms.',
    category: 'fabrics',
    certifications: ['GOTS', 'OEKO-TEX Standard 100'],
    fibres: [{ fibre: 'organic-cotton', percent: 100 }],
    specs: [{ label: 'GSM', value: '118', unit: 'g/m²' }],
  });
  await add('denim', '/add-products', {
    ...product(2, {}),
    title: 'Denim 12 oz, 3/1 Right-Hand Twill',
    desc: 'Rope-dyed indigo denim with a clean cast.',
    category: 'fabrics',
    certifications: ['BCI'],
    fibres: [
      { fibre: 'cotton', percent: 98 },
      { fibre: 'elastane', percent: 2 },
    ],
    specs: [{ label: 'Weight', value: 'Sanforised 12 oz' }],
  });
  await add('yarn', '/add-products', {
    ...product(3, {}),
    title: 'Combed Yarn Ne 30/1',
    desc: 'Ring-spun combed yarn for knitting.',
    composition: ['100% Cotton'],
    certifications: [],
  });
  // Newer than the yarn, and names its count in the description only.
  await add('lint', '/add-products', {
    ...product(4, {}),
    title: 'Raw Lint, Shankar-6',
    desc: 'Ginned lint for spinning Ne 30/1 and finer counts, sampled 1 bale at a time.',
    category: 'fibres',
    composition: ['Ginned lint'],
    feature: ['Long staple'],
    endUse: 'Spinning',
    certifications: [],
    fibres: [],
    specs: [],
  });
  await add('fair', '/add-news', { ...bodies.news(1), title: 'Meet us at the Dhaka yarn fair', content: 'Stand 14.' });
}, 60_000);
afterAll(() => server?.close());

const search = (query: string) => server.request<SearchResult>('GET', `/search?${query}`);
const titles = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).body.items.map((item) => item.title);

describe('GET /search', () => {
  it('finds a product by a word of its title, best match first, with its type, category, image, snippet and sourcing facts', async () => {
    const reply = await search('q=poplin');
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(1);
    expect(reply.body.items).toEqual([
      {
        type: 'product',
        _id: ids.poplin,
        title: 'Cotton Poplin 40s × 40s',
        snippet: expect.stringContaining('poplin for shirting'),
        category: 'fabrics',
        image: bodies.products(1).productImage,
        moq: { value: 500, unit: 'kg' },
        origin: 'BD',
        certifications: ['GOTS', 'OEKO-TEX Standard 100'],
      },
    ]);
  });

  it('gives a news item no sourcing facts, and a product none it does not have', async () => {
    const [fair] = (await search('q=fair')).body.items;
    expect(fair).toMatchObject({ type: 'news' });
    expect(Object.keys(fair!)).not.toEqual(expect.arrayContaining(['moq']));
    const [lint] = (await search('q=shankar')).body.items;
    expect(lint).not.toHaveProperty('certifications');
  });

  it.each([
    ['a typo', 'poplinn', 'Cotton Poplin 40s × 40s'],
    ['a spacing variant of a certification', 'oekotex', 'Cotton Poplin 40s × 40s'],
    ['part of a word', 'mercer', 'Cotton Poplin 40s × 40s'],
    ['a stemmed form', 'knit', 'Combed Yarn Ne 30/1'],
    ['a specification value', 'sanforised', 'Denim 12 oz, 3/1 Right-Hand Twill'],
    ['a fibre', 'elastane', 'Denim 12 oz, 3/1 Right-Hand Twill'],
    ['a certification', 'BCI', 'Denim 12 oz, 3/1 Right-Hand Twill'],
    ['a composition', 'cotton', 'Cotton Poplin 40s × 40s'],
  ])('finds %s ("%s")', async (_what, q, title) => {
    expect((await titles(q))[0]).toBe(title);
  });

  it('lists the matches whose title has every word first, then the others, each newest first', async () => {
    expect(await titles('cotton')).toEqual([
      'Cotton Poplin 40s × 40s',
      'Combed Yarn Ne 30/1',
      'Denim 12 oz, 3/1 Right-Hand Twill',
    ]);
    expect(await titles('cotton twill')).toEqual(['Denim 12 oz, 3/1 Right-Hand Twill']);
  });

  it('finds something for each certification and fibre the catalogue lists, by the name its page shows', async () => {
    const counts = (await server.request('GET', '/products/facets')).body as Record<string, { value: string }[]>;
    const names = [
      ...counts.certification!.map(({ value }) => value),
      ...counts.fibre!.map(({ value }) => fibreLabel(value)),
    ];
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(await titles(name), name).not.toEqual([]);
  });

  it('lists, among the others, those whose title has more of the words first: a yarn named Ne 30/1 before a lint that only mentions it', async () => {
    expect(await titles('Ne 30/1')).toEqual(['Combed Yarn Ne 30/1', 'Raw Lint, Shankar-6']);
  });

  it('corrects a typo to the closest word of the names, and says what it searched instead', async () => {
    const reply = await search('q=poplinn');
    expect(reply.body).toMatchObject({ total: 1, corrected: 'poplin', items: [{ _id: ids.poplin }] });
    expect((await search('q=poplin')).body).not.toHaveProperty('corrected');
    expect((await search('q=polyster%20poplin')).body).toMatchObject({ total: 0, items: [] });
    expect((await search('q=elastan%20twil')).body.total).toBe(1);
  });

  it("learns the words of what is written: a new product's word is a typo's correction at once", async () => {
    expect((await search('q=seersuckr')).body).toEqual({ total: 0, items: [] });
    const added = await server.request('POST', '/add-products', {
      token: admin.token,
      json: { ...product(4, {}), title: 'Seersucker Stripe', category: 'fabrics' },
    });
    expect(added.status).toBe(200);
    expect((await search('q=seersuckr')).body).toMatchObject({ total: 1, corrected: 'seersucker' });
    expect(
      (await server.request('DELETE', `/delete-products/${added.body.insertedId}`, { token: admin.token })).status,
    ).toBe(200);
  });

  it('finds news too, with its type and no category', async () => {
    const reply = await search('q=fair');
    expect(reply.body.items).toEqual([
      expect.objectContaining({ type: 'news', _id: ids.fair, title: 'Meet us at the Dhaka yarn fair' }),
    ]);
    expect(reply.body.items[0]).not.toHaveProperty('category');
    expect(await titles('yarn')).toEqual(
      expect.arrayContaining(['Combed Yarn Ne 30/1', 'Meet us at the Dhaka yarn fair']),
    );
  });

  it('pages the matches, with the total on every page', async () => {
    const first = await search('q=cotton&limit=1');
    expect(first.body.items).toHaveLength(1);
    const total = first.body.total;
    expect(total).toBeGreaterThanOrEqual(3);
    const second = await search('q=cotton&limit=1&page=2');
    expect(second.body.total).toBe(total);
    expect(second.body.items[0]!._id).not.toBe(first.body.items[0]!._id);
    expect((await search(`q=cotton&limit=1&page=${total + 1}`)).body).toEqual({ total, items: [] });
  });

  it(`counts and lists at most ${searchReads.matchesMax} matches, and says when more match`, async () => {
    const many = searchReads.matchesMax + 5;
    await server.database.db.insert(products).values(
      Array.from({ length: many }, (_, n) => ({
        _id: newId(),
        title: `Zephyr Lawn ${n}`,
        desc: 'A sheer lawn.',
        endUse: 'Shirts',
        background: 'None',
        category: 'fabrics' as const,
        productImage: bodies.products(1).productImage,
      })),
    );
    const first = await search('q=zephyr&limit=100');
    expect(first.body).toMatchObject({ total: searchReads.matchesMax, capped: true });
    expect(first.body.items[0]!.title).toBe(`Zephyr Lawn ${many - 1}`);
    const last = await search(`q=zephyr&limit=100&page=${searchReads.matchesMax / 100}`);
    expect(last.body.items).toHaveLength(100);
    expect(last.body.items.at(-1)!.title).toBe(`Zephyr Lawn ${many - searchReads.matchesMax}`);
    expect((await search(`q=zephyr&limit=100&page=${searchReads.matchesMax / 100 + 1}`)).body).toEqual({
      total: searchReads.matchesMax,
      items: [],
      capped: true,
    });
    expect((await search('q=zephyr%205')).body.capped).toBeUndefined();
  });

  it('answers punctuation alone, or words found nowhere, with an empty result', async () => {
    expect((await search('q=%21%21%3F')).body).toEqual({ total: 0, items: [] });
    expect((await search('q=zzyzx')).body).toEqual({ total: 0, items: [] });
  });

  it.each([
    ['', 'q is required'],
    ['q=', 'q is required'],
    ['q=%20%20', 'q is required'],
    [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ['q=cotton&limit=101', 'limit must be at most 100'],
    ['q=cotton&page=0', 'page must be at least 1'],
  ])('refuses "%s" with a 400 that names the limit', async (query, message) => {
    const reply = await search(query);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
  });

  it("narrows GET /products by ?q= (the dashboard's search box), newest first and paged as before", async () => {
    const listedIds = (reply: { body: unknown }) => (reply.body as { _id: string }[]).map((row) => row._id);
    expect(listedIds(await server.request('GET', '/products?q=poplin'))).toEqual([ids.poplin]);
    const cotton = await server.request('GET', '/products?q=cotton&page=1&limit=2');
    expect(cotton.headers.get('x-total-count')).toBe('3');
    expect(listedIds(cotton)).toEqual([ids.yarn, ids.denim]);
    expect(listedIds(await server.request('GET', '/products?q=%21%3F'))).toEqual([]);
    const refused = await server.request('GET', `/products?q=${'a'.repeat(201)}`);
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toBe('q must be at most 200 characters');
  });

  it('follows edits and deletes at once', async () => {
    const edited = await server.request('PUT', `/product/${ids.yarn}`, {
      token: admin.token,
      json: { title: 'Compact Slub Yarn Ne 30/1' },
    });
    expect(edited.status).toBe(200);
    expect(await titles('slub')).toEqual(['Compact Slub Yarn Ne 30/1']);
    const removed = await server.request('DELETE', `/delete-products/${ids.yarn}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(await titles('slub')).toEqual([]);
  });
});
