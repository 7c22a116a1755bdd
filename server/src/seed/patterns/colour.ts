/** The palette of the seed artwork, and colour mixing: tints, tones and thread-to-thread jitter. */
import type { Rng } from './random.ts';

export const PALETTE = {
  indigo: '#26366e',
  madder: '#a3392c',
  saffron: '#dfa02a',
  ecru: '#eee5d0',
  charcoal: '#34373d',
  teal: '#1e6d69',
} as const;

export const TONES = {
  indigoDeep: '#19223f',
  kraft: '#c39a63',
  sand: '#d6c6a3',
  khaki: '#b39a6b',
  paper: '#f7f3ea',
  bone: '#f3efe6',
  olive: '#6b6a44',
  rust: '#b4622d',
  slate: '#5a6472',
} as const;

export const MAIN: readonly string[] = Object.values(PALETTE);
export const DYE_BASES: readonly string[] = [
  PALETTE.indigo,
  PALETTE.madder,
  PALETTE.saffron,
  PALETTE.teal,
  PALETTE.charcoal,
  TONES.rust,
  TONES.olive,
];

function toRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex(r: number, g: number, b: number): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return `#${((1 << 24) | (c(r) << 16) | (c(g) << 8) | c(b)).toString(16).slice(1)}`;
}
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = toRgb(a);
  const [r2, g2, b2] = toRgb(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}
/** Towards white. */
export const tint = (c: string, t: number) => mix(c, '#ffffff', t);
/** Towards black. */
export const tone = (c: string, t: number) => mix(c, '#000000', t);
/** A random nudge lighter or darker, for thread-to-thread variation. */
export function jit(r: Rng, c: string, amount: number): string {
  const t = (r() * 2 - 1) * amount;
  return t > 0 ? tint(c, t) : tone(c, -t);
}
