import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@texbridge/shared/constants';

/** What POST /uploads accepts, checked in the browser first so a wrong file costs no upload. */
export { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES };
/** The server also refuses images of more than 40 megapixels (docs/spec.md §5). */
const MAX_IMAGE_MEGAPIXELS = 40;
/** The picker's hint: every limit the file must meet, before anyone tries. */
export const IMAGE_LIMITS = `JPEG, PNG, WebP, GIF or AVIF, up to 10 MB and ${MAX_IMAGE_MEGAPIXELS} megapixels.`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A sentence saying what is wrong with the file, or null when it may be sent. */
export function checkImageFile(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not an accepted image: choose a JPEG, PNG, WebP, GIF or AVIF file.`;
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return `${file.name} is ${megabytes(file.size)}: images may be at most 10 MB.`;
  }
  return null;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Which accepted format the file's first bytes (its "magic number") say it is, whatever its name or type. */
export function imageFormatOf(bytes: Uint8Array): (typeof ACCEPTED_IMAGE_TYPES)[number] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte))
    return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  // ISO-BMFF: size, 'ftyp', the major brand, a version, then compatible brands.
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxEnd = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
    for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
      if (['avif', 'avis'].includes(ascii(bytes, at, at + 4))) return 'image/avif';
    }
  }
  return null;
}

const readStart = (file: Blob, length: number) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });

/**
 * checkImageFile, then the file's content: a PDF or document renamed .jpg is refused here, in plain words,
 * rather than by the server after an upload. A sentence, or null when the file may be sent.
 */
export async function checkImageContent(file: File): Promise<string | null> {
  const problem = checkImageFile(file);
  if (problem) return problem;
  let start: Uint8Array;
  try {
    start = await readStart(file, 64);
  } catch {
    return `${file.name} could not be read: choose the file again.`;
  }
  if (!imageFormatOf(start)) {
    return `${file.name} is not really a picture: its name says image, but its contents are not a JPEG, PNG, WebP, GIF or AVIF image (it may be a PDF or document renamed). Choose the image file itself.`;
  }
  return null;
}
