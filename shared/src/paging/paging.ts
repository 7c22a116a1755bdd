/** Page arithmetic for every paged list, on the site and in the dashboard (docs/spec.md §9 page sizes). */

/** At least one page, so an empty list still has a page 1 to be on. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** A page number from a URL or a prop: junk and anything below 1 become 1, anything past the end the last page. */
export function clampPage(value: string | number | null | undefined, count: number): number {
  const page = typeof value === 'number' ? value : Number(value ?? 1);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.trunc(page), 1), Math.max(1, count));
}

/** The first and last page, the current one with its siblings, and "gap" where pages are folded away. */
export function pageItems(current: number, count: number, siblings = 1): (number | 'gap')[] {
  const pages = new Set([1, count]);
  for (let page = current - siblings; page <= current + siblings; page++) {
    if (page >= 1 && page <= count) pages.add(page);
  }
  const items: (number | 'gap')[] = [];
  let previous = 0;
  for (const page of [...pages].sort((a, b) => a - b)) {
    // A gap that would hide a single page shows that page instead.
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
