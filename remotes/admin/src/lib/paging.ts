/** At least one page, so that an empty list still has a page 1 to be on. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** A page number from the URL: junk and anything below 1 become 1. */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value ?? 1);
  return Number.isFinite(page) && page >= 1 ? Math.trunc(page) : 1;
}

/** The first and last page, the current one with its siblings, and 'gap' where pages are folded away. */
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
