/** Knitted cloth: jersey, rib and piqué loops. */
import { f, mod } from './random.ts';
import { tone } from './colour.ts';
import { linear } from './svg.ts';

type KnitMode = 'jersey' | 'rib' | 'pique';

/** Knitted loops: pairs of tilted "legs" forming V stitches, rows overlapping like real jersey. */
export function knitPattern(
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
