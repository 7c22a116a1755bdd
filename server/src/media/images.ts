import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { messages } from '@texbridge/shared/api/messages';
import { MAX_IMAGE_BYTES } from '@texbridge/shared/constants';
import { LARGEST_IMAGE_SIDE } from '@texbridge/shared/images/responsive';
import { writeVariants } from './image-variants.ts';
import type { FileStore } from './storage/file-store.ts';

export const UPLOAD_LIMITS = {
  bytes: MAX_IMAGE_BYTES,
  pixels: 40_000_000,
  longestSide: LARGEST_IMAGE_SIDE,
} as const;

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

class ImageRejectedError extends Error {
  constructor(
    readonly statusCode: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Checks an upload by its bytes (never its name or declared type), then re-encodes it to WebP:
 * metadata stripped, orientation applied, longest side capped. What comes out is safe to serve.
 */
export async function normaliseImage(input: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new ImageRejectedError(415, messages.imageType);
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone gives the size; the pixel limit is applied when decoding, below.
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw new ImageRejectedError(415, 'file is not a readable image');
  }
  if (!width || !height) throw new ImageRejectedError(415, 'file is not a readable image');
  if (width * height > UPLOAD_LIMITS.pixels) {
    throw new ImageRejectedError(413, `image is ${width}×${height}; at most 40 megapixels are accepted`);
  }
  try {
    return await sharp(input, { limitInputPixels: UPLOAD_LIMITS.pixels, failOn: 'error' })
      .rotate()
      .resize({
        width: UPLOAD_LIMITS.longestSide,
        height: UPLOAD_LIMITS.longestSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ImageRejectedError(415, 'file is not a readable image');
  }
}

/**
 * Stores WebP bytes under their content hash, with the narrower copies pages offer in a srcset; the
 * same image uploaded twice is one file. The copies go first: a stored upload always has its copies, and
 * a store failing halfway leaves only copies nobody names. Returns the upload's URL path.
 */
export async function saveWebp(webp: Buffer, store: FileStore): Promise<string> {
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 32);
  await writeVariants(store, hash, webp);
  await store.put(`${hash}.webp`, webp);
  return `/uploads/${hash}.webp`;
}
