/** The first `max` characters (docs/spec.md §9 truncations), with an ellipsis only when something was cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/**
 * docs/spec.md §2: detail page titles use the first 10 characters of the item title, without a space at
 * either end ("Combed Co", not "Combed Co " before " | TexBridge").
 */
export const titleStem = (title: string) => Array.from(title.trim()).slice(0, 10).join('').trimEnd();
