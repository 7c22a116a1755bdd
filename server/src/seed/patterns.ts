/**
 * Seed artwork drawn locally: SVG strings of textile subjects (woven and knitted cloth, yarn cones,
 * cotton bolls, fibre slivers, colour cards, folded and flat-laid garments), rendered to WebP with sharp.
 * Nothing is downloaded. Every drawing is deterministic from a numeric seed, so one function yields
 * many different but reproducible images. The images carry no text: titles are rendered by the site.
 */
import sharp from 'sharp';

/* ------------------------------------------------------------------ randomness */

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

const mod = (a: number, n: number) => ((a % n) + n) % n;
const between = (r: Rng, lo: number, hi: number) => lo + (hi - lo) * r();
const intBetween = (r: Rng, lo: number, hi: number) => Math.floor(between(r, lo, hi + 1));

function at<T>(list: readonly T[], i: number): T {
  const v = list[mod(Math.floor(i), list.length)];
  if (v === undefined) throw new Error('empty list');
  return v;
}
const pick = <T>(r: Rng, list: readonly T[]): T => at(list, Math.floor(r() * list.length));

function shuffled<T>(r: Rng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [at(out, j), at(out, i)];
  }
  return out;
}

/** Number formatting for SVG attributes: two decimals at most. */
const f = (n: number) => String(Math.round(n * 100) / 100);

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
const lcm = (a: number, b: number) => (a * b) / gcd(a, b);

/* ------------------------------------------------------------------ colour */

export const PALETTE = {
  indigo: '#26366e',
  madder: '#a3392c',
  saffron: '#dfa02a',
  ecru: '#eee5d0',
  charcoal: '#34373d',
  teal: '#1e6d69',
} as const;

const TONES = {
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

const MAIN: readonly string[] = Object.values(PALETTE);
const DYE_BASES: readonly string[] = [
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
function jit(r: Rng, c: string, amount: number): string {
  const t = (r() * 2 - 1) * amount;
  return t > 0 ? tint(c, t) : tone(c, -t);
}

/* ------------------------------------------------------------------ svg helpers */

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

type Stop = [offset: number, colour: string, opacity?: number];
const stops = (list: Stop[]) =>
  list.map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}" stop-opacity="${f(a ?? 1)}"/>`).join('');

/** A linear gradient; `vertical` runs top to bottom, otherwise left to right (objectBoundingBox). */
function linear(id: string, list: Stop[], vertical = false, extra = ''): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir} ${extra}>${stops(list)}</linearGradient>`;
}
function radial(id: string, list: Stop[], extra = ''): string {
  return `<radialGradient id="${id}" ${extra}>${stops(list)}</radialGradient>`;
}

/** Soft light-and-shadow bands laid over a whole picture, like cloth that is not quite flat. */
function drape(id: string, r: Rng, strength: number): { defs: string; layer: string } {
  const list: Stop[] = [];
  const n = intBetween(r, 4, 7);
  for (let i = 0; i <= n; i++) {
    const o = i / n + (i > 0 && i < n ? between(r, -0.4, 0.4) / n : 0);
    list.push([o, i % 2 ? '#ffffff' : '#000000', between(r, 0.15, 1) * strength]);
  }
  const angle = between(r, -60, 60);
  return {
    defs: linear(id, list, false, `gradientTransform="rotate(${f(angle)} .5 .5)"`),
    layer: `<rect width="100%" height="100%" fill="url(#${id})"/>`,
  };
}

function vignette(id: string, strength: number): { defs: string; layer: string } {
  return {
    defs: radial(
      id,
      [
        [0.55, '#000000', 0],
        [1, '#000000', strength],
      ],
      'cx=".5" cy=".5" r=".75"',
    ),
    layer: `<rect width="100%" height="100%" fill="url(#${id})"/>`,
  };
}

/* ------------------------------------------------------------------ woven cloth */

interface Weave {
  px: number;
  py: number;
  /** True where the warp (vertical) thread lies on top at column x, row y. */
  up: (x: number, y: number) => boolean;
}

const WEAVES = {
  plain: { px: 2, py: 2, up: (x, y) => mod(x + y, 2) === 0 },
  twill21: { px: 3, py: 3, up: (x, y) => mod(x + y, 3) < 2 },
  twill22: { px: 4, py: 4, up: (x, y) => mod(x + y, 4) < 2 },
  twill31: { px: 4, py: 4, up: (x, y) => mod(x + y, 4) < 3 },
  oxford: { px: 4, py: 2, up: (x, y) => mod(Math.floor(x / 2) + y, 2) === 0 },
} satisfies Record<string, Weave>;

function herringbone(n: number): Weave {
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
function weavePattern(id: string, s: WeaveSpec): string {
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

/* ------------------------------------------------------------------ knitted cloth */

type KnitMode = 'jersey' | 'rib' | 'pique';

/** Knitted loops: pairs of tilted "legs" forming V stitches, rows overlapping like real jersey. */
function knitPattern(
  id: string,
  cols: number,
  rows: number,
  unit: number,
  colourAt: (col: number, row: number) => string,
  mode: KnitMode,
): string {
  const sw = unit * 2.2;
  const rh = unit * 1.7;
  const tw = cols * sw;
  const th = rows * rh;
  let body = `<rect width="${f(tw)}" height="${f(th)}" fill="${tone(colourAt(0, 0), 0.55)}"/>`;
  for (let row = -1; row <= rows; row++) {
    for (let col = -1; col <= cols; col++) {
      const colour = colourAt(mod(col, cols), mod(row, rows));
      const x0 = col * sw;
      const cy = (row + 0.5) * rh;
      if (mode === 'rib' && mod(col, 2) === 1) {
        const cx = x0 + sw / 2;
        body += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(sw * 0.4)}" ry="${f(rh * 0.36)}" fill="${tone(colour, 0.35)}"/>`;
        body += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(sw * 0.4)}" ry="${f(rh * 0.36)}" fill="url(#${id}-gp)"/>`;
        continue;
      }
      const tucked = mode === 'pique' && mod(col, 2) === 1 && mod(row, 2) === 1;
      const legColour = tucked ? tone(colour, 0.22) : colour;
      const ry = rh * (tucked ? 0.6 : 0.8);
      for (const side of [-1, 1]) {
        const cx = x0 + sw * (0.5 + side * 0.2);
        const shape = `cx="${f(cx)}" cy="${f(cy)}" rx="${f(sw * 0.2)}" ry="${f(ry)}" transform="rotate(${side * 24} ${f(cx)} ${f(cy)})"`;
        body += `<ellipse ${shape} fill="${legColour}"/><ellipse ${shape} fill="url(#${id}-gl)"/>`;
      }
    }
  }
  return (
    linear(`${id}-gl`, [
      [0, '#000000', 0.45],
      [0.35, '#ffffff', 0.18],
      [0.55, '#ffffff', 0.08],
      [1, '#000000', 0.5],
    ]) +
    linear(
      `${id}-gp`,
      [
        [0, '#000000', 0.4],
        [0.45, '#ffffff', 0.15],
        [1, '#000000', 0.45],
      ],
      true,
    ) +
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(tw)}" height="${f(th)}">${body}</pattern>`
  );
}

/* ------------------------------------------------------------------ ikat */

