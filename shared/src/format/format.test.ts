import { describe, expect, it } from 'vitest';
import { formatNewsDate, newsDateParts, newsIsoDate } from './news-date.ts';
import { formatNumber } from './number.ts';
import { formatReviewDate } from './review-date.ts';
import { titleStem, truncate } from './truncate.ts';

describe('news dates', () => {
  it('add 1 to the zero-based month and pad day and month to two digits', () => {
    expect(newsDateParts({ day: 5, month: 0, year: 2026 })).toEqual({ day: '05', month: '01', year: '2026' });
    expect(formatNewsDate({ day: 28, month: 11, year: 2025 })).toBe('28/12/2025');
    expect(formatNewsDate({ day: 1, month: 11, year: 2026 }, 'zh-CN')).toBe('2026年12月1日');
    expect(newsIsoDate({ day: 3, month: 8, year: 2024 })).toBe('2024-09-03');
  });
});

describe('review dates', () => {
  it("read 'day - month - year' with a one-based month", () => {
    expect(formatReviewDate(new Date(2026, 0, 9))).toBe('9 - 1 - 2026');
  });
});

describe('truncation', () => {
  it('keeps short text whole and cuts long text at the limit', () => {
    expect(truncate('Cotton', 130)).toBe('Cotton');
    expect(truncate('a'.repeat(131), 130)).toBe(`${'a'.repeat(130)}…`);
    expect(truncate('a'.repeat(130), 130)).toBe('a'.repeat(130));
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncate('🧵'.repeat(3), 2)).toBe('🧵🧵…');
  });

  it('gives the first 10 characters for detail page titles', () => {
    expect(titleStem('Combed Cotton Yarn Ne 30/1')).toBe('Combed Cot');
  });

  it('leaves no space at either end of a title stem', () => {
    expect(titleStem('Combed Co Yarn')).toBe('Combed Co');
    expect(titleStem('  Jute')).toBe('Jute');
  });
});

describe('numbers', () => {
  it("write what toLocaleString('en') writes: grouped digits, at most three decimals, half up", () => {
    const cases = [0, -0, 7, 999, 1000, 12_345, 10_000_000, 2.5, 1.0005, 1.0015, 999.9995, 0.0004, -1234.5, 5e-7, 1e20];
    // Numbers of every size and up to five decimals, the same each run.
    let seed = 1;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let n = 0; n < 5_000; n++) cases.push(Number((next() * 10 ** (next() * 12)).toFixed(Math.floor(next() * 6))));
    for (const value of cases) expect(formatNumber(value), String(value)).toBe(value.toLocaleString('en'));
    expect(formatNumber(1_000)).toBe('1,000');
    expect(formatNumber(2_500.75)).toBe('2,500.75');
  });
});
