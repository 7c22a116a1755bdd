import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { messages } from '@texbridge/shared/api/messages';
import { MAX_IMAGE_BYTES } from '@texbridge/shared/constants';

export const UPLOAD_LIMITS = {
  bytes: MAX_IMAGE_BYTES,
  pixels: 40_000_000,
  longestSide: 2400,
} as const;

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export class ImageRejectedError extends Error {
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

/** Stores WebP bytes under their content hash; the same image uploaded twice is one file. Returns its URL path. */
/** The names saveWebp writes; /uploads/ serves nothing else. */
export const STORED_FILE_NAME = /^[0-9a-f]{32}\.webp$/;

export async function saveWebp(webp: Buffer, uploadDir: string): Promise<string> {
  const name = `${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
  await mkdir(uploadDir, { recursive: true });
  await writeFile(join(uploadDir, name), webp);
  return `/uploads/${name}`;
}
