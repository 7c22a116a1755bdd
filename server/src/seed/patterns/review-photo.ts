/** A reviewer's photo (a badge with a small garment) and a stand-in QR code. */
import { f, pick, type Rng } from './random.ts';
import { MAIN, tint, tone, TONES } from './colour.ts';
import { radial, svgDoc } from './svg.ts';
import { type FabricKind } from './fabrics.ts';
import { garmentDefs, garmentGroup, type GarmentKind } from './garments.ts';

/** A round badge with a small garment or fabric motif, used as a reviewer's photo. */
export function reviewScene(w: number, h: number, r: Rng): string {
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
export function qrScene(w: number, h: number, r: Rng): string {
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