/** Resist-dyed diamonds whose edges feather row by row, as ikat yarns shift on the loom. */
function ikatPattern(id: string, r: Rng, unit: number, colours: [string, string, string, string]): string {
  const [bg, a, b, c] = colours;
  const tw = unit * 44;
  const th = unit * 64;
  const step = unit * 1.1;
  const motif = (): { dx: number; dy: number; w: number; h: number; fill: string }[] => {
    const rects: { dx: number; dy: number; w: number; h: number; fill: string }[] = [];
    for (const [k, fill] of [
      [1, a],
      [0.64, b],
      [0.3, c],
    ] as const) {
      const hw = tw * 0.42 * k;
      const hh = th * 0.46 * k;
      for (let y = -hh; y < hh; y += step) {
        const half = hw * (1 - Math.abs(y + step / 2) / hh);
        if (half < step * 0.6) continue;
        const jl = (r() - 0.5) * step * 3.2;
        const jr = (r() - 0.5) * step * 3.2;
        const shift = (r() - 0.5) * step * 1.2;
        rects.push({ dx: -half + jl + shift, dy: y, w: Math.max(step, 2 * half - jl + jr), h: step + 0.4, fill });
      }
    }
    return rects;
  };
  const draw = (rects: ReturnType<typeof motif>, cx: number, cy: number) =>
    rects
      .map(
        (q) => `<rect x="${f(cx + q.dx)}" y="${f(cy + q.dy)}" width="${f(q.w)}" height="${f(q.h)}" fill="${q.fill}"/>`,
      )
      .join('');
  const corner = motif();
  let body = `<rect width="${f(tw)}" height="${f(th)}" fill="${bg}"/>`;
  body += draw(motif(), tw / 2, th / 2);
  for (const [cx, cy] of [
    [0, 0],
    [tw, 0],
    [0, th],
    [tw, th],
  ] as const)
    body += draw(corner, cx, cy);
  body += `<rect width="${f(tw)}" height="${f(th)}" fill="url(#${id}-l)"/>`;
  return (
    `<pattern id="${id}-l" patternUnits="userSpaceOnUse" width="${f(unit)}" height="${f(unit)}">` +
    `<rect width="${f(unit)}" height="${f(unit * 0.42)}" fill="#000" fill-opacity=".12"/>` +
    `<rect width="${f(unit * 0.3)}" height="${f(unit)}" fill="#fff" fill-opacity=".05"/></pattern>` +
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(tw)}" height="${f(th)}">${body}</pattern>`
  );
}

/* ------------------------------------------------------------------ fabric presets */

export type FabricKind =
  | 'denim'
  | 'chambray'
  | 'twill'
  | 'herringbone'
  | 'tartan'
  | 'houndstooth'
  | 'gingham'
  | 'oxford'
  | 'poplin'
  | 'canvas'
  | 'jersey'
  | 'melange'
  | 'rib'
  | 'pique'
  | 'fleece'
  | 'ikat';

export const FABRIC_KINDS: readonly FabricKind[] = [
  'denim',
  'chambray',
  'twill',
  'herringbone',
  'tartan',
  'houndstooth',
  'gingham',
  'oxford',
  'poplin',
  'canvas',
  'jersey',
  'melange',
  'rib',
  'pique',
  'fleece',
  'ikat',
];

const threads = (r: Rng, n: number, colour: string, amount: number) =>
  Array.from({ length: n }, () => jit(r, colour, amount));

/** Roughly how many px one thread (or stitch unit) should span, per kind, relative to `unit`. */
const KIND_SCALE: Record<FabricKind, number> = {
  denim: 1,
  chambray: 0.8,
  twill: 0.9,
  herringbone: 0.9,
  tartan: 0.75,
  houndstooth: 1.1,
  gingham: 0.9,
  oxford: 0.9,
  poplin: 0.8,
  canvas: 1,
  jersey: 1.1,
  melange: 1.1,
  rib: 1.1,
  pique: 1,
  fleece: 1.2,
  ikat: 1,
};

/**
 * Pattern definitions for one kind of cloth, with id `id`; `unit` is roughly one thread in px.
 * Returns the defs and the cloth's dominant colour (for edges, shadows and roll ends).
 */
export function fabricDefs(
  id: string,
  kind: FabricKind,
  r: Rng,
  unit: number,
  base?: string,
): { defs: string; colour: string } {
  const raw = Math.max(0.3, unit * KIND_SCALE[kind]);
  // Whole-pixel threads keep pattern tiles aligned to the pixel grid: sharper and faster to rasterise.
  const c = raw >= 2 ? Math.round(raw) : raw;
  switch (kind) {
    case 'denim': {
      const warp = Array.from({ length: 36 }, () =>
        jit(r, mix(base ?? PALETTE.indigo, TONES.indigoDeep, r() * 0.7), 0.12),
      );
      const weft = threads(r, 12, '#d9d4c5', 0.05);
      return { defs: weavePattern(id, { warp, weft, weave: WEAVES.twill31, cell: c }), colour: base ?? PALETTE.indigo };
    }
    case 'chambray': {
      const col = base ?? tint(PALETTE.indigo, 0.28);
      const warp = threads(r, 24, col, 0.1);
      const weft = threads(r, 8, '#f1eee6', 0.03);
      return { defs: weavePattern(id, { warp, weft, weave: WEAVES.plain, cell: c }), colour: tint(col, 0.35) };
    }
    case 'twill': {
      const col = base ?? pick(r, [TONES.khaki, PALETTE.charcoal, tone(PALETTE.teal, 0.1), TONES.olive, TONES.rust]);
      const warp = threads(r, 24, col, 0.07);
      const weft = threads(r, 12, tone(col, 0.18), 0.05);
      return { defs: weavePattern(id, { warp, weft, weave: WEAVES.twill21, cell: c }), colour: col };
    }
    case 'herringbone': {
      const dark = base ?? '#45484e';
      const warp = threads(r, 16, dark, 0.08);
      const weft = threads(r, 8, tint(mix(dark, PALETTE.ecru, 0.6), 0.1), 0.08);
      return {
        defs: weavePattern(id, { warp, weft, weave: herringbone(8), cell: c }),
        colour: mix(dark, PALETTE.ecru, 0.35),
      };
    }
    case 'tartan': {
      const colours = shuffled(r, [PALETTE.indigo, PALETTE.teal, PALETTE.madder, PALETTE.charcoal]);
      const ground = base ?? at(colours, 0);
      const second = at(
        colours.filter((x) => x !== ground),
        0,
      );
      const third = at(
        colours.filter((x) => x !== ground),
        1,
      );
      const line = pick(r, [PALETTE.saffron, PALETTE.ecru]);
      const half: [string, number][] = [
        [ground, intBetween(r, 8, 12)],
        [second, intBetween(r, 2, 4)],
        [ground, intBetween(r, 2, 4)],
        [third, intBetween(r, 6, 10)],
        [line, intBetween(r, 1, 2)],
        [third, intBetween(r, 2, 3)],
      ];
      const sett = [...half, ...[...half].reverse()].flatMap(([col, n]) => Array.from({ length: n }, () => col));
      const warp = sett.map((x) => jit(r, x, 0.04));
      const weft = sett.map((x) => jit(r, x, 0.04));
      return { defs: weavePattern(id, { warp, weft, weave: WEAVES.twill22, cell: c }), colour: ground };
    }
    case 'houndstooth': {
      const dark = base ?? pick(r, [PALETTE.charcoal, TONES.indigoDeep, tone(PALETTE.madder, 0.2)]);
      const light = PALETTE.ecru;
      const seq = [dark, dark, dark, dark, light, light, light, light];
      return {
        defs: weavePattern(id, { warp: seq, weft: seq, weave: WEAVES.twill22, cell: c }),
        colour: mix(dark, light, 0.4),
      };
    }
    case 'gingham': {
      const col = base ?? pick(r, [PALETTE.indigo, PALETTE.madder, PALETTE.teal]);
      const n = intBetween(r, 5, 8);
      const seq = [...Array<string>(n).fill(col), ...Array<string>(n).fill('#f6f3ec')];
      return {
        defs: weavePattern(id, {
          warp: seq.map((x) => jit(r, x, 0.03)),
          weft: seq.map((x) => jit(r, x, 0.03)),
          weave: WEAVES.plain,
          cell: c,
        }),
        colour: tint(col, 0.4),
      };
    }
    case 'oxford': {
      const col = base ?? tint(PALETTE.indigo, 0.55);
      const warp = threads(r, 24, col, 0.07);
      const weft = threads(r, 6, '#f5f3ee', 0.02);
      return { defs: weavePattern(id, { warp, weft, weave: WEAVES.oxford, cell: c }), colour: tint(col, 0.3) };
    }
    case 'poplin': {
      const col = base ?? pick(r, MAIN);
      const warp = threads(r, 24, col, 0.05);
      const weft = threads(r, 12, tone(col, 0.08), 0.04);
      return { defs: weavePattern(id, { warp, weft, weave: WEAVES.plain, cell: c }), colour: col };
    }
    case 'canvas': {
      const col = base ?? pick(r, [PALETTE.ecru, TONES.sand, TONES.khaki]);
      const warp = threads(r, 30, col, 0.12);
      const weft = threads(r, 20, tone(col, 0.05), 0.12);
      return { defs: weavePattern(id, { warp, weft, weave: WEAVES.plain, cell: c }), colour: col };
    }
    case 'jersey':
    case 'fleece': {
      const col = base ?? pick(r, MAIN);
      const grid = Array.from({ length: 24 }, () => jit(r, col, kind === 'fleece' ? 0.05 : 0.07));
      return {
        defs: knitPattern(id, 4, 6, c, (x, y) => at(grid, y * 4 + x), 'jersey'),
        colour: col,
      };
    }
    case 'melange': {
      const col = base ?? '#9b9a96';
      const grid = Array.from({ length: 64 }, () =>
        r() < 0.5 ? tint(col, between(r, 0.1, 0.35)) : tone(col, between(r, 0.05, 0.3)),
      );
      return { defs: knitPattern(id, 8, 8, c, (x, y) => at(grid, y * 8 + x), 'jersey'), colour: col };
    }
    case 'rib': {
      const col = base ?? pick(r, MAIN);
      const grid = Array.from({ length: 12 }, () => jit(r, col, 0.05));
      return { defs: knitPattern(id, 2, 6, c, (x, y) => at(grid, y * 2 + x), 'rib'), colour: col };
    }
    case 'pique': {
      const col = base ?? pick(r, MAIN);
      const grid = Array.from({ length: 16 }, () => jit(r, col, 0.05));
      return { defs: knitPattern(id, 4, 4, c, (x, y) => at(grid, y * 4 + x), 'pique'), colour: col };
    }
    case 'ikat': {
      const order = shuffled(r, [PALETTE.madder, PALETTE.saffron, PALETTE.ecru, PALETTE.teal]);
      const bg = base ?? pick(r, [PALETTE.indigo, TONES.indigoDeep, PALETTE.charcoal]);
      return {
        defs: ikatPattern(id, r, c, [bg, at(order, 0), at(order, 1), at(order, 2)]),
        colour: bg,
      };
    }
  }
}

