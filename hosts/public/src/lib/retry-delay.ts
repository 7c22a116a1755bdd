/** How long to wait before trying a failed load again by itself: 2 s, doubling with each failure, at most 30 s. */
export function retryDelayAfter(failures: number): number {
  return Math.min(2000 * 2 ** Math.max(failures - 1, 0), 30_000);
}
