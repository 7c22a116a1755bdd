/** Fabric presets: the kinds of cloth (denim, tartan, jersey, ikat…) as coloured yarns on a weave or knit. */
import { at, between, intBetween, pick, shuffled, type Rng } from './random.ts';
import { jit, MAIN, mix, PALETTE, tint, tone, TONES } from './colour.ts';
import { herringbone, weavePattern, WEAVES } from './woven.ts';
import { knitPattern } from './knitted.ts';
import { ikatPattern } from './ikat.ts';

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
