import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * The product lists' facets over real HTTP, on the engine the suite runs on (docs/search.md): each filter
 * alone and together, on GET /products and GET /?category=, paged as before, and their counts at
 * GET /products/facets.
 */
let server: TestServer;
let admin: Account;
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await createAccount('facets-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
  expect((await server.request('GET', `/admin/${admin.email}`, { token: admin.token })).status).toBe(200);
  const add = async (
    key: string,
    change: Record<string, unknown>,
    base: Record<string, unknown> = bodies.products(Object.keys(ids).length + 1),
  ) => {
    const json = { ...base, ...change };
    const reply = await server.request('POST', '/add-products', { token: admin.token, json });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    ids[key] = reply.body.insertedId;
  };
  await add('organicPoplin', {
    category: 'fabrics',
    certifications: ['GOTS', 'OEKO-TEX Standard 100'],
    origin: 'BD',
    fibres: [{ fibre: 'organic-cotton', percent: 100 }],
    moq: { value: 1000, unit: 'm' },
    sampleAvailable: true,
  });
  await add('recycledFleece', {
    category: 'fabrics',
    certifications: ['GRS'],
    origin: 'CN',
    fibres: [
      { fibre: 'recycled-polyester', percent: 60 },
      { fibre: 'organic-cotton', percent: 40 },
    ],
    moq: { value: 3000, unit: 'm' },
    sampleAvailable: false,
  });
  await add('gotsYarn', {
    category: 'yarn',
    certifications: ['GOTS'],
    origin: 'IN',
    fibres: [{ fibre: 'organic-cotton', percent: 100 }],
    moq: { value: 500, unit: 'kg' },
    sampleAvailable: true,
  });
  const { moq: _lm, sampleAvailable: _ls, origin: _lo, ...lint } = bodies.products(8, 'fibres');
  // Bought by the tonne: no cap in kilograms below 20,000 keeps it, and no cap in metres at all.
  await add('cottonLint', { certifications: [], fibres: [], moq: { value: 20, unit: 't' } }, lint);
  const { moq: _m, sampleAvailable: _s, origin: _o, ...bare } = bodies.products(9);
  // No specification at all: in no facet's counts, kept by no facet.
  await add('bare', { certifications: [], fibres: [], category: 'dyes' }, bare);
}, 60_000);
afterAll(() => server?.close());

