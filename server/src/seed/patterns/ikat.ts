/** Ikat: resist-dyed diamonds with feathered edges. */
import { f, type Rng } from './random.ts';

/** Resist-dyed diamonds whose edges feather row by row, as ikat yarns shift on the loom. */
export function ikatPattern(id: string, r: Rng, unit: number, colours: [string, string, string, string]): string {
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
