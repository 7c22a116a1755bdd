import type { ProductCreate } from '@texbridge/shared/resources/products';
import { IMAGE_SIZES, type Scene } from '../patterns/render.ts';

/** One image of the seed: its scene, its size and the number its drawing follows (./patterns/). */
export interface ImageJob {
  scene: Scene;
  w: number;
  h: number;
  seed: number;
}

export const image = (scene: Scene, size: { w: number; h: number }, seed: number): ImageJob => ({
  scene,
  ...size,
  seed,
});
export const slide = (scene: Scene, seed: number) => image(scene, IMAGE_SIZES.slider, seed);
export const wide = (scene: Scene, seed: number) => image(scene, IMAGE_SIZES.wide, seed);
export const square = (scene: Scene, seed: number) => image(scene, IMAGE_SIZES.product, seed);

/**
 * A seed record's Chinese, beside its English: its localized fields (`localized: true` in
 * shared/src/resources/) as the `translations` column keeps them (shared/src/locales/translations.ts), a
 * group as an object of its localized parts.
 */
export interface InChinese<TRecord, TLocalized extends keyof TRecord> {
  translations: { zh: Required<Pick<TRecord, TLocalized>> };
}

/** A seed record as written: its fields but its image's URL, the image to draw instead, and its Chinese. */
export type SeedRecord<TRecord, TImage extends keyof TRecord, TLocalized extends keyof TRecord> = Omit<
  TRecord,
  TImage
> & { image: ImageJob } & InChinese<TRecord, TLocalized>;

/**
 * A seeded product's words: its Chinese specification rows stand beside their English in
 * ../product-specs.ts, each row's own.
 */
export type SeedProduct = SeedRecord<
  ProductCreate,
  'productImage',
  'title' | 'desc' | 'feature' | 'composition' | 'endUse' | 'background'
>;