const listed = async (query: string) => {
  const reply = await server.request('GET', `/products?${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { _id: string }[]).map((row) => row._id);
};
const named = (...keys: string[]) => keys.map((key) => ids[key]);

describe('product facets', () => {
  it.each([
    ['certification=GOTS', ['gotsYarn', 'organicPoplin']],
    ['origin=CN', ['recycledFleece']],
    ['fibre=organic-cotton', ['gotsYarn', 'recycledFleece', 'organicPoplin']],
    ['fibre=recycled-polyester', ['recycledFleece']],
    ['moqMax=1000kg', ['gotsYarn']],
    ['moqMax=100kg', []],
    ['moqMax=1000', ['gotsYarn']],
    ['moqMax=1t', ['gotsYarn']],
    ['moqMax=20t', ['cottonLint', 'gotsYarn']],
    ['moqMax=20000kg', ['cottonLint', 'gotsYarn']],
    ['moqMax=1000m', ['organicPoplin']],
    ['moqMax=1100yd', ['organicPoplin']],
    ['moqMax=5000pcs', []],
    ['sample=true', ['gotsYarn', 'organicPoplin']],
    ['sample=false', ['recycledFleece']],
    ['certification=GOTS&category=fabrics', ['organicPoplin']],
    ['certification=GOTS&fibre=organic-cotton&moqMax=600kg&sample=true', ['gotsYarn']],
    ['certification=BSCI', []],
    // Several values of one filter: any of them (OR); across filters, all (AND).
    ['certification=GOTS&certification=GRS', ['gotsYarn', 'recycledFleece', 'organicPoplin']],
    ['origin=BD&origin=CN&certification=GOTS', ['organicPoplin']],
    ['fibre=recycled-polyester&fibre=organic-cotton&origin=IN', ['gotsYarn']],
  ])('GET /products?%s keeps only the products that match, newest first', async (query, keys) => {
    expect(await listed(query)).toEqual(named(...keys));
  });

  it('filters GET /?category= the same way, and pages with X-Total-Count as before', async () => {
    const reply = await server.request('GET', '/?category=fabrics&certification=GRS');
    expect((reply.body as { _id: string }[]).map((row) => row._id)).toEqual(named('recycledFleece'));
    const paged = await server.request('GET', '/products?fibre=organic-cotton&page=1&limit=2');
    expect(paged.headers.get('x-total-count')).toBe('3');
    expect(paged.body).toHaveLength(2);
  });

  it.each([
    ['certification=Oekotex', 'certification must be one of GOTS, OEKO-TEX Standard 100'],
    ['origin=XX', 'origin must be one of'],
    ['fibre=bamboo', 'fibre must be one of cotton, organic-cotton'],
    ['moqMax=0', 'moqMax must be an amount and one of kg, t, m, yd, pcs, such as 100kg'],
    ['moqMax=lots', 'moqMax must be an amount and one of kg, t, m, yd, pcs'],
    ['moqMax=5furlongs', 'moqMax must be an amount and one of kg, t, m, yd, pcs'],
    ['moqMax=20000t', 'moqMax must be an amount and one of kg, t, m, yd, pcs'],
    ['sample=yes', 'sample must be true or false'],
    ['certification=GOTS&certification=Oekotex', 'certification must be one of GOTS'],
    ['sample=true&sample=false', 'sample must be true or false'],
    ['limit=101', 'limit must be at most 100'],
  ])('refuses ?%s with a 400 that names the filter', async (query, message) => {
    const reply = await server.request('GET', `/products?${query}`);
    expect(reply.status).toBe(400);
    expect((reply.body as { message: string }).message).toContain(message);
  });

  it('counts each value of each filter under the other filters, most first', async () => {
    const all = await server.request('GET', '/products/facets');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body).toEqual({
      category: [
        { value: 'fabrics', count: 2 },
        { value: 'dyes', count: 1 },
        { value: 'fibres', count: 1 },
        { value: 'yarn', count: 1 },
      ],
      certification: [
        { value: 'GOTS', count: 2 },
        { value: 'GRS', count: 1 },
        { value: 'OEKO-TEX Standard 100', count: 1 },
      ],
      origin: [
        { value: 'BD', count: 1 },
        { value: 'CN', count: 1 },
        { value: 'IN', count: 1 },
      ],
      fibre: [
        { value: 'organic-cotton', count: 3 },
        { value: 'recycled-polyester', count: 1 },
      ],
      // Each cap counts the products measured its way: the yarn by weight, the fabrics by length.
      moqMax: [
        { value: '100kg', count: 0 },
        { value: '500kg', count: 1 },
        { value: '1t', count: 1 },
        { value: '5t', count: 1 },
        { value: '20t', count: 2 },
        { value: '500m', count: 0 },
        { value: '1000m', count: 1 },
        { value: '5000m', count: 2 },
        { value: '100pcs', count: 0 },
        { value: '500pcs', count: 0 },
        { value: '1000pcs', count: 0 },
      ],
      sampleAvailable: [
        { value: true, count: 2 },
        { value: false, count: 1 },
      ],
    });
    // Under a certification, the other filters narrow; the certification's own counts stay as they were.
    const gots = (await server.request('GET', '/products/facets?certification=GOTS&category=fabrics')).body;
    expect(gots.category).toEqual([
      { value: 'fabrics', count: 1 },
      { value: 'yarn', count: 1 },
    ]);
    expect(gots.certification).toEqual([
      { value: 'GOTS', count: 1 },
      { value: 'GRS', count: 1 },
      { value: 'OEKO-TEX Standard 100', count: 1 },
    ]);
    expect(gots.origin).toEqual([{ value: 'BD', count: 1 }]);
    expect(gots.moqMax).toContainEqual({ value: '1000m', count: 1 });
    expect(gots.moqMax).toContainEqual({ value: '1t', count: 0 });
    const refused = await server.request('GET', '/products/facets?fibre=bamboo');
    expect(refused.status).toBe(400);
  });
});
