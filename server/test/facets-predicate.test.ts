import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '@texbridge/shared/constants';
import { readCap } from '@texbridge/shared/resources/facet-caps';
import { byCount, facetMatch, keeps, valuesOf, type FacetCount } from '@texbridge/shared/resources/facets';
import { productFacets } from '@texbridge/shared/resources/product-facets';
import {
  CERTIFICATIONS,
  COUNTRY_CODES,
  FIBRE_VALUES,
  MOQ_CAPS,
  MOQ_MAX,
  MOQ_UNITS,
  UNIT_MEASURES,
} from '@texbridge/shared/resources/product-vocabulary';
import { productFields } from '@texbridge/shared/resources/product-fields';
import { productListQuery, type Product } from '@texbridge/shared/resources/products';
import { make } from '@texbridge/shared/testing/records';
import { createAccount } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * The API filters and counts products in SQL (catalogue/facets.ts); the site's fake API does it with the
 * shared predicate (`keeps`, `valuesOf` in shared/src/resources/facets.ts). Both read `productFacets`, so
 * here the real API, on a varied catalogue, is held to the predicate: every facet, at many values and
 * together, lists exactly the products the predicate keeps, and counts what it counts (docs/search.md).
 */

/** The catalogue is drawn from this seed, so a failure is reproduced by running the file again. */
const SEED = 4711;
const CATALOGUE = 48;

type Spec = Pick<Product, 'category' | 'certifications' | 'fibres'> &
  Partial<Pick<Product, 'origin' | 'moq' | 'sampleAvailable'>>;

/** Percentages of `count` fibres that add up to 100. */
const percents = (count: number, cut: number[]) => {
  const points = [...new Set(cut.slice(0, count - 1).map((n) => 1 + (n % 98)))].sort((a, b) => a - b);
  const edges = [0, ...points, 100];
  return edges.slice(1).map((edge, n) => edge - edges[n]!);
};