/* ------------------------------------------------------------------ scenes */

/** A full-bleed piece of cloth with drape, a vignette and (optionally) one corner folded back. */
function fabricScene(w: number, h: number, r: Rng, kind: FabricKind, base?: string, fold = true): string {
  const unit = Math.max(3, Math.round(Math.min(w, h) / 120));
  const fab = fabricDefs('f', kind, r, unit, base);
  const d = drape('dr', r, 0.16);
  const v = vignette('vg', 0.35);
  let defs = fab.defs + d.defs + v.defs;
  let body = `<rect width="${w}" height="${h}" fill="url(#f)"/>${d.layer}`;
  if (fold) {
    const a = Math.min(w, h) * between(r, 0.32, 0.5);
    const b = a * between(r, 0.8, 1.25);
    const p1: [number, number] = [w - a, h];
    const p2: [number, number] = [w, h - b];
    const len = Math.hypot(p2[0] - p1[0], p2[1] - p1[1]);
    const ux = (p2[0] - p1[0]) / len;
    const uy = (p2[1] - p1[1]) / len;
    // Reflection across the fold line: the flap is the cut-off corner mirrored onto the cloth.
    const m = [ux * ux - uy * uy, 2 * ux * uy, 2 * ux * uy, uy * uy - ux * ux] as const;
    const e = p1[0] - (m[0] * p1[0] + m[2] * p1[1]);
    const g = p1[1] - (m[1] * p1[0] + m[3] * p1[1]);
    const corner: [number, number] = [w, h];
    const q: [number, number] = [m[0] * corner[0] + m[2] * corner[1] + e, m[1] * corner[0] + m[3] * corner[1] + g];
    const tri = `${f(p1[0])},${f(p1[1])} ${f(p2[0])},${f(p2[1])} ${f(q[0])},${f(q[1])}`;
    defs += `<clipPath id="flap"><polygon points="${tri}"/></clipPath>`;
    defs += linear('flapShade', [
      [0, '#ffffff', 0.22],
      [0.6, '#ffffff', 0.05],
      [1, '#000000', 0.25],
    ]);
    body +=
      `<polygon points="${f(p1[0])},${f(p1[1])} ${f(p2[0])},${f(p2[1])} ${w},${h}" fill="${tone(TONES.sand, 0.25)}"/>` +
      `<polygon points="${tri}" transform="translate(${f(a * 0.04)} ${f(a * 0.05)})" fill="#000" fill-opacity=".3"/>` +
      `<g clip-path="url(#flap)"><rect width="${w}" height="${h}" fill="url(#f)" transform="matrix(${m.map(f).join(' ')} ${f(e)} ${f(g)})"/>` +
      `<polygon points="${tri}" fill="${tint(fab.colour, 0.5)}" fill-opacity=".18"/><polygon points="${tri}" fill="url(#flapShade)"/></g>`;
  }
  body += v.layer;
  return svgDoc(w, h, defs, body);
}

/** A warm wall and a table edge behind still-life subjects. */
function backdrop(w: number, h: number, horizon: number, wall: string, table: string): { defs: string; body: string } {
  return {
    defs:
      linear(
        'wall',
        [
          [0, tint(wall, 0.25)],
          [1, wall],
        ],
        true,
      ) +
      linear(
        'table',
        [
          [0, tone(table, 0.05)],
          [1, tone(table, 0.3)],
        ],
        true,
      ) +
      radial(
        'glow',
        [
          [0, '#ffffff', 0.35],
          [1, '#ffffff', 0],
        ],
        'cx=".35" cy=".3" r=".7"',
      ),
    body:
      `<rect width="${w}" height="${f(horizon)}" fill="url(#wall)"/>` +
      `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#table)"/>` +
      (horizon > 0
        ? `<rect y="${f(horizon)}" width="${w}" height="${f(Math.max(2, h * 0.006))}" fill="#000" fill-opacity=".18"/>`
        : '') +
      `<rect width="${w}" height="${h}" fill="url(#glow)"/>`,
  };
}

const CYL_SHADE: Stop[] = [
  [0, '#000000', 0.45],
  [0.3, '#ffffff', 0.18],
  [0.45, '#ffffff', 0.08],
  [0.8, '#000000', 0.2],
  [1, '#000000', 0.5],
];

