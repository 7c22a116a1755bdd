/** What POST /uploads accepts (README "The API"): checked in the browser first so a wrong file costs no upload. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

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
