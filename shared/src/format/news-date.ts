const pad = (n: number) => String(n).padStart(2, '0');

/** docs/spec.md §3: news months are zero-based; display adds 1 and pads day and month to two digits. */
export function newsDateParts(item: { day: number; month: number; year: number }) {
  return { day: pad(item.day), month: pad(item.month + 1), year: String(item.year) };
}

/**
 * How each language other than the default writes a date, by BCP 47 tag (`LOCALES`' `tag`): the same as
 * `Intl.DateTimeFormat(tag, { dateStyle: 'long' })`, written out as formatNumber is (Intl costs a page its
 * start-up, and Node's and a browser's data could differ at hydration).
 */
const DATES: Readonly<Record<string, (day: number, month: number, year: number) => string>> = {
  'zh-CN': (day, month, year) => `${year}年${month}月${day}日`,
};

/**
 * "05/01/2026" style release time, day first as the agency writes it; in another language as its readers
 * write a date: zh-CN "2026年1月5日" (docs/adding-a-language.md).
 */
export function formatNewsDate(item: { day: number; month: number; year: number }, tag = 'en'): string {
  const written = DATES[tag];
  if (written) return written(item.day, item.month + 1, item.year);
  const { day, month, year } = newsDateParts(item);
  return `${day}/${month}/${year}`;
}

/** ISO date for <time dateTime> and structured data. */
export function newsIsoDate(item: { day: number; month: number; year: number }): string {
  const { day, month, year } = newsDateParts(item);
  return `${year}-${month}-${day}`;
}
