/** docs/spec.md §3: a review's date reads 'day - month - year' with a one-based month. */
export function formatReviewDate(date: Date): string {
  return `${date.getDate()} - ${date.getMonth() + 1} - ${date.getFullYear()}`;
}