/** A product's facet values, each sometimes left out: empty lists, no origin, no MOQ, no sample answer. */
const spec: fc.Arbitrary<Spec> = fc
  .record({
    category: fc.constantFrom(...PRODUCT_CATEGORIES),
    certifications: fc.subarray([...CERTIFICATIONS], { maxLength: 4 }),
    fibres: fc.subarray([...FIBRE_VALUES], { maxLength: 3 }),
    cuts: fc.array(fc.nat(), { minLength: 2, maxLength: 2 }),
    origin: fc.option(fc.constantFrom(...COUNTRY_CODES.slice(0, 6)), { nil: undefined }),
    moq: fc.option(
      fc.record({
        unit: fc.constantFrom(...MOQ_UNITS.map((unit) => unit.value)),
        // The caps' own amounts and the bounds, as often as any other amount.
        value: fc.oneof(
          fc.constantFrom(1, 100, 500, 1000, 5000, 20, 5468, MOQ_MAX),
          fc.integer({ min: 1, max: 30_000 }),
        ),
      }),
      { nil: undefined },
    ),
    sampleAvailable: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(({ cuts, fibres, moq, ...rest }) => {
    const shares = percents(fibres.length, cuts);
    const kept = fibres.slice(0, shares.length);
    return {
      ...rest,
      fibres: kept.map((fibre, n) => ({ fibre, percent: shares[n]! })),
      // Within MOQ_MAX in its kind's base unit too, the largest amount a cap reads.
      ...(moq
        ? { moq: { ...moq, value: Math.min(moq.value, Math.floor(MOQ_MAX / UNIT_MEASURES[moq.unit].base)) } }
        : {}),
    };
  });

/** The catalogue, oldest first: the drawn ones, and a few written to sit on the edges. */
const specs: Spec[] = [
  // No specification at all.
  { category: 'other', certifications: [], fibres: [] },
  // Lower-case and mixed-case names beside upper-case ones, sorted differently by case.
  { category: 'fabrics', certifications: ['bluesign', 'BCI', 'ISO 9001'], fibres: [], sampleAvailable: false },
  // Exactly at caps, in other units of the same kind, and at the largest MOQ.
  { category: 'yarn', certifications: [], fibres: [], moq: { value: 1, unit: 't' } },
  { category: 'fabrics', certifications: [], fibres: [], moq: { value: 1000, unit: 'yd' } },
  { category: 'fabrics', certifications: [], fibres: [], moq: { value: 5000, unit: 'm' } },
  { category: 'garments', certifications: [], fibres: [], moq: { value: MOQ_MAX, unit: 'pcs' } },
  { category: 'fibres', certifications: [], fibres: [], moq: { value: MOQ_MAX / 1000, unit: 't' } },
  ...fc.sample(spec, { seed: SEED, numRuns: CATALOGUE }),
];

let server: TestServer;
/** The products as the API stored them, newest first, as a list answers. */
const products: Product[] = [];

beforeAll(async () => {
  const admin = await createAccount('facets-predicate');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
  expect((await server.request('GET', `/admin/${admin.email}`, { token: admin.token })).status).toBe(200);
  for (const one of specs) {
    const { _id, ...json } = make.product(one) as Record<string, unknown>;
    // make.product's example gives each an origin, a MOQ and an answer; the spec says whether it has them.
    for (const key of ['origin', 'moq', 'sampleAvailable'] as const) if (one[key] === undefined) delete json[key];
    const reply = await server.request('POST', '/add-products', { token: admin.token, json });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    products.unshift((await server.request('GET', `/products/${reply.body.insertedId}`)).body as Product);
  }
}, 120_000);
afterAll(() => server?.close());

const matches = Object.entries(productFacets).map(([name, facet]) => ({
  name,
  countedAs: (facet as { countedAs?: string }).countedAs ?? name,
  match: facetMatch(productFields, name, facet),
}));

/** A query as the API and the fake API read it: a repeated parameter is a list. */
function paramsOf(query: URLSearchParams): Record<string, unknown> {
  const raw = Object.fromEntries([...new Set(query.keys())].map((key) => [key, query.getAll(key)]));
  const single = Object.fromEntries(Object.entries(raw).map(([key, all]) => [key, all.length === 1 ? all[0] : all]));
  return productListQuery.parse(single) as Record<string, unknown>;
}

/** The products the shared predicate keeps, all the facets in `params` but `except`. */
const kept = (params: Record<string, unknown>, except?: string) =>
  products.filter((product) =>
    matches.every(
      ({ name, match }) =>
        name === except || params[name] === undefined || keeps(match, product as Record<string, unknown>, params[name]),
    ),
  );

/** The facets' counts the shared predicate gives, by value, under `params`. */
function predicateCounts(params: Record<string, unknown>) {
  const answer: Record<string, Record<string, number>> = {};
  for (const { name, countedAs, match } of matches) {
    const rows = kept(params, name) as Record<string, unknown>[];
    if (match.kind === 'at-most') continue;
    const counts: Record<string, number> = {};
    if (match.kind === 'at-most-of-kind')
      for (const cap of match.caps)
        counts[cap] = rows.filter((row) => keeps(match, row, readCap(cap, match.measures, match.max))).length;
    else
      for (const row of rows)
        for (const value of valuesOf(match, row)) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
    answer[countedAs] = counts;
  }
  return answer;
}

const present = <T>(values: T[]) => [...new Set(values)];
/** Each facet's values to ask for: those the catalogue has, one it has not, and the MOQs on their edges. */
const valuesToAsk = (): Record<string, string[]> => ({
  category: [...PRODUCT_CATEGORIES],
  certification: [...CERTIFICATIONS],
  fibre: [...FIBRE_VALUES],
  origin: [...COUNTRY_CODES.slice(0, 7)],
  moqMax: present([
    ...MOQ_CAPS,
    // A bare number is in kilograms; the largest cap of each kind; a fraction of a yard.
    '1000',
    '10000t',
    `${MOQ_MAX}pcs`,
    '1093.613yd',
    '914.4m',
    ...products.flatMap((product) => (product.moq ? [`${product.moq.value}${product.moq.unit}`] : [])),
  ]),
  sample: ['true', 'false'],
});

/** Queries: each value of each facet alone, two values of each facet that takes several, and drawn mixes. */
function queries(): string[] {
  const asked = valuesToAsk();
  const one = Object.entries(asked).flatMap(([name, values]) =>
    values.map((value) => `${name}=${encodeURIComponent(value)}`),
  );
  const many = matches
    .filter(({ match }) => 'many' in match && match.many)
    .flatMap(({ name }) => {
      const values = asked[name]!;
      return values
        .slice(1)
        .map((value, n) => `${name}=${encodeURIComponent(values[n]!)}&${name}=${encodeURIComponent(value)}`);
    });
  const mix = fc.sample(
    fc.record(
      Object.fromEntries(
        Object.entries(asked).map(([name, values]) => [
          name,
          fc.option(
            fc.subarray(values, {
              minLength: 1,
              maxLength: name === 'certification' || name === 'fibre' || name === 'origin' ? 3 : 1,
            }),
            { nil: undefined },
          ),
        ]),
      ),
    ),
    { seed: SEED, numRuns: 60 },
  );
  const mixed = mix.map((chosen) =>
    Object.entries(chosen)
      .flatMap(([name, values]) => (values ?? []).map((value) => `${name}=${encodeURIComponent(value)}`))
      .join('&'),
  );
  return present(['', ...one, ...many, ...mixed]);
}

describe('the API filters and counts as the shared predicate does', () => {
  it('seeded a catalogue with every edge', () => {
    expect(products).toHaveLength(specs.length);
    expect(products.some((product) => product.certifications.length === 0 && product.fibres.length === 0)).toBe(true);
    expect(products.some((product) => product.moq === undefined && product.origin === undefined)).toBe(true);
    expect(new Set(products.map((product) => product.sampleAvailable))).toEqual(new Set([true, false, undefined]));
  });

  it('lists exactly the products the predicate keeps, newest first, for every facet alone and together', async () => {
    const differ: string[] = [];
    const sizes = new Set<number>();
    for (const query of queries()) {
      const params = paramsOf(new URLSearchParams(query));
      const reply = await server.request('GET', `/products?${query}`);
      expect(reply.status, `${query}: ${JSON.stringify(reply.body)}`).toBe(200);
      const listed = (reply.body as Product[]).map((product) => product._id);
      const expected = kept(params).map((product) => product._id);
      sizes.add(expected.length);
      if (JSON.stringify(listed) !== JSON.stringify(expected))
        differ.push(`?${query}: the API lists ${listed.length}, the predicate keeps ${expected.length}`);
    }
    expect(differ).toEqual([]);
    // The queries keep nothing, everything and much between.
    expect(sizes).toContain(0);
    expect(sizes).toContain(products.length);
    expect(sizes.size).toBeGreaterThan(15);
  });

  it('counts each facet’s values as the predicate does, most first, for every facet alone and together', async () => {
    const differ: string[] = [];
    for (const query of queries()) {
      const reply = await server.request('GET', `/products/facets?${query}`);
      expect(reply.status, `${query}: ${JSON.stringify(reply.body)}`).toBe(200);
      const answer = reply.body as Record<string, FacetCount[]>;
      const expected = predicateCounts(paramsOf(new URLSearchParams(query)));
      const counted = Object.fromEntries(
        Object.entries(answer).map(([name, counts]) => [
          name,
          Object.fromEntries(counts.map(({ value, count }) => [String(value), count])),
        ]),
      );
      expect(Object.keys(counted).sort(), query).toEqual(Object.keys(expected).sort());
      for (const name of Object.keys(expected)) {
        if (JSON.stringify(sorted(counted[name]!)) !== JSON.stringify(sorted(expected[name]!)))
          differ.push(
            `?${query} ${name}: the API counts ${JSON.stringify(counted[name])}, the predicate ${JSON.stringify(expected[name])}`,
          );
        // A range's counts come in its caps' order; the others' most first, ties in the one order both sort by.
        const order =
          name === 'moqMax' ? Object.keys(expected[name]!) : [...answer[name]!].sort(byCount).map(({ value }) => value);
        if (JSON.stringify(answer[name]!.map(({ value }) => value)) !== JSON.stringify(order))
          differ.push(`?${query} ${name}: not in order: ${JSON.stringify(answer[name])}`);
      }
    }
    expect(differ).toEqual([]);
  });
});

const sorted = (counts: Record<string, number>) =>
  Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
