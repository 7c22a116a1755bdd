/** Garments laid flat (tee, polo, shirt, sweatshirt, jeans), cut from any fabric preset. */
import { f, pick, type Rng } from './random.ts';
import { PALETTE, tint, tone, TONES } from './colour.ts';
import { linear, radial, svgDoc } from './svg.ts';
import { fabricDefs, type FabricKind } from './fabrics.ts';

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

export function garmentGroup(kind: GarmentKind, colour: string, stitch: string): string {
  const path = GARMENT_PATHS[kind];
  return (
    `<path d="${path}" transform="translate(1.2 1.8)" fill="#000" fill-opacity=".22"/>` +
    `<path d="${path}" fill="url(#g)" stroke="${tone(colour, 0.4)}" stroke-width=".35"/>` +
    garmentDetails(kind, colour, stitch) +
    `<path d="${path}" fill="url(#gShade)"/>`
  );
}

export function garmentDefs(r: Rng, kind: GarmentKind, fabric: FabricKind, unit: number, base?: string) {
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
export function garmentScene(
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
