/**
 * Responsive images without a database change: the API stores, beside every upload
 * `/uploads/<hash>.webp`, narrower copies `/uploads/<hash>-<width>w.webp`, so a page derives every
 * candidate of a `srcset` from the one URL a record holds.
 */

/** The longest side of a stored upload: the upload itself is the widest candidate. */
export const LARGEST_IMAGE_SIDE = 2400;

/** The narrower copies stored beside each upload, in pixels of width. */
export const IMAGE_VARIANT_WIDTHS = [480, 720, 960, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** A stored upload as a record holds it: root-relative, named by its content hash. */
const STORED_UPLOAD = /^(\/uploads\/[0-9a-f]{32})\.webp$/;

/** Cloudinary's delivery URL with a version and no transformation yet: widths are one more path segment. */
const CLOUDINARY = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(v\d+\/.+)$/;
const CLOUDINARY_WIDTHS = [...IMAGE_VARIANT_WIDTHS, LARGEST_IMAGE_SIDE];

/** The content hash of a stored upload's URL as a record holds it, or undefined for any other URL. */
export const uploadHashOf = (url: string) => STORED_UPLOAD.exec(url)?.[1]?.slice('/uploads/'.length);

/** The file name of one width of a stored upload's hash. */
export const variantFileName = (hash: string, width: ImageVariantWidth) => `${hash}-${width}w.webp`;

/**
 * The `srcset` of an image URL as a record holds it, or undefined when there is none to offer (an
 * absolute URL elsewhere keeps its plain `src`). `resolve` turns a stored path into the URL to fetch.
 * Copies of an image narrower than a width are the image itself (never upscaled): the descriptor is
 * then an upper bound, and the browser still picks the smallest file that is wide enough.
 */
export function imageSrcSet(url: string, resolve: (path: string) => string = (path) => path): string | undefined {
  const stored = STORED_UPLOAD.exec(url);
  if (stored) {
    const base = stored[1]!;
    return [
      ...IMAGE_VARIANT_WIDTHS.map((width) => `${resolve(`${base}-${width}w.webp`)} ${width}w`),
      `${resolve(url)} ${LARGEST_IMAGE_SIDE}w`,
    ].join(', ');
  }
  const cloudinary = CLOUDINARY.exec(url);
  if (cloudinary) {
    const [, prefix, rest] = cloudinary;
    // c_limit never upscales; f_auto and q_auto let Cloudinary pick the format and quality per browser.
    return CLOUDINARY_WIDTHS.map((width) => `${prefix}w_${width},c_limit,f_auto,q_auto/${rest} ${width}w`).join(', ');
  }
  return undefined;
}
