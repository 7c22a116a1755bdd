/** 1 → '1st', 2 → '2nd', 3 → '3rd', 4 → '4th', 11 → '11th', 22 → '22nd', 113 → '113th'. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
