import { describe, expect, it } from 'vitest';
import { formatNewsDate, newsDateParts, newsIsoDate } from './news-date.ts';
import { formatReviewDate } from './review-date.ts';
import { titleStem, truncate } from './truncate.ts';

describe('news dates', () => {
  it('add 1 to the zero-based month and pad day and month to two digits', () => {
    expect(newsDateParts({ day: 5, month: 0, year: 2026 })).toEqual({ day: '05', month: '01', year: '2026' });
    expect(formatNewsDate({ day: 28, month: 11, year: 2025 })).toBe('28/12/2025');
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