/** Rolls of cloth lying in a loose pile, each a different fabric, seen from the side. */
function rollsScene(w: number, h: number, r: Rng): string {
  const bd = backdrop(w, h, h * 0.8, TONES.sand, TONES.kraft);
  const unit = Math.max(3, Math.round(h / 230));
  const kinds = shuffled(r, [
    'denim',
    'tartan',
    'herringbone',
    'chambray',
    'twill',
    'houndstooth',
    'gingham',
    'ikat',
    'oxford',
    'canvas',
  ] as FabricKind[]);
  let defs =
    bd.defs +
    linear(
      'rollShade',
      CYL_SHADE.map(([o, c, a]) => [o, c, a] as Stop),
      true,
    );
  let body = bd.body;
  const D = h * 0.235;
  const rx = D * 0.2;
  const rows = 3;
  let k = 0;
  for (let row = 0; row < rows; row++) {
    const y = h * 0.8 - (row + 1) * D * 0.94 + D * 0.08;
    const count = w / h > 1.8 ? 3 - (row === 2 ? 1 : 0) : 2 - (row === 2 ? 1 : 0);
    const span = w * (row === 2 ? 0.6 : 0.88);
    const L = span / count - D * 0.35;
    let x = (w - span) / 2 + between(r, -0.04, 0.04) * w + row * D * 0.4;
    for (let i = 0; i < count; i++) {
      const kind = at(kinds, k);
      const fab = fabricDefs(`r${k}`, kind, r, unit);
      defs += fab.defs;
      const len = L * between(r, 0.86, 1);
      const path = `M${f(x)} ${f(y)} L${f(x + len)} ${f(y)} L${f(x + len)} ${f(y + D)} L${f(x)} ${f(y + D)} A${f(rx)} ${f(D / 2)} 0 0 1 ${f(x)} ${f(y)} Z`;
      body += `<path d="${path}" transform="translate(${f(D * 0.05)} ${f(D * 0.08)})" fill="#000" fill-opacity=".25"/>`;
      body += `<path d="${path}" fill="url(#r${k})"/><path d="${path}" fill="url(#rollShade)"/>`;
      const ex = x + len;
      const ey = y + D / 2;
      body += `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="${f(rx)}" ry="${f(D / 2)}" fill="${tone(fab.colour, 0.12)}"/>`;
      for (let ring = 0.92; ring > 0.3; ring -= 0.07)
        body += `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="${f(rx * ring)}" ry="${f((D / 2) * ring)}" fill="none" stroke="${tint(fab.colour, 0.2)}" stroke-opacity=".45" stroke-width="${f(D * 0.008)}"/>`;
      body += `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="${f(rx * 0.26)}" ry="${f(D * 0.13)}" fill="${TONES.kraft}"/>`;
      body += `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="${f(rx * 0.16)}" ry="${f(D * 0.08)}" fill="#4a3a2a"/>`;
      x += len + D * 0.35;
      k++;
    }
  }
  const v = vignette('vg', 0.3);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/** Stacks of folded garments on a table. */
function stacksScene(w: number, h: number, r: Rng): string {
  const bd = backdrop(w, h, h * 0.72, TONES.bone, TONES.kraft);
  const unit = Math.max(3, Math.round(h / 170));
  let defs =
    bd.defs +
    linear(
      'slab',
      [
        [0, '#ffffff', 0.3],
        [0.18, '#ffffff', 0.05],
        [0.75, '#000000', 0.05],
        [1, '#000000', 0.45],
      ],
      true,
    );
  let body = bd.body;
  const stacks = Math.max(2, Math.round(w / (h * 0.55)));
  const kinds: FabricKind[] = [
    'jersey',
    'pique',
    'denim',
    'oxford',
    'tartan',
    'melange',
    'chambray',
    'twill',
    'gingham',
    'fleece',
  ];
  const start = intBetween(r, 0, kinds.length - 1);
  const sw = (w * 0.9) / stacks;
  for (let s = 0; s < stacks; s++) {
    const cx = w * 0.05 + sw * (s + 0.5);
    const base = h * (0.86 + between(r, -0.015, 0.02));
    const n = intBetween(r, 5, 7);
    const T = h * between(r, 0.075, 0.085);
    const W = sw * between(r, 0.8, 0.86);
    body += `<ellipse cx="${f(cx)}" cy="${f(base)}" rx="${f(W * 0.6)}" ry="${f(T * 0.45)}" fill="#000" fill-opacity=".22"/>`;
    // One cloth per stack; each folded piece takes a different dyed shade laid over it.
    const kind = at(kinds, start + s);
    const pid = `s${s}`;
    const tinted = !(kind === 'denim' || kind === 'tartan' || kind === 'melange');
    const fab = fabricDefs(pid, kind, r, unit, tinted ? '#d9d4c8' : undefined);
    defs += fab.defs;
    const colours = shuffled(r, MAIN);
    for (let i = 0; i < n; i++) {
      const ww = W * between(r, 0.96, 1.03);
      const x = cx - ww / 2 + between(r, -0.025, 0.025) * W;
      const y = base - (i + 1) * T;
      const box = `x="${f(x)}" y="${f(y)}" width="${f(ww)}" height="${f(T)}" rx="${f(T * 0.3)}"`;
      body += `<rect ${box} fill="url(#${pid})"/>`;
      if (tinted) body += `<rect ${box} fill="${at(colours, i)}" fill-opacity=".62"/>`;
      body += `<rect ${box} fill="url(#slab)"/>`;
      body += `<path d="M${f(x + ww * 0.25)} ${f(y + T * 0.55)} L${f(x + ww * 0.75)} ${f(y + T * 0.55)}" stroke="#000" stroke-opacity=".12" stroke-width="${f(T * 0.04)}"/>`;
    }
  }
  const v = vignette('vg', 0.28);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/** One yarn package: yarn wound on a kraft paper cone. */
function cone(cx: number, baseY: number, H: number, colour: string): string {
  const tw = H * 0.3;
  const bw = H * 0.64;
  const top = baseY - H * 0.86;
  const tip = top - H * 0.13;
  const ryB = bw * 0.16;
  const ryT = tw * 0.2;
  const bodyPath = `M${f(cx - tw / 2)} ${f(top)} L${f(cx - bw / 2)} ${f(baseY)} A${f(bw / 2)} ${f(ryB)} 0 0 0 ${f(cx + bw / 2)} ${f(baseY)} L${f(cx + tw / 2)} ${f(top)} Z`;
  const tube = `M${f(cx - tw * 0.28)} ${f(top)} L${f(cx - tw * 0.17)} ${f(tip)} L${f(cx + tw * 0.17)} ${f(tip)} L${f(cx + tw * 0.28)} ${f(top)} Z`;
  return (
    `<ellipse cx="${f(cx + H * 0.06)}" cy="${f(baseY + ryB * 0.2)}" rx="${f(bw * 0.62)}" ry="${f(ryB * 1.15)}" fill="#000" fill-opacity=".22"/>` +
    `<path d="${bodyPath}" fill="${colour}"/><path d="${bodyPath}" fill="url(#wound)"/><path d="${bodyPath}" fill="url(#cyl)"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(tw / 2)}" ry="${f(ryT)}" fill="${tint(colour, 0.12)}" stroke="${tone(colour, 0.25)}" stroke-width="${f(H * 0.004)}"/>` +
    `<path d="${tube}" fill="${TONES.kraft}"/><path d="${tube}" fill="url(#cyl)"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(tip)}" rx="${f(tw * 0.17)}" ry="${f(ryT * 0.45)}" fill="#5a4330"/>`
  );
}

/** Rows of yarn cones on a shelf; `colours` restricts the yarn shades. */
function conesScene(w: number, h: number, r: Rng, colours?: readonly string[]): string {
  const bd = backdrop(w, h, h * 0.66, tint(TONES.sand, 0.2), tone(TONES.kraft, 0.1));
  const s = h / 800;
  const defs =
    bd.defs +
    linear('cyl', CYL_SHADE) +
    `<pattern id="wound" patternUnits="userSpaceOnUse" width="${f(22 * s)}" height="${f(9 * s)}">` +
    `<path d="M0 ${f(9 * s)} L${f(22 * s)} 0 M0 0 L${f(22 * s)} ${f(9 * s)}" stroke="#fff" stroke-opacity=".18" stroke-width="${f(1.4 * s)}"/>` +
    `<path d="M0 ${f(4.5 * s)} L${f(22 * s)} ${f(4.5 * s)}" stroke="#000" stroke-opacity=".12" stroke-width="${f(1.2 * s)}"/></pattern>`;
  const shades = colours ?? [
    PALETTE.ecru,
    PALETTE.indigo,
    PALETTE.madder,
    PALETTE.saffron,
    PALETTE.teal,
    PALETTE.charcoal,
    TONES.rust,
  ];
  let body = bd.body;
  const back = h * 0.46;
  const front = h * 0.62;
  const nBack = Math.max(3, Math.round(w / (back * 0.72)));
  const nFront = Math.max(2, Math.round(w / (front * 0.85)));
  for (let i = 0; i < nBack; i++) {
    const cx = ((i + 0.5) / nBack) * w + between(r, -0.1, 0.1) * back;
    body += cone(cx, h * 0.66, back * between(r, 0.95, 1.05), jit(r, pick(r, shades), 0.08));
  }
  body += `<rect width="${w}" height="${h}" fill="${TONES.bone}" fill-opacity=".28"/>`;
  for (let i = 0; i < nFront; i++) {
    const cx = ((i + 0.5 + between(r, -0.08, 0.08)) / nFront) * w;
    body += cone(cx, h * 0.95, front * between(r, 0.95, 1.04), jit(r, pick(r, shades), 0.08));
  }
  const v = vignette('vg', 0.3);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/** One open cotton boll: brown bracts with four fluffy locks of lint. */
function boll(cx: number, cy: number, R: number, rot: number): string {
  let bracts = '';
  for (let i = 0; i < 5; i++) {
    const a = ((rot + i * 72) * Math.PI) / 180;
    const a1 = a - 0.32;
    const a2 = a + 0.32;
    bracts += `<path d="M${f(cx)} ${f(cy)} L${f(cx + Math.cos(a1) * R * 0.7)} ${f(cy + Math.sin(a1) * R * 0.7)} L${f(cx + Math.cos(a) * R * 1.28)} ${f(cy + Math.sin(a) * R * 1.28)} L${f(cx + Math.cos(a2) * R * 0.7)} ${f(cy + Math.sin(a2) * R * 0.7)} Z" fill="#5e3f27" stroke="#3d2818" stroke-width="${f(R * 0.03)}"/>`;
  }
  let locks = '';
  for (let i = 0; i < 4; i++) {
    const a = ((rot + 36 + i * 90) * Math.PI) / 180;
    locks += `<circle cx="${f(cx + Math.cos(a) * R * 0.42)}" cy="${f(cy + Math.sin(a) * R * 0.42)}" r="${f(R * 0.6)}" fill="url(#lint)"/>`;
  }
  return bracts + locks + `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.08)}" fill="#b8ab8a" fill-opacity=".7"/>`;
}

/** A cotton field close to harvest: stems, open bolls in three depths, haze between them. */
function bollsScene(w: number, h: number, r: Rng): string {
  const defs =
    linear(
      'sky',
      [
        [0, '#e8e4d6'],
        [0.45, '#cfc8a9'],
        [1, '#6f5d3e'],
      ],
      true,
    ) +
    radial(
      'lint',
      [
        [0, '#ffffff'],
        [0.6, '#f7f2e6'],
        [1, '#d6cbb0'],
      ],
      'cx=".4" cy=".35" r=".65"',
    );
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  for (let i = 0; i < 18; i++)
    body += `<circle cx="${f(between(r, 0, w))}" cy="${f(between(r, 0, h * 0.6))}" r="${f(between(r, 0.02, 0.07) * h)}" fill="#fff" fill-opacity="${f(between(r, 0.08, 0.25))}"/>`;
  const layers = [
    { n: Math.round(w / 70), R: h * 0.035 },
    { n: Math.round(w / 120), R: h * 0.06 },
    { n: Math.round(w / 220), R: h * 0.1 },
  ];
  for (const [li, layer] of layers.entries()) {
    for (let i = 0; i < layer.n; i++) {
      const x = ((i + between(r, 0.1, 0.9)) / layer.n) * w;
      const yTop = h * (0.25 + li * 0.17) + between(r, -0.08, 0.12) * h;
      const stem = `M${f(x + between(r, -20, 20))} ${h} Q${f(x + between(r, -40, 40))} ${f((yTop + h) / 2)} ${f(x)} ${f(yTop)}`;
      body += `<path d="${stem}" fill="none" stroke="#4b3622" stroke-width="${f(layer.R * 0.12)}"/>`;
      body += boll(x, yTop, layer.R * between(r, 0.85, 1.15), between(r, 0, 360));
      if (r() < 0.6) {
        const bx = x + between(r, -1.6, 1.6) * layer.R * 1.5;
        const by = yTop + between(r, 1.2, 2.5) * layer.R;
        body += `<path d="M${f(x)} ${f(by + layer.R)} Q${f((x + bx) / 2)} ${f(by)} ${f(bx)} ${f(by)}" fill="none" stroke="#4b3622" stroke-width="${f(layer.R * 0.09)}"/>`;
        body += boll(bx, by, layer.R * between(r, 0.7, 0.95), between(r, 0, 360));
      }
    }
    if (li < layers.length - 1) body += `<rect width="${w}" height="${h}" fill="#e8e2d0" fill-opacity=".3"/>`;
  }
  const v = vignette('vg', 0.3);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/** A sliver of loose staple fibre drifting across a dark ground. */
function fibreScene(w: number, h: number, r: Rng, fibre: string, ground: [string, string]): string {
  let defs =
    linear(
      'bg',
      [
        [0, ground[0]],
        [1, ground[1]],
      ],
      true,
      'gradientTransform="rotate(-20 .5 .5)"',
    ) + vignette('vg', 0.4).defs;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const amp = h * between(r, 0.08, 0.16);
  const freq = between(r, 1.2, 2.2) * ((2 * Math.PI) / w);
  const phase = between(r, 0, Math.PI * 2);
  const tilt = between(r, -0.15, 0.15);
  const centre = (x: number) => h * 0.5 + amp * Math.sin(x * freq + phase) + (x - w / 2) * tilt;
  let glow = `M${f(-w * 0.1)} ${f(centre(-w * 0.1))}`;
  for (let x = 0; x <= w * 1.1; x += w / 30) glow += ` L${f(x)} ${f(centre(x))}`;
  defs += `<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${f(h * 0.05)}"/></filter>`;
  body += `<path d="${glow}" fill="none" stroke="${fibre}" stroke-opacity=".16" stroke-width="${f(h * 0.22)}" stroke-linejoin="round" filter="url(#soft)"/>`;
  const n = Math.round(Math.min(420, 160 + w / 6));
  for (let i = 0; i < n; i++) {
    const gauss = (r() + r() + r() - 1.5) / 1.5;
    const off = gauss * h * 0.2;
    const x0 = between(r, -0.2, 1) * w;
    const len = between(r, 0.15, 0.5) * w;
    const wob = () => between(r, -1, 1) * h * 0.04;
    const pts = [0, 1 / 3, 2 / 3, 1].map((t) => {
      const x = x0 + t * len;
      return [x, centre(x) + off * (1 - 0.3 * Math.sin(t * Math.PI)) + wob()] as const;
    });
    const [p0, p1, p2, p3] = pts as unknown as [
      readonly [number, number],
      readonly [number, number],
      readonly [number, number],
      readonly [number, number],
    ];
    const colour = jit(r, fibre, 0.1);
    body += `<path d="M${f(p0[0])} ${f(p0[1])} C${f(p1[0])} ${f(p1[1])} ${f(p2[0])} ${f(p2[1])} ${f(p3[0])} ${f(p3[1])}" fill="none" stroke="${colour}" stroke-opacity="${f(between(r, 0.12, 0.6))}" stroke-width="${f(between(r, 0.5, 2.2) * (h / 800))}"/>`;
  }
  return svgDoc(w, h, defs, body + vignette('vg', 0.4).layer);
}

/** Five shades of one hue, light to deep, as a dye house shows a colour range. */
const shadeRange = (base: string, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    return t < 0.5 ? tint(base, 0.7 - t * 1.4) : tone(base, (t - 0.5) * 0.8);
  });

/** A shade card: rows of dyed swatches mounted on a card lying on a table. */
function cardScene(w: number, h: number, r: Rng): string {
  const bd = backdrop(w, h, 0, TONES.slate, tone(TONES.sand, 0.15));
  let defs = bd.defs;
  const cw = Math.min(w * 0.84, h * 1.1);
  const ch = cw * 0.8;
  const cx = w / 2;
  const cy = h * 0.53;
  const angle = between(r, -7, 7);
  const unit = Math.max(3, Math.round(h / 220));
  const fab = fabricDefs('sw', 'poplin', r, unit, '#ffffff');
  defs +=
    fab.defs +
    linear(
      'gloss',
      [
        [0, '#ffffff', 0.22],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.12],
      ],
      true,
    );
  let card = `<rect x="${f(-cw / 2 + cw * 0.02)}" y="${f(-ch / 2 + ch * 0.03)}" width="${f(cw)}" height="${f(ch)}" rx="${f(cw * 0.015)}" fill="#000" fill-opacity=".3"/>`;
  card += `<rect x="${f(-cw / 2)}" y="${f(-ch / 2)}" width="${f(cw)}" height="${f(ch)}" rx="${f(cw * 0.015)}" fill="${TONES.paper}"/>`;
  card += `<rect x="${f(-cw / 2)}" y="${f(-ch / 2)}" width="${f(cw)}" height="${f(ch * 0.12)}" fill="${PALETTE.charcoal}"/>`;
  const cols = 6;
  const rows = 4;
  const bases = shuffled(r, DYE_BASES);
  const gx = cw * 0.04;
  const sw = (cw - gx * (cols + 1)) / cols;
  const sh = (ch * 0.82 - gx * (rows + 1)) / rows;
  for (let row = 0; row < rows; row++) {
    const range = shadeRange(at(bases, row), cols);
    for (let col = 0; col < cols; col++) {
      const x = -cw / 2 + gx + col * (sw + gx);
      const y = -ch / 2 + ch * 0.16 + gx * 0.5 + row * (sh + gx);
      const colour = at(range, col);
      card += `<rect x="${f(x)}" y="${f(y)}" width="${f(sw)}" height="${f(sh * 0.78)}" fill="${colour}"/>`;
      card += `<rect x="${f(x)}" y="${f(y)}" width="${f(sw)}" height="${f(sh * 0.78)}" fill="url(#sw)" fill-opacity=".3"/>`;
      card += `<rect x="${f(x)}" y="${f(y)}" width="${f(sw)}" height="${f(sh * 0.78)}" fill="url(#gloss)"/>`;
      card += `<rect x="${f(x)}" y="${f(y + sh * 0.86)}" width="${f(sw * 0.7)}" height="${f(sh * 0.06)}" fill="#b9b3a6"/>`;
    }
  }
  const v = vignette('vg', 0.3);
  return svgDoc(
    w,
    h,
    defs + v.defs,
    bd.body + `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})">${card}</g>` + v.layer,
  );
}

/** A fan deck of dyed colour strips pivoting on one rivet. */
function fanScene(w: number, h: number, r: Rng): string {
  const defs =
    linear(
      'bg',
      [
        [0, tint(PALETTE.charcoal, 0.15)],
        [1, tone(PALETTE.charcoal, 0.35)],
      ],
      true,
    ) +
    linear('strip', [
      [0, '#000000', 0.18],
      [0.2, '#ffffff', 0.12],
      [1, '#000000', 0.1],
    ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const px = w * between(r, 0.28, 0.4);
  const py = h * 0.9;
  const L = h * 0.85;
  const sw = L * 0.16;
  const n = intBetween(r, 9, 12);
  const start = between(r, -78, -65);
  const end = between(r, 30, 55);
  const bases = shuffled(r, [...DYE_BASES, tint(PALETTE.teal, 0.2), tone(PALETTE.saffron, 0.1), TONES.khaki]);
  for (let i = 0; i < n; i++) {
    const ang = start + ((end - start) * i) / (n - 1);
    const range = shadeRange(at(bases, i), 5).reverse();
    let strip = `<rect x="${f(-sw / 2 + sw * 0.08)}" y="${f(-L)}" width="${f(sw)}" height="${f(L)}" rx="${f(sw * 0.08)}" fill="#000" fill-opacity=".3"/>`;
    strip += `<rect x="${f(-sw / 2)}" y="${f(-L)}" width="${f(sw)}" height="${f(L)}" rx="${f(sw * 0.08)}" fill="${TONES.paper}"/>`;
    const chip = (L * 0.78) / 5;
    for (let k = 0; k < 5; k++)
      strip += `<rect x="${f(-sw / 2 + sw * 0.06)}" y="${f(-L + sw * 0.06 + k * chip)}" width="${f(sw * 0.88)}" height="${f(chip - sw * 0.05)}" fill="${at(range, k)}"/>`;
    strip += `<rect x="${f(-sw / 2)}" y="${f(-L)}" width="${f(sw)}" height="${f(L)}" rx="${f(sw * 0.08)}" fill="url(#strip)"/>`;
    body += `<g transform="translate(${f(px)} ${f(py)}) rotate(${f(ang)})">${strip}</g>`;
  }
  body += `<circle cx="${f(px)}" cy="${f(py - sw * 0.7)}" r="${f(sw * 0.2)}" fill="#b8b3a8" stroke="#6f6a60" stroke-width="${f(sw * 0.04)}"/>`;
  const v = vignette('vg', 0.35);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/** Glass dishes of dye powder (or liquid auxiliaries) on a lab bench, seen from above. */
function dishesScene(w: number, h: number, r: Rng, colours?: readonly string[], liquid = false): string {
  const defs =
    linear(
      'bench',
      [
        [0, '#e9e6df'],
        [1, '#cfcbc1'],
      ],
      true,
    ) +
    radial(
      'heap',
      [
        [0, '#ffffff', 0.35],
        [0.5, '#ffffff', 0.05],
        [1, '#000000', 0.35],
      ],
      'cx=".42" cy=".4" r=".6"',
    ) +
    radial('glass', [
      [0.8, '#ffffff', 0.05],
      [0.95, '#ffffff', 0.5],
      [1, '#9aa3a8', 0.6],
    ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#bench)"/>`;
  const cols = w > h ? 4 : 3;
  const rows = w > h ? 2 : 3;
  const cellW = w / cols;
  const cellH = h / rows;
  const R = Math.min(cellW, cellH) * 0.4;
  const list = colours ?? shuffled(r, DYE_BASES);
  let i = 0;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const cx = (col + 0.5) * cellW + between(r, -0.06, 0.06) * cellW;
      const cy = (row + 0.5) * cellH + between(r, -0.06, 0.06) * cellH;
      const colour = jit(r, at(list, i++), 0.1);
      body += `<circle cx="${f(cx + R * 0.08)}" cy="${f(cy + R * 0.1)}" r="${f(R * 1.02)}" fill="#000" fill-opacity=".18"/>`;
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="#f4f6f6" fill-opacity=".7"/>`;
      if (liquid) {
        body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.86)}" fill="${colour}" fill-opacity=".85"/>`;
        body += `<ellipse cx="${f(cx - R * 0.3)}" cy="${f(cy - R * 0.35)}" rx="${f(R * 0.3)}" ry="${f(R * 0.12)}" transform="rotate(-35 ${f(cx - R * 0.3)} ${f(cy - R * 0.35)})" fill="#fff" fill-opacity=".35"/>`;
      } else {
        const hr = R * between(r, 0.6, 0.78);
        const hx = cx + between(r, -0.1, 0.1) * R;
        const hy = cy + between(r, -0.1, 0.1) * R;
        body += `<circle cx="${f(hx)}" cy="${f(hy)}" r="${f(hr)}" fill="${colour}"/><circle cx="${f(hx)}" cy="${f(hy)}" r="${f(hr)}" fill="url(#heap)"/>`;
        for (let g = 0; g < 26; g++) {
          const a = between(r, 0, Math.PI * 2);
          const d = hr * Math.sqrt(r()) * 1.15;
          body += `<circle cx="${f(hx + Math.cos(a) * d)}" cy="${f(hy + Math.sin(a) * d)}" r="${f(R * between(r, 0.008, 0.025))}" fill="${jit(r, colour, 0.3)}"/>`;
        }
      }
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="url(#glass)"/>`;
    }
  }
  const v = vignette('vg', 0.25);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/** Buttons and trims scattered on linen. */
function buttonsScene(w: number, h: number, r: Rng): string {
  const unit = Math.max(3, Math.round(Math.min(w, h) / 150));
  const fab = fabricDefs('lin', 'canvas', r, unit, PALETTE.ecru);
  let defs =
    fab.defs +
    radial(
      'btn',
      [
        [0, '#ffffff', 0.3],
        [0.7, '#ffffff', 0],
        [1, '#000000', 0.35],
      ],
      'cx=".4" cy=".35" r=".7"',
    );
  let body = `<rect width="${w}" height="${h}" fill="url(#lin)"/>`;
  const tape = fabricDefs('tape', 'herringbone', r, unit * 0.7, PALETTE.charcoal);
  defs += tape.defs;
  const ty = h * between(r, 0.2, 0.75);
  body += `<g transform="rotate(${f(between(r, -12, 12))} ${f(w / 2)} ${f(ty)})"><rect x="${f(-w * 0.2)}" y="${f(ty + h * 0.015)}" width="${f(w * 1.4)}" height="${f(h * 0.09)}" fill="#000" fill-opacity=".2"/><rect x="${f(-w * 0.2)}" y="${f(ty)}" width="${f(w * 1.4)}" height="${f(h * 0.09)}" fill="url(#tape)"/></g>`;
  const n = intBetween(r, 14, 20);
  const colours = [...MAIN, '#f5f1e8', TONES.kraft, '#2a2522'];
  for (let i = 0; i < n; i++) {
    const R = Math.min(w, h) * between(r, 0.035, 0.075);
    const cx = between(r, 0.06, 0.94) * w;
    const cy = between(r, 0.06, 0.94) * h;
    const colour = pick(r, colours);
    body += `<circle cx="${f(cx + R * 0.12)}" cy="${f(cy + R * 0.16)}" r="${f(R)}" fill="#000" fill-opacity=".25"/>`;
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${colour}"/>`;
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.78)}" fill="none" stroke="${tone(colour, 0.25)}" stroke-width="${f(R * 0.08)}"/>`;
    const holes = r() < 0.6 ? 4 : 2;
    const rot = between(r, 0, Math.PI);
    for (let k = 0; k < holes; k++) {
      const a = rot + (k * 2 * Math.PI) / holes;
      body += `<circle cx="${f(cx + Math.cos(a) * R * 0.25)}" cy="${f(cy + Math.sin(a) * R * 0.25)}" r="${f(R * 0.09)}" fill="${tone(colour, 0.55)}"/>`;
    }
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="url(#btn)"/>`;
  }
  const v = vignette('vg', 0.3);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/* ------------------------------------------------------------------ garments (flat lay) */

export type GarmentKind = 'tee' | 'polo' | 'shirt' | 'sweatshirt' | 'jeans';

const GARMENT_PATHS: Record<GarmentKind, string> = {
  tee: 'M36 10 Q50 19 64 10 L80 14 L98 31 L87 43 L78 36 L78 96 L22 96 L22 36 L13 43 L2 31 L20 14 Z',
  polo: 'M37 9 Q50 15 63 9 L80 14 L98 31 L87 43 L78 36 L78 96 L22 96 L22 36 L13 43 L2 31 L20 14 Z',
  shirt: 'M37 8 Q50 13 63 8 L80 13 L97 60 L87 64 L77 34 L78 97 L22 97 L23 34 L13 64 L3 60 L20 13 Z',
  sweatshirt: 'M36 10 Q50 18 64 10 L80 14 L97 60 L87 64 L77 35 L78 94 L22 94 L23 35 L13 64 L3 60 L20 14 Z',
  jeans: 'M23 5 L77 5 L85 97 L60 97 L50 34 L40 97 L15 97 Z',
};

/** Details drawn over the garment body in the same 100-unit box. */
function garmentDetails(kind: GarmentKind, colour: string, stitch: string): string {
  const dash = 'stroke-dasharray="1.2 .9"';
  const st = `fill="none" stroke="${stitch}" stroke-width=".35" ${dash}`;
  const dark = tone(colour, 0.35);
  switch (kind) {
    case 'tee':
      return (
        `<path d="M36 10 Q50 19 64 10 Q50 7 36 10 Z" fill="${tone(colour, 0.45)}"/>` +
        `<path d="M36 10 Q50 19 64 10" fill="none" stroke="${tone(colour, 0.12)}" stroke-width="2.2"/>` +
        `<path d="M23 92.5 L77 92.5 M4.5 33 L15 43 M95.5 33 L85 43" ${st}/>`
      );
    case 'sweatshirt':
      return (
        `<path d="M36 10 Q50 18 64 10 Q50 7 36 10 Z" fill="${tone(colour, 0.45)}"/>` +
        `<path d="M36 10 Q50 18 64 10" fill="none" stroke="url(#ribFill)" stroke-width="3"/>` +
        `<path d="M22.2 87 L77.8 87 L78 94 L22 94 Z" fill="url(#ribFill)"/>` +
        `<path d="M3 60 L13 64 L14.5 59.5 L4.8 55.5 Z M97 60 L87 64 L85.5 59.5 L95.2 55.5 Z" fill="url(#ribFill)"/>`
      );
    case 'polo':
      return (
        `<path d="M37 9 Q50 15 63 9 Q50 6 37 9 Z" fill="${tone(colour, 0.45)}"/>` +
        `<path d="M46.5 13.5 L53.5 13.5 L53.5 36 L46.5 36 Z" fill="${tone(colour, 0.06)}" stroke="${dark}" stroke-width=".3"/>` +
        `<circle cx="50" cy="22" r="1.1" fill="#f4f1ea" stroke="${dark}" stroke-width=".2"/><circle cx="50" cy="30" r="1.1" fill="#f4f1ea" stroke="${dark}" stroke-width=".2"/>` +
        `<path d="M37 9 L50 14.5 L44 24 L32 14 Z" fill="url(#ribFill)" stroke="${dark}" stroke-width=".3"/>` +
        `<path d="M63 9 L50 14.5 L56 24 L68 14 Z" fill="url(#ribFill)" stroke="${dark}" stroke-width=".3"/>` +
        `<path d="M23 92.5 L77 92.5 M4.5 33 L15 43 M95.5 33 L85 43" ${st}/>`
      );
    case 'shirt': {
      let buttons = '';
      for (let y = 22; y < 95; y += 11)
        buttons += `<circle cx="50" cy="${y}" r="1" fill="#f6f3ec" stroke="${dark}" stroke-width=".2"/>`;
      return (
        `<path d="M37 8 Q50 13 63 8 Q50 5 37 8 Z" fill="${tone(colour, 0.45)}"/>` +
        `<path d="M48 13 L52 13 L52 97 L48 97 Z" fill="none" stroke="${dark}" stroke-width=".3"/>` +
        buttons +
        `<path d="M58 36 L68 36 L68 46 L63 48 L58 46 Z" fill="none" stroke="${dark}" stroke-width=".3"/>` +
        `<path d="M37 8 L50 13 L43 22 L33 12 Z" fill="url(#g)" stroke="${dark}" stroke-width=".35"/>` +
        `<path d="M63 8 L50 13 L57 22 L67 12 Z" fill="url(#g)" stroke="${dark}" stroke-width=".35"/>` +
        `<path d="M3 60 L13 64 L14.6 59.2 L4.9 55.2 Z M97 60 L87 64 L85.4 59.2 L95.1 55.2 Z" fill="url(#g)" stroke="${dark}" stroke-width=".3"/>`
      );
    }
    case 'jeans':
      return (
        `<path d="M23 5 L77 5 L77.4 11 L22.6 11 Z" fill="url(#g)" stroke="${dark}" stroke-width=".4"/>` +
        `<path d="M23 8 L77 8" ${st}/>` +
        `<circle cx="50" cy="8" r="1.3" fill="#c9a15a" stroke="#7a5b2b" stroke-width=".3"/>` +
        [27, 38, 62, 73]
          .map(
            (x) =>
              `<rect x="${x - 0.8}" y="4.6" width="1.6" height="6.8" fill="url(#g)" stroke="${dark}" stroke-width=".25"/>`,
          )
          .join('') +
        `<path d="M50 11 L50 30 M54 11 L54 24 Q54 29 50 30" ${st}/>` +
        `<path d="M24 11 Q29 21 38 11 M76 11 Q71 21 62 11" fill="none" stroke="${dark}" stroke-width=".35"/>` +
        `<path d="M25 12 Q29.5 19.5 36.5 12 M75 12 Q70.5 19.5 63.5 12" ${st}/>` +
        `<path d="M16 93 L40 93 M60 93 L84 93" ${st}/>`
      );
  }
}

function garmentGroup(kind: GarmentKind, colour: string, stitch: string): string {
  const path = GARMENT_PATHS[kind];
  return (
    `<path d="${path}" transform="translate(1.2 1.8)" fill="#000" fill-opacity=".22"/>` +
    `<path d="${path}" fill="url(#g)" stroke="${tone(colour, 0.4)}" stroke-width=".35"/>` +
    garmentDetails(kind, colour, stitch) +
    `<path d="${path}" fill="url(#gShade)"/>`
  );
}

function garmentDefs(r: Rng, kind: GarmentKind, fabric: FabricKind, unit: number, base?: string) {
  const fab = fabricDefs('g', fabric, r, unit, base);
  const rib = fabricDefs('ribFill', 'rib', r, unit * 0.35, tone(fab.colour, 0.05));
  const defs =
    fab.defs +
    rib.defs +
    linear(
      'gShade',
      [
        [0, '#000000', 0.18],
        [0.3, '#ffffff', 0.1],
        [0.55, '#ffffff', 0],
        [0.8, '#000000', 0.06],
        [1, '#000000', 0.2],
      ],
      false,
      'gradientTransform="rotate(25 .5 .5)"',
    );
  return { defs, colour: fab.colour, stitch: kind === 'jeans' ? '#d39a3a' : tone(fab.colour, 0.3) };
}

/**
 * One garment laid flat on a plain ground. The garment's cloth pattern is drawn in the 100-unit box
 * then scaled, so the thread size is set in that box (unit ≈ 0.55 gives visible texture).
 */
function garmentScene(
  w: number,
  h: number,
  r: Rng,
  kind: GarmentKind,
  fabric: FabricKind,
  base?: string,
  ground?: string,
): string {
  const size = Math.min(w, h) * 0.86;
  const s = size / 100;
  const g = garmentDefs(r, kind, fabric, Math.max(0.5, 3 / s), base);
  const bg = ground ?? tint(pick(r, [TONES.sand, PALETTE.ecru, '#d9dcdc', '#e6d8cf']), 0.2);
  const defs =
    g.defs +
    radial(
      'bgl',
      [
        [0, tint(bg, 0.3)],
        [1, tone(bg, 0.08)],
      ],
      'cx=".5" cy=".45" r=".75"',
    );
  const x = (w - size) / 2;
  const y = (h - size) / 2;
  return svgDoc(
    w,
    h,
    defs,
    `<rect width="${w}" height="${h}" fill="url(#bgl)"/><g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})">${garmentGroup(kind, g.colour, g.stitch)}</g>`,
  );
}

/* ------------------------------------------------------------------ review photo & QR */

/** A round badge with a small garment or fabric motif, used as a reviewer's photo. */
function reviewScene(w: number, h: number, r: Rng): string {
  const kinds: [GarmentKind, FabricKind][] = [
    ['polo', 'pique'],
    ['tee', 'jersey'],
    ['shirt', 'oxford'],
    ['jeans', 'denim'],
    ['shirt', 'tartan'],
    ['sweatshirt', 'melange'],
  ];
  const [kind, fabric] = pick(r, kinds);
  const ring = pick(r, MAIN);
  const size = Math.min(w, h);
  const inner = size * 0.5;
  const s = inner / 100;
  const g = garmentDefs(
    r,
    kind,
    fabric,
    Math.max(0.5, 2.2 / s),
    fabric === 'denim' || fabric === 'tartan'
      ? undefined
      : pick(
          r,
          MAIN.filter((c) => c !== ring),
        ),
  );
  const defs =
    g.defs +
    radial(
      'disc',
      [
        [0, tint(ring, 0.88)],
        [1, tint(ring, 0.65)],
      ],
      'cx=".45" cy=".4" r=".7"',
    );
  const c = size / 2;
  return svgDoc(
    w,
    h,
    defs,
    `<rect width="${w}" height="${h}" fill="${tint(ring, 0.93)}"/>` +
      `<circle cx="${f(w / 2)}" cy="${f(h / 2)}" r="${f(c * 0.9)}" fill="url(#disc)" stroke="${ring}" stroke-width="${f(size * 0.02)}"/>` +
      `<circle cx="${f(w / 2)}" cy="${f(h / 2)}" r="${f(c * 0.83)}" fill="none" stroke="${tone(ring, 0.1)}" stroke-width="${f(size * 0.006)}" stroke-dasharray="${f(size * 0.02)} ${f(size * 0.014)}"/>` +
      `<g transform="translate(${f((w - inner) / 2)} ${f((h - inner) / 2)}) scale(${f(s)})">${garmentGroup(kind, g.colour, g.stitch)}</g>`,
  );
}

/** A fake QR code: 29×29 modules, three finder squares, timing lines, deterministic data bits. */
function qrScene(w: number, h: number, r: Rng): string {
  const n = 29;
  const quiet = 2;
  const mod = Math.floor(Math.min(w, h) / (n + quiet * 2));
  const ox = Math.floor((w - mod * n) / 2);
  const oy = Math.floor((h - mod * n) / 2);
  const grid: boolean[][] = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
  const reserved: boolean[][] = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
  const set = (x: number, y: number, v: boolean) => {
    const row = grid[y];
    const res = reserved[y];
    if (row && res && x >= 0 && x < n) {
      row[x] = v;
      res[x] = true;
    }
  };
  const finder = (fx: number, fy: number) => {
    for (let y = -1; y <= 7; y++)
      for (let x = -1; x <= 7; x++) {
        const edge = x === 0 || x === 6 || y === 0 || y === 6;
        const core = x >= 2 && x <= 4 && y >= 2 && y <= 4;
        const inside = x >= 0 && x <= 6 && y >= 0 && y <= 6;
        set(fx + x, fy + y, inside && (edge || core));
      }
  };
  finder(0, 0);
  finder(n - 7, 0);
  finder(0, n - 7);
  for (let i = 8; i < n - 8; i++) {
    set(i, 6, i % 2 === 0);
    set(6, i, i % 2 === 0);
  }
  for (let y = -2; y <= 2; y++)
    for (let x = -2; x <= 2; x++) set(22 + x, 22 + y, Math.max(Math.abs(x), Math.abs(y)) !== 1);
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (!reserved[y]?.[x]) set(x, y, r() < 0.5);
  let cells = '';
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!grid[y]?.[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && grid[y]?.[x]) x++;
      cells += `<rect x="${ox + start * mod}" y="${oy + y * mod}" width="${(x - start) * mod}" height="${mod}"/>`;
    }
  }
  return svgDoc(
    w,
    h,
    '',
    `<rect width="${w}" height="${h}" fill="#ffffff"/><g fill="${TONES.indigoDeep}" shape-rendering="crispEdges">${cells}</g>`,
  );
}

