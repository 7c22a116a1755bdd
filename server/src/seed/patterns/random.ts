/** Seeded random numbers, picks from lists and number formatting for the SVG drawings. */

export type Rng = () => number;

/** mulberry32 over a mixed seed: small, fast and good enough for artwork. */
export function makeRng(seed: number): Rng {
  let a = Math.imul((seed | 0) ^ 0x5bd1e995, 0x9e3779b1) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next();
  next();
  return next;
}

export const mod = (a: number, n: number) => ((a % n) + n) % n;
export const between = (r: Rng, lo: number, hi: number) => lo + (hi - lo) * r();
export const intBetween = (r: Rng, lo: number, hi: number) => Math.floor(between(r, lo, hi + 1));

export function at<T>(list: readonly T[], i: number): T {
  const v = list[mod(Math.floor(i), list.length)];
  if (v === undefined) throw new Error('empty list');
  return v;
}
export const pick = <T>(r: Rng, list: readonly T[]): T => at(list, Math.floor(r() * list.length));

export function shuffled<T>(r: Rng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [at(out, j), at(out, i)];
  }
  return out;
}

/** Number formatting for SVG attributes: two decimals at most. */
export const f = (n: number) => String(Math.round(n * 100) / 100);

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
export const lcm = (a: number, b: number) => (a * b) / gcd(a, b);
