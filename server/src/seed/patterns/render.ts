/**
 * Seed artwork drawn locally: SVG strings of textile subjects (woven and knitted cloth, yarn cones,
 * cotton bolls, fibre slivers, colour cards, folded and flat-laid garments), rendered to WebP with sharp.
 * Nothing is downloaded. Every drawing is deterministic from a numeric seed, so one function yields
 * many different but reproducible images. The images carry no text: titles are rendered by the site.
 */
import sharp from 'sharp';
import type { SeedImageCache } from '../image-cache.ts';
import { makeRng } from './random.ts';
import { type FabricKind } from './fabrics.ts';
import {
  bollsScene,
  buttonsScene,
  cardScene,
  conesScene,
  dishesScene,
  fabricScene,
  fanScene,
  fibreScene,
  rollsScene,
  stacksScene,
} from './scenes.ts';
import { garmentScene, type GarmentKind } from './garments.ts';
import { qrScene, reviewScene } from './review-photo.ts';

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
function sceneSvg(scene: Scene, w: number, h: number, seed: number): string {
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
 * How an SVG is encoded. Effort 2 (of 0-6) encodes about a third faster than the default 4 on these
 * thread-textured images for roughly 5% more bytes, which keeps a full seed quick.
 */
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;

let rasterised = 0;
/** How many scenes this process rasterised: what the image cache saves. */
export const scenesRasterised = () => rasterised;

/** Rasterises an SVG string to WebP. */
async function renderWebp(svg: string): Promise<Buffer> {
  rasterised += 1;
  return sharp(Buffer.from(svg)).webp(WEBP_OPTIONS).toBuffer();
}

/** Draws one scene and renders it to WebP bytes, or takes them from `cache` when drawn before. */
export async function renderScene(
  scene: Scene,
  w: number,
  h: number,
  seed: number,
  cache: SeedImageCache,
): Promise<Buffer> {
  const svg = sceneSvg(scene, w, h, seed);
  return cache.through([svg, JSON.stringify(WEBP_OPTIONS)], () => renderWebp(svg));
}
