import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsReads, productReads, reviewReads } from '@texbridge/shared/resources/public-reads';
import { api, runtimeConfig, setRuntimeConfig } from '../config/runtime.ts';
import { resourceQueries } from './resource-queries.ts';

const run = (options: { queryFn?: unknown }) => (options.queryFn as () => Promise<unknown>)();

describe('resourceQueries', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keys lists [name, "list", params] and details [name, "detail", id]', () => {
    const products = resourceQueries(productReads);
    expect(products.listQueryOptions().queryKey).toEqual(['products', 'list', {}]);
    expect(products.listQueryOptions({ category: 'yarn' }, { path: '/' }).queryKey).toEqual([
      'products',
      'list',
      { category: 'yarn' },
    ]);
    expect(products.detailQueryOptions('a1').queryKey).toEqual(['products', 'detail', 'a1']);
  });

  it("asks the contract's paths: the canonical list path unless another declared one is named, and the detail path", async () => {
    const get = vi.spyOn(api(), 'get').mockResolvedValue([]);
    const products = resourceQueries(productReads);
    await run(products.listQueryOptions());
    await run(products.listQueryOptions({ category: 'yarn' }, { path: '/' }));
    await run(resourceQueries(newsReads).detailQueryOptions('a/b'));
    expect(get.mock.calls).toEqual([
      ['/products', { query: {} }],
      ['/', { query: { category: 'yarn' } }],
      ['/news/a%2Fb', { query: {} }],
    ]);
  });

  it('asks in the page’s language on a page of another one: locale=zh on a Chinese page', async () => {
    setRuntimeConfig(runtimeConfig(), 'zh');
    const get = vi.spyOn(api(), 'get').mockResolvedValue([]);
    await run(resourceQueries(productReads).listQueryOptions({ category: 'yarn' }, { path: '/' }));
    await run(resourceQueries(newsReads).detailQueryOptions('n1'));
    expect(get.mock.calls).toEqual([
      ['/', { query: { category: 'yarn', locale: 'zh' } }],
      ['/news/n1', { query: { locale: 'zh' } }],
    ]);
  });

  it('refuses a list path the contract does not declare, and a detail the contract has none of', () => {
    expect(() => resourceQueries(productReads).listQueryOptions({}, { path: '/product' })).toThrow(
      '/product is not a list path of products',
    );
    expect(() => resourceQueries(reviewReads).detailQueryOptions('a1')).toThrow('reviews has no detail call');
  });
});
