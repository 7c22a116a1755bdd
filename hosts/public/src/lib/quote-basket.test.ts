import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBasket, useBasket } from './quote-basket.ts';
import { addToBasket, emptyBasket, removeFromBasket } from './quote-basket-changes.ts';

const KEY = 'texbridge.quote';
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the quotation basket', () => {
  it('keeps each product once, in the order added, across reads', () => {
    expect(addToBasket({ id: 'a', title: 'Combed Cotton Yarn' })).toBe('added');
    expect(addToBasket({ id: 'b', title: 'Single Jersey' })).toBe('added');
    expect(addToBasket({ id: 'a', title: 'Combed Cotton Yarn' })).toBe('already');
    expect(readBasket()).toEqual([
      { id: 'a', title: 'Combed Cotton Yarn' },
      { id: 'b', title: 'Single Jersey' },
    ]);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toHaveLength(2);
    removeFromBasket('a');
    expect(readBasket()).toEqual([{ id: 'b', title: 'Single Jersey' }]);
    emptyBasket();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('holds at most the 50 products one request may name', () => {
    for (let i = 0; i < 50; i++) expect(addToBasket({ id: `p${i}`, title: `Product ${i}` })).toBe('added');
    expect(addToBasket({ id: 'p50', title: 'One too many' })).toBe('full');
    expect(readBasket()).toHaveLength(50);
  });

  it('reads a broken or foreign value as an empty basket, and drops entries that are not products', () => {
    localStorage.setItem(KEY, '{not json');
    expect(readBasket()).toEqual([]);
    localStorage.setItem(KEY, JSON.stringify([{ id: 'a', title: 'Yarn' }, { id: 7 }, 'x', null]));
    expect(readBasket()).toEqual([{ id: 'a', title: 'Yarn' }]);
  });

  it('says so when the browser will not store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(addToBasket({ id: 'a', title: 'Yarn' })).toBe('unavailable');
    expect(readBasket()).toEqual([]);
  });

  it('is live: a component sees this page’s changes and another tab’s', () => {
    const { result } = renderHook(() => useBasket());
    expect(result.current).toEqual([]);
    act(() => void addToBasket({ id: 'a', title: 'Yarn' }));
    expect(result.current.map((item) => item.id)).toEqual(['a']);
    act(() => {
      localStorage.setItem(KEY, JSON.stringify([{ id: 'b', title: 'Fabric' }]));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(result.current.map((item) => item.id)).toEqual(['b']);
  });
});