/* ------------------------------------------------------------------ public API */

export type Scene =
  | { kind: 'fabric'; fabric: FabricKind; base?: string; fold?: boolean }
  | { kind: 'rolls' }
  | { kind: 'stacks' }
  | { kind: 'cones'; colours?: readonly string[] }
  | { kind: 'bolls' }
  | { kind: 'fibre'; fibre: string; ground: [string, string] }
  | { kind: 'card' }
  | { kind: 'fan' }
  | { kind: 'dishes'; colours?: readonly string[]; liquid?: boolean }
  | { kind: 'buttons' }
  | { kind: 'garment'; garment: GarmentKind; fabric: FabricKind; base?: string; ground?: string }
  | { kind: 'review' }
  | { kind: 'qr' };

/** Image sizes used by the seed content. */
export const IMAGE_SIZES = {
  slider: { w: 1920, h: 800 },
  wide: { w: 1200, h: 800 },
  product: { w: 900, h: 900 },
  review: { w: 400, h: 400 },
  qr: { w: 400, h: 400 },
} as const;

/** The SVG source for one scene at w×h, fully determined by `seed`. */
export function sceneSvg(scene: Scene, w: number, h: number, seed: number): string {
  const r = makeRng(seed);
  switch (scene.kind) {
    case 'fabric':
      return fabricScene(w, h, r, scene.fabric, scene.base, scene.fold ?? true);
    case 'rolls':
      return rollsScene(w, h, r);
    case 'stacks':
      return stacksScene(w, h, r);
    case 'cones':
      return conesScene(w, h, r, scene.colours);
    case 'bolls':
      return bollsScene(w, h, r);
    case 'fibre':
      return fibreScene(w, h, r, scene.fibre, scene.ground);
    case 'card':
      return cardScene(w, h, r);
    case 'fan':
      return fanScene(w, h, r);
    case 'dishes':
      return dishesScene(w, h, r, scene.colours, scene.liquid ?? false);
    case 'buttons':
      return buttonsScene(w, h, r);
    case 'garment':
      return garmentScene(w, h, r, scene.garment, scene.fabric, scene.base, scene.ground);
    case 'review':
      return reviewScene(w, h, r);
    case 'qr':
      return qrScene(w, h, r);
  }
}

/**
 * Rasterises an SVG string to WebP. Effort 2 (of 0-6) encodes about a third faster than the default 4
 * on these thread-textured images for roughly 5% more bytes, which keeps a full seed quick.
 */
export async function renderWebp(svg: string, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 2 }).toBuffer();
}

/** Draws and renders one scene to WebP bytes. */
export async function renderScene(scene: Scene, w: number, h: number, seed: number): Promise<Buffer> {
  return renderWebp(sceneSvg(scene, w, h, seed));
}
