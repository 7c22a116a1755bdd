/** Woven cloth: weave structures and the pattern that draws warp and weft thread by thread. */
import { at, f, lcm, mod } from './random.ts';
import { linear, type Stop } from './svg.ts';

interface Weave {
  px: number;
  py: number;
  /** True where the warp (vertical) thread lies on top at column x, row y. */
  up: (x: number, y: number) => boolean;
}

export const WEAVES = {
  plain: { px: 2, py: 2, up: (x, y) => mod(x + y, 2) === 0 },
  twill21: { px: 3, py: 3, up: (x, y) => mod(x + y, 3) < 2 },
  twill22: { px: 4, py: 4, up: (x, y) => mod(x + y, 4) < 2 },
  twill31: { px: 4, py: 4, up: (x, y) => mod(x + y, 4) < 3 },
  oxford: { px: 4, py: 2, up: (x, y) => mod(Math.floor(x / 2) + y, 2) === 0 },
} satisfies Record<string, Weave>;

export function herringbone(n: number): Weave {
  return {
    px: 2 * n,
    py: 4,
    up: (x, y) => (mod(Math.floor(x / n), 2) === 0 ? mod(x + y, 4) < 2 : mod(x - y + 1, 4) < 2),
  };
}

/** Runs of `true` in a cyclic list, as [start, length]. */
function cyclicRuns(flags: boolean[]): [number, number][] {
  const n = flags.length;
  if (flags.every(Boolean)) return [[0, n]];
  const first = flags.findIndex((v, i) => v && !flags[mod(i - 1, n)]);
  if (first < 0) return [];
  const runs: [number, number][] = [];
  let start = -1;
  for (let k = 0; k < n; k++) {
    const i = first + k;
    if (flags[mod(i, n)]) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      runs.push([start, i - start]);
      start = -1;
    }
  }
  if (start >= 0) runs.push([start, first + n - start]);
  return runs.map(([s, l]) => [mod(s, n), l]);
}

interface WeaveSpec {
  warp: string[];
  weft: string[];
  weave: Weave;
  cell: number;
}

/**
 * A woven-cloth pattern: coloured cells (warp colour where the warp is up, weft colour elsewhere),
 * with a nested pattern of shaded floats on top so each thread reads as a rounded yarn.
 */
export function weavePattern(id: string, s: WeaveSpec): string {
  const { weave, cell: c } = s;
  const W = lcm(s.warp.length, weave.px);
  const H = lcm(s.weft.length, weave.py);
  let cells = '';
  for (let y = 0; y < H; y++) {
    let runStart = 0;
    let runColour = '';
    const flush = (end: number) => {
      if (end > runStart)
        cells += `<rect x="${f(runStart * c)}" y="${f(y * c)}" width="${f((end - runStart) * c)}" height="${f(c)}" fill="${runColour}"/>`;
    };
    for (let x = 0; x < W; x++) {
      const colour = weave.up(x, y) ? at(s.warp, x) : at(s.weft, y);
      if (colour !== runColour) {
        flush(x);
        runStart = x;
        runColour = colour;
      }
    }
    flush(W);
  }

  let floats = '';
  const sw = f(c * 0.07);
  const rx = f(c * 0.42);
  for (let x = 0; x < weave.px; x++) {
    const col = Array.from({ length: weave.py }, (_, y) => weave.up(x, y));
    for (const [start, len] of cyclicRuns(col)) {
      for (const s0 of start + len > weave.py ? [start, start - weave.py] : [start]) {
        floats += `<rect x="${f(x * c)}" y="${f(s0 * c)}" width="${f(c)}" height="${f(len * c)}" rx="${rx}" fill="url(#${id}-gw)" stroke="#000" stroke-opacity=".22" stroke-width="${sw}"/>`;
      }
    }
  }
  for (let y = 0; y < weave.py; y++) {
    const row = Array.from({ length: weave.px }, (_, x) => !weave.up(x, y));
    for (const [start, len] of cyclicRuns(row)) {
      for (const s0 of start + len > weave.px ? [start, start - weave.px] : [start]) {
        floats += `<rect x="${f(s0 * c)}" y="${f(y * c)}" width="${f(len * c)}" height="${f(c)}" rx="${rx}" fill="url(#${id}-gf)" stroke="#000" stroke-opacity=".22" stroke-width="${sw}"/>`;
      }
    }
  }
  const shade: Stop[] = [
    [0, '#000000', 0.42],
    [0.28, '#ffffff', 0.06],
    [0.45, '#ffffff', 0.2],
    [0.7, '#000000', 0],
    [1, '#000000', 0.42],
  ];
  return (
    linear(`${id}-gw`, shade) +
    linear(`${id}-gf`, shade, true) +
    `<pattern id="${id}-s" patternUnits="userSpaceOnUse" width="${f(weave.px * c)}" height="${f(weave.py * c)}">${floats}</pattern>` +
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(W * c)}" height="${f(H * c)}">${cells}` +
    `<rect width="${f(W * c)}" height="${f(H * c)}" fill="url(#${id}-s)"/></pattern>`
  );
}
