import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems } from './paging.ts';

describe('page arithmetic', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
  });

  it.each([
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-4', 1],
    ['2', 2],
    ['2.7', 2],
    ['99', 3],
    [Number.NaN, 1],
  ])('clampPage(%j) of 3 pages is %i', (value, expected) => {
    expect(clampPage(value, 3)).toBe(expected);
  });

  it('lists pages with gaps, never hiding a single page behind one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
  });
});
