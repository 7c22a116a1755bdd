/** SVG building blocks shared by every drawing: the document, gradients, drape and vignette. */
import { between, f, intBetween, type Rng } from './random.ts';

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

export type Stop = [offset: number, colour: string, opacity?: number];
const stops = (list: Stop[]) =>
  list.map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}" stop-opacity="${f(a ?? 1)}"/>`).join('');

/** A linear gradient; `vertical` runs top to bottom, otherwise left to right (objectBoundingBox). */
export function linear(id: string, list: Stop[], vertical = false, extra = ''): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir} ${extra}>${stops(list)}</linearGradient>`;
}
export function radial(id: string, list: Stop[], extra = ''): string {
  return `<radialGradient id="${id}" ${extra}>${stops(list)}</radialGradient>`;
}

/** Soft light-and-shadow bands laid over a whole picture, like cloth that is not quite flat. */
export function drape(id: string, r: Rng, strength: number): { defs: string; layer: string } {
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

export function vignette(id: string, strength: number): { defs: string; layer: string } {
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
