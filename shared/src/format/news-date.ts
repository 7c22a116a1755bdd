const pad = (n: number) => String(n).padStart(2, '0');

/** docs/spec.md §3: news months are zero-based; display adds 1 and pads day and month to two digits. */
export function newsDateParts(item: { day: number; month: number; year: number }) {
  return { day: pad(item.day), month: pad(item.month + 1), year: String(item.year) };
}

/** "05/01/2026" style release time, day first as the agency writes it. */
export function formatNewsDate(item: { day: number; month: number; year: number }): string {
  const { day, month, year } = newsDateParts(item);
  return `${day}/${month}/${year}`;
}

/** ISO date for <time dateTime> and structured data. */
export function newsIsoDate(item: { day: number; month: number; year: number }): string {
  const { day, month, year } = newsDateParts(item);
  return `${year}-${month}-${day}`;
}
